import { Button, Grid, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core'
import { DateInput } from '~/components/date_inputs'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'

type Prefix = 'pickup' | 'delivery'

export default function DealerTransportEdit({
  transport,
}: {
  transport: Data.Transports.Transport.Variants['forDealer']
}) {
  const t = useT()
  const form = useForm({
    pickupReferentName: transport.pickup.referentName ?? '',
    pickupReferentPhone: transport.pickup.referentPhone ?? '',
    pickupReferentEmail: transport.pickup.referentEmail ?? '',
    pickupDateFrom: transport.pickup.dateFrom ?? '',
    pickupDateTo: transport.pickup.dateTo ?? '',
    deliveryReferentName: transport.delivery.referentName ?? '',
    deliveryReferentPhone: transport.delivery.referentPhone ?? '',
    deliveryReferentEmail: transport.delivery.referentEmail ?? '',
    deliveryDateFrom: transport.delivery.dateFrom ?? '',
    deliveryDateTo: transport.delivery.dateTo ?? '',
    notes: transport.notes ?? '',
    stateVersion: transport.stateVersion,
  })
  const errors = form.errors as Record<string, string | undefined>
  const title = t('transports.edit.title', { reference: transport.reference })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.put(urlFor('dealer.transports.update', { id: transport.id }), { preserveScroll: true })
  }

  const section = (prefix: Prefix) => {
    const key = (field: string) => `${prefix}${field}` as keyof typeof form.data
    const dateField = (field: 'DateFrom' | 'DateTo', label: string) => (
      <DateInput
        label={label}
        value={(form.data[key(field)] as string) || null}
        onChange={(value) => form.setData(key(field), (value ?? '') as never)}
        upcomingWorkingDays
        clearable
        error={errors[key(field)]}
      />
    )
    return (
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t(`transports.show.${prefix}`)}
        </Title>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('transports.edit.name')}
              maxLength={120}
              value={form.data[key('ReferentName')] as string}
              onChange={(e) => form.setData(key('ReferentName'), e.currentTarget.value as never)}
              error={errors[key('ReferentName')]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('transports.edit.phone')}
              type="tel"
              maxLength={30}
              value={form.data[key('ReferentPhone')] as string}
              onChange={(e) => form.setData(key('ReferentPhone'), e.currentTarget.value as never)}
              error={errors[key('ReferentPhone')]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('transports.edit.email')}
              type="email"
              maxLength={254}
              value={form.data[key('ReferentEmail')] as string}
              onChange={(e) => form.setData(key('ReferentEmail'), e.currentTarget.value as never)}
              error={errors[key('ReferentEmail')]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {dateField('DateFrom', t('transports.edit.date_from'))}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {dateField('DateTo', t('transports.edit.date_to'))}
          </Grid.Col>
        </Grid>
      </Paper>
    )
  }

  return (
    <>
      <Head title={title} />
      <PageHeader title={title} description={t('transports.edit.description')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {section('pickup')}
          {section('delivery')}
          <Textarea
            label={t('transports.show.notes')}
            maxLength={2000}
            autosize
            minRows={3}
            value={form.data.notes}
            onChange={(e) => form.setData('notes', e.currentTarget.value)}
            error={errors.notes}
          />
          <Group justify="flex-end">
            <Button
              component={Link}
              route="dealer.transports.show"
              routeParams={{ id: transport.id }}
              variant="subtle"
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.processing}>
              {t('transports.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  )
}
