import { Button, Grid, Group, Stack, TextInput } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { parseItalianDate } from '~/features/teams/closing_day_form'

export type GlobalClosingDayRow = {
  id: number
  startsOn: string
  endsOn: string
  reason: string | null
  past: boolean
  current: boolean
}

/** Create or edit a platform-wide closing (dd/mm/yyyy, week starting Monday). */
export function GlobalClosingDayForm({
  closingDay,
  onDone,
}: {
  closingDay?: GlobalClosingDayRow
  onDone: () => void
}) {
  const t = useT()
  const form = useForm({
    startsOn: closingDay?.startsOn ?? '',
    endsOn: closingDay?.endsOn ?? '',
    reason: closingDay?.reason ?? '',
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`admin_settings.closing_days.fields.${key}`)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const options = { preserveScroll: true, onSuccess: onDone }
    if (closingDay) form.put(`/admin/settings/closing-days/${closingDay.id}`, options)
    else form.post('/admin/settings/closing-days', options)
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
              onChange={(value) =>
                form.setData((data) => ({
                  ...data,
                  startsOn: value ?? '',
                  endsOn:
                    data.endsOn && value && data.endsOn < value
                      ? value
                      : data.endsOn || (value ?? ''),
                }))
              }
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
        <TextInput
          label={f('reason')}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.currentTarget.value)}
          maxLength={200}
          error={errors.reason}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
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
