import { Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

/** Typed dates are Italian: dd/mm/yyyy (also with - or . separators). */
export function parseItalianDate(input: string): string | null {
  const match = input.trim().match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/)
  if (!match) return null
  const [, day, month, year] = match
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso
}

/** Create or edit a closing-day range (shown in a modal). */
export function ClosingDayForm({
  teamId,
  closingDay,
  addresses,
  onDone,
  onCancel,
}: {
  teamId: number
  closingDay?: Data.Teams.ClosingDay
  addresses: Data.Teams.Address.Variants['forOption'][]
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const form = useForm({
    startsOn: closingDay?.startsOn ?? '',
    endsOn: closingDay?.endsOn ?? '',
    addressId: closingDay?.addressId ? String(closingDay.addressId) : '',
    reason: closingDay?.reason ?? '',
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`teams.closing_days.fields.${key}`)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      addressId: data.addressId ? Number(data.addressId) : null,
    }))
    const options = { preserveScroll: true, onSuccess: () => onDone() }
    if (closingDay) {
      const params = { id: teamId, closingDayId: closingDay.id }
      form.put(urlFor('teams.closing_days.update', params), options)
    } else {
      form.post(urlFor('teams.closing_days.store', { id: teamId }), options)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <DateInput
              label={f('starts_on')}
              valueFormat="DD/MM/YYYY"
              dateParser={parseItalianDate}
              value={form.data.startsOn || null}
              onChange={(value) => {
                form.setData((data) => ({
                  ...data,
                  startsOn: value ?? '',
                  endsOn:
                    data.endsOn && value && data.endsOn < value
                      ? value
                      : data.endsOn || (value ?? ''),
                }))
              }}
              required
              error={errors.startsOn}
              data-autofocus
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <DateInput
              label={f('ends_on')}
              valueFormat="DD/MM/YYYY"
              dateParser={parseItalianDate}
              value={form.data.endsOn || null}
              minDate={form.data.startsOn || undefined}
              onChange={(value) => form.setData('endsOn', value ?? '')}
              required
              error={errors.endsOn}
            />
          </Grid.Col>
        </Grid>
        <Select
          label={f('address')}
          description={f('address_hint')}
          placeholder={t('teams.closing_days.whole_team')}
          value={form.data.addressId || null}
          onChange={(value) => form.setData('addressId', value ?? '')}
          data={addresses.map((address) => ({
            value: String(address.id),
            label: `${address.label} · ${address.city}`,
          }))}
          clearable
          searchable
          error={errors.addressId}
        />
        <TextInput
          label={f('reason')}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.currentTarget.value)}
          maxLength={200}
          error={errors.reason}
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
