import 'dayjs/locale/it'
import 'dayjs/locale/en'
import { Head, useForm } from '@inertiajs/react'
import { Button, Checkbox, Grid, Group, Paper, Stack, Textarea, Title } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { useLocale, useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { PlaceFields, type PlaceChoice, type PlaceValues } from '~/features/requests/place_fields'
import {
  EMPTY_VEHICLE,
  VehicleFields,
  type VehicleValues,
} from '~/features/requests/vehicle_fields'
import { LiveQuote } from '~/features/requests/live_quote'
import { RequestAttachments, type RequestAttachment } from '~/features/requests/attachments'

type FormValues = {
  pickup: PlaceValues
  delivery: PlaceValues
  vehicles: VehicleValues[]
  express: boolean
  covered: boolean
  extraInsurance: boolean
  notes: string
}

const EMPTY_PLACE: PlaceValues = {
  source: 'new',
  addressId: null,
  supplierId: null,
  street: '',
  cap: '',
  city: '',
  province: '',
  referentName: '',
  referentPhone: '',
  referentEmail: '',
  dateFrom: null,
  dateTo: null,
}

function initial(values: Record<string, any> | null): FormValues {
  const place = (value: any): PlaceValues => {
    const merged = { ...EMPTY_PLACE, ...(value ?? {}) }
    for (const key of [
      'street',
      'cap',
      'city',
      'province',
      'referentName',
      'referentPhone',
      'referentEmail',
    ] as const) {
      merged[key] = merged[key] ?? ''
    }
    return merged
  }
  return {
    pickup: place(values?.pickup),
    delivery: place(values?.delivery),
    vehicles: values?.vehicles?.length ? values.vehicles : [{ ...EMPTY_VEHICLE }],
    express: values?.express ?? false,
    covered: values?.covered ?? false,
    extraInsurance: values?.extraInsurance ?? false,
    notes: values?.notes ?? '',
  }
}

/** Create or edit a transport request, with the live quote beside it. */
export default function RequestForm({
  request,
  values,
  choices,
  attachments = [],
}: {
  request: { id: number; reference: string; state: string } | null
  attachments?: RequestAttachment[]
  values: Record<string, any> | null
  choices: {
    addresses: PlaceChoice[]
    suppliers: PlaceChoice[]
    categories: { code: string; name: string | null }[]
  }
}) {
  const t = useT()
  const locale = useLocale()
  const form = useForm<FormValues & { intent: string }>({ ...initial(values), intent: 'draft' })
  const errors = form.errors as Record<string, string>
  const title = request
    ? t('requests.edit_title', { reference: request.reference })
    : t('requests.create_title')

  const send = (intent: 'draft' | 'submit') => {
    form.transform((data) => ({ ...data, intent }))
    if (request) form.put(`/dealer/requests/${request.id}`, { preserveScroll: true })
    else form.post('/dealer/requests', { preserveScroll: true })
  }

  const { intent: _intent, ...estimateData } = form.data
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <Head title={title} />
      <PageHeader title={title} />
      <form
        onSubmit={(event) => {
          event.preventDefault()
          send('submit')
        }}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Paper withBorder p="md" radius="md">
                <PlaceFields
                  prefix="pickup"
                  value={form.data.pickup}
                  onChange={(pickup) => form.setData('pickup', pickup)}
                  errors={errors}
                  addresses={choices.addresses}
                  suppliers={choices.suppliers}
                />
              </Paper>
              <Paper withBorder p="md" radius="md">
                <PlaceFields
                  prefix="delivery"
                  value={form.data.delivery}
                  onChange={(delivery) => form.setData('delivery', delivery)}
                  errors={errors}
                  addresses={choices.addresses}
                />
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Title order={2} size="h4" mb="xs">
                  {t('requests.form.vehicles')}
                </Title>
                <VehicleFields
                  vehicles={form.data.vehicles}
                  onChange={(vehicles) => form.setData('vehicles', vehicles)}
                  errors={errors}
                  categories={choices.categories}
                />
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Title order={2} size="h4" mb="xs">
                  {t('requests.form.services')}
                </Title>
                <Group gap="lg">
                  <Checkbox
                    label={t('requests.form.express')}
                    checked={form.data.express}
                    onChange={(e) => form.setData('express', e.currentTarget.checked)}
                  />
                  <Checkbox
                    label={t('requests.form.covered')}
                    checked={form.data.covered}
                    onChange={(e) => form.setData('covered', e.currentTarget.checked)}
                  />
                  <Checkbox
                    label={t('requests.form.extra_insurance')}
                    checked={form.data.extraInsurance}
                    onChange={(e) => form.setData('extraInsurance', e.currentTarget.checked)}
                  />
                </Group>
                <Textarea
                  mt="md"
                  label={t('requests.form.notes')}
                  autosize
                  minRows={2}
                  maxLength={2000}
                  value={form.data.notes}
                  onChange={(e) => form.setData('notes', e.currentTarget.value)}
                  error={errors.notes}
                />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
              <LiveQuote data={estimateData} />
              <Button
                type="submit"
                loading={form.processing && form.data.intent !== 'draft'}
                disabled={form.processing}
              >
                {t('requests.form.submit')}
              </Button>
              <Button variant="default" disabled={form.processing} onClick={() => send('draft')}>
                {t('requests.form.save_draft')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
      {request && (
        <Grid gap="lg" mt="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <RequestAttachments
              baseUrl={`/dealer/requests/${request.id}`}
              attachments={attachments}
              manage
            />
          </Grid.Col>
        </Grid>
      )}
    </DatesProvider>
  )
}
