import { Head, useForm } from '@inertiajs/react'
import { Button, Checkbox, Grid, Group, Paper, Stack, Textarea, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { PlaceFields, type PlaceValues } from '~/features/requests/place_fields'
import { emptyVehicle, VehicleFields, type VehicleValues } from '~/features/requests/vehicle_fields'
import { LiveQuote, LiveTotal, useLiveEstimate } from '~/features/requests/live_quote'
import { RequestAttachments } from '~/features/requests/attachments'

type Draft = Data.Requests.TransportRequest.Variants['forForm']

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

/** A stored place as the form's fields (text inputs hold '' rather than null). */
function place(value: Draft['values']['pickup'] | undefined): PlaceValues {
  if (!value) return { ...EMPTY_PLACE }
  return {
    ...value,
    street: value.street ?? '',
    cap: value.cap ?? '',
    city: value.city ?? '',
    province: value.province ?? '',
    referentName: value.referentName ?? '',
    referentPhone: value.referentPhone ?? '',
    referentEmail: value.referentEmail ?? '',
  }
}

function initial(values: Draft['values'] | undefined, firstCategory?: string): FormValues {
  return {
    pickup: place(values?.pickup),
    delivery: place(values?.delivery),
    vehicles: values?.vehicles.length ? values.vehicles : [emptyVehicle(firstCategory)],
    express: values?.express ?? false,
    covered: values?.covered ?? false,
    extraInsurance: values?.extraInsurance ?? false,
    notes: values?.notes ?? '',
  }
}

/** Create or edit a transport request, with the live quote beside it. */
export default function RequestForm({
  request,
  addresses,
  suppliers,
  categories,
  attachments,
}: {
  request: Draft | null
  addresses: Data.Requests.PlaceChoice[]
  suppliers: Data.Requests.PlaceChoice[]
  categories: Data.Pricing.CategoryChoice[]
  attachments: Data.Requests.RequestAttachment[]
}) {
  const t = useT()
  const form = useForm<FormValues & { intent: string }>({
    ...initial(request?.values, categories[0]?.code),
    intent: 'draft',
  })
  const errors = form.errors as Record<string, string>
  const title = request
    ? t('requests.edit_title', { reference: request.reference })
    : t('requests.create_title')

  const send = (intent: 'draft' | 'submit') => {
    form.transform((data) => ({ ...data, intent }))
    if (request)
      form.put(urlFor('dealer.requests.update', { id: request.id }), { preserveScroll: true })
    else form.post(urlFor('dealer.requests.store'), { preserveScroll: true })
  }

  const { intent, ...estimateData } = form.data
  const live = useLiveEstimate(estimateData)
  return (
    <>
      <Head title={title} />
      <PageHeader title={title} />
      <form
        noValidate
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
                  addresses={addresses}
                  suppliers={suppliers}
                />
              </Paper>
              <Paper withBorder p="md" radius="md">
                <PlaceFields
                  prefix="delivery"
                  value={form.data.delivery}
                  onChange={(delivery) => form.setData('delivery', delivery)}
                  errors={errors}
                  addresses={addresses}
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
                  categories={categories}
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
              <LiveQuote live={live} />
              <Stack gap="md" visibleFrom="md">
                <Button
                  type="submit"
                  loading={form.processing && intent !== 'draft'}
                  disabled={form.processing}
                >
                  {t('requests.form.submit')}
                </Button>
                <Button variant="default" disabled={form.processing} onClick={() => send('draft')}>
                  {t('requests.form.save_draft')}
                </Button>
              </Stack>
            </Stack>
          </Grid.Col>
        </Grid>
        {/* On a phone the price and the buttons stay at the bottom of the screen. */}
        <Paper
          hiddenFrom="md"
          withBorder
          shadow="md"
          p="sm"
          mt="md"
          radius="md"
          style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
        >
          <Stack gap={6}>
            <LiveTotal live={live} />
            <Group gap="xs" grow>
              <Button variant="default" disabled={form.processing} onClick={() => send('draft')}>
                {t('requests.form.save_draft')}
              </Button>
              <Button
                type="submit"
                loading={form.processing && intent !== 'draft'}
                disabled={form.processing}
              >
                {t('requests.form.submit_short')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
      {request && (
        <Grid gap="lg" mt="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <RequestAttachments
              area="dealer"
              requestId={request.id}
              attachments={attachments}
              manage
            />
          </Grid.Col>
        </Grid>
      )}
    </>
  )
}
