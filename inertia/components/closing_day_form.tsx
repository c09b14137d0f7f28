import { Grid, Select, Stack, TextInput } from '@mantine/core'
import { DateInput } from '~/components/date_inputs'
import { useForm } from '@inertiajs/react'
import { FormActions } from '~/components/form_actions'

/** An optional select next to the dates (e.g. the one place the closing applies to). */
export type ClosingDayChoice = {
  /** The field sent: the chosen id as a number, or null for none. */
  name: string
  label: string
  description?: string
  placeholder?: string
  data: { value: string; label: string }[]
}

/**
 * Create or edit a closing range (shown in a modal): from, to (dd/mm/yyyy,
 * the end follows the start), an optional choice and a reason. Posted to
 * `submit.url`; field errors come back under the same names.
 */
export function ClosingDayForm({
  initial,
  labels,
  choice,
  submit,
  onDone,
  onCancel,
}: {
  initial?: { startsOn: string; endsOn: string; reason: string | null; choice?: string | null }
  labels: { startsOn: string; endsOn: string; reason: string }
  choice?: ClosingDayChoice
  submit: { method: 'post' | 'put'; url: string }
  onDone: () => void
  onCancel: () => void
}) {
  const form = useForm({
    startsOn: initial?.startsOn ?? '',
    endsOn: initial?.endsOn ?? '',
    choice: initial?.choice ?? '',
    reason: initial?.reason ?? '',
  })
  const errors = form.errors as Record<string, string | undefined>

  const send = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform(({ choice: chosen, ...data }) =>
      choice ? { ...data, [choice.name]: chosen ? Number(chosen) : null } : data
    )
    form.submit(submit.method, submit.url, { preserveScroll: true, onSuccess: () => onDone() })
  }

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <DateInput
              label={labels.startsOn}
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
              label={labels.endsOn}
              value={form.data.endsOn || null}
              minDate={form.data.startsOn || undefined}
              onChange={(value) => form.setData('endsOn', value ?? '')}
              required
              error={errors.endsOn}
            />
          </Grid.Col>
        </Grid>
        {choice && (
          <Select
            label={choice.label}
            description={choice.description}
            placeholder={choice.placeholder}
            value={form.data.choice || null}
            onChange={(value) => form.setData('choice', value ?? '')}
            data={choice.data}
            clearable
            searchable
            error={errors[choice.name]}
          />
        )}
        <TextInput
          label={labels.reason}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.currentTarget.value)}
          maxLength={200}
          error={errors.reason}
        />
        <FormActions processing={form.processing} onCancel={onCancel} />
      </Stack>
    </form>
  )
}
