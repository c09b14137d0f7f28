import { Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { romeDay, time } from '@shared/format'
import { useT } from '~/lib/i18n'
import { DateInput, TimeInput } from '~/components/date_inputs'
import { FormActions } from '~/components/form_actions'

type Option = { value: string; label: string }

export type SessionFormValues = {
  name: string
  startsAt: string | null
  endsAt: string | null
  transportIds: string[]
  teamIds: string[]
}

/** An instant → the date and time fields in Rome. */
export function splitInstant(iso: string | null) {
  return iso ? { day: romeDay(iso) ?? '', clock: time(iso) } : { day: '', clock: '' }
}

/**
 * A private session's form (create; edit before the start): name, start and
 * end (date and time in Rome), transports, and the invited teams when
 * creating. Sent as `yyyy-MM-ddTHH:mm` in Rome; the server checks everything.
 */
export function SessionForm({
  initial,
  transportChoices,
  teamChoices,
  submit,
  onCancel,
  label,
}: {
  initial: SessionFormValues
  transportChoices: Option[]
  /** null: the teams are not edited here (invitations have their own section) */
  teamChoices: Option[] | null
  submit: (form: ReturnType<typeof useSessionForm>) => void
  onCancel?: () => void
  label: string
}) {
  const t = useT()
  const form = useSessionForm(initial)
  const errors = form.errors as Record<string, string | undefined>
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit(form)
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label={t('marketplace.sessions.form.name')}
          value={form.data.name}
          onChange={(event) => form.setData('name', event.currentTarget.value)}
          maxLength={120}
          required
          error={errors.name}
        />
        <DateTimeFields
          label={t('marketplace.sessions.form.starts_at')}
          value={form.data.startsAt}
          onChange={(value) => form.setData('startsAt', value)}
          error={errors.startsAt}
        />
        <DateTimeFields
          label={t('marketplace.sessions.form.ends_at')}
          value={form.data.endsAt}
          onChange={(value) => form.setData('endsAt', value)}
          error={errors.endsAt}
        />
        <MultiSelect
          label={t('marketplace.sessions.form.transports')}
          description={t('marketplace.sessions.form.transports_hint')}
          data={transportChoices}
          value={form.data.transportIds}
          onChange={(value) => form.setData('transportIds', value)}
          searchable
          clearable
          nothingFoundMessage={t('marketplace.sessions.form.no_transports')}
          error={errors.transportIds}
        />
        {teamChoices && (
          <MultiSelect
            label={t('marketplace.sessions.form.teams')}
            description={t('marketplace.sessions.form.teams_hint')}
            data={teamChoices}
            value={form.data.teamIds}
            onChange={(value) => form.setData('teamIds', value)}
            searchable
            clearable
            nothingFoundMessage={t('marketplace.sessions.form.no_teams')}
            error={errors.teamIds}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('marketplace.sessions.form.rules')}
        </Text>
        <FormActions processing={form.processing} onCancel={onCancel} label={label} />
      </Stack>
    </form>
  )
}

export function useSessionForm(initial: SessionFormValues) {
  return useForm<SessionFormValues>(initial)
}

/** The form's body as the server reads it (ids as numbers). */
export function sessionPayload(data: SessionFormValues) {
  return {
    name: data.name,
    startsAt: data.startsAt ?? '',
    endsAt: data.endsAt ?? '',
    transportIds: data.transportIds.map(Number),
    teamIds: data.teamIds.map(Number),
  }
}

/** A date and a time side by side, as one `yyyy-MM-ddTHH:mm` value. */
function DateTimeFields({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string | null
  onChange: (value: string | null) => void
  error?: string
}) {
  const t = useT()
  const [day, clock] = value ? value.split('T') : ['', '']
  const join = (nextDay: string, nextClock: string) =>
    onChange(nextDay || nextClock ? `${nextDay}T${nextClock}` : null)
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <DateInput
        label={label}
        value={day || null}
        onChange={(next) => join(next ? String(next).slice(0, 10) : '', clock ?? '')}
        required
        error={error}
        w={{ base: '100%', xs: 200 }}
      />
      <TimeInput
        label={t('marketplace.sessions.form.time')}
        value={clock ?? ''}
        onChange={(hhmm) => join(day ?? '', hhmm)}
        w={{ base: '100%', xs: 120 }}
      />
    </Group>
  )
}
