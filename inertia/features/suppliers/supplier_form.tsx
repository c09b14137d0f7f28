import { Button, Divider, Grid, Group, Stack, TextInput, Textarea } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { ProvinceSelect } from '~/features/teams/province_select'
import { emptyHours, OpeningHoursInput, type HoursInput } from '~/features/teams/opening_hours_input'
import { WEEKDAYS } from '~/features/teams/types'
import type { SupplierRow } from '~/features/suppliers/types'

function hoursOf(address?: SupplierRow): HoursInput {
  const hours = emptyHours()
  for (const day of WEEKDAYS) {
    hours[day] = (address?.openingHours?.[day] ?? []).map(([start, end]) => ({ start, end }))
  }
  return hours
}

/** Create or edit a supplier (shown in a modal). */
export function SupplierForm({
  supplier: address,
  onDone,
  onCancel,
}: {
  supplier?: SupplierRow
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const form = useForm({
    name: address?.name ?? '',
    street: address?.street ?? '',
    cap: address?.cap ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    referentName: address?.referentName ?? '',
    referentPhone: address?.referentPhone ?? '',
    referentEmail: address?.referentEmail ?? '',
    notes: address?.notes ?? '',
    openingHours: hoursOf(address),
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`suppliers.fields.${key}`)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const options = { preserveScroll: true, onSuccess: () => onDone() }
    if (address) form.put(`/dealer/suppliers/${address.id}`, options)
    else form.post('/dealer/suppliers', options)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={f('name')}
          value={form.data.name}
          onChange={(event) => form.setData('name', event.currentTarget.value)}
          required
          maxLength={150}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label={f('street')}
          value={form.data.street}
          onChange={(event) => form.setData('street', event.currentTarget.value)}
          required
          maxLength={200}
          autoComplete="street-address"
          error={errors.street}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <TextInput
              label={f('cap')}
              value={form.data.cap}
              onChange={(event) => form.setData('cap', event.currentTarget.value)}
              required
              maxLength={5}
              inputMode="numeric"
              autoComplete="postal-code"
              error={errors.cap}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput
              label={f('city')}
              value={form.data.city}
              onChange={(event) => form.setData('city', event.currentTarget.value)}
              required
              maxLength={100}
              error={errors.city}
            />
          </Grid.Col>
        </Grid>
        <ProvinceSelect
          label={f('province')}
          value={form.data.province || null}
          onChange={(value) => form.setData('province', value ?? '')}
          required
          error={errors.province}
        />
        <Divider label={t('suppliers.referent')} labelPosition="left" />
        <TextInput
          label={f('referent_name')}
          value={form.data.referentName}
          onChange={(event) => form.setData('referentName', event.currentTarget.value)}
          maxLength={120}
          error={errors.referentName}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              type="tel"
              label={f('referent_phone')}
              value={form.data.referentPhone}
              onChange={(event) => form.setData('referentPhone', event.currentTarget.value)}
              maxLength={30}
              error={errors.referentPhone}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              type="email"
              label={f('referent_email')}
              value={form.data.referentEmail}
              onChange={(event) => form.setData('referentEmail', event.currentTarget.value)}
              maxLength={254}
              error={errors.referentEmail}
            />
          </Grid.Col>
        </Grid>
        <Divider />
        <OpeningHoursInput
          value={form.data.openingHours}
          onChange={(value) => form.setData('openingHours', value)}
          errors={errors}
        />
        <Textarea
          label={f('notes')}
          value={form.data.notes}
          onChange={(event) => form.setData('notes', event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          error={errors.notes}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.processing}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
