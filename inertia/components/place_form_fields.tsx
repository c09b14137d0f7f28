import { Divider, Grid, Stack, TextInput, Textarea, type TextInputProps } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { ProvinceSelect } from '~/components/province_select'
import { emptyHours, OpeningHoursInput, type HoursInput } from '~/components/opening_hours_input'
import { WEEKDAYS } from '@shared/opening_hours'
import { FormActions } from '~/components/form_actions'

type StoredPlace = {
  street: string
  cap: string
  city: string
  province: string
  referentName: string | null
  referentPhone: string | null
  referentEmail: string | null
  notes: string | null
  /** Per weekday, [start, end] ranges (as the server sends them: arrays of two times). */
  openingHours: Partial<Record<(typeof WEEKDAYS)[number], readonly (readonly string[])[]>> | null
}

export type PlaceFormData = {
  street: string
  cap: string
  city: string
  province: string
  referentName: string
  referentPhone: string
  referentEmail: string
  notes: string
  openingHours: HoursInput
}

/** Form values of a place (a team address or a supplier), empty when creating one. */
export function placeFormDefaults(place?: StoredPlace): PlaceFormData {
  const openingHours = emptyHours()
  for (const day of WEEKDAYS) {
    openingHours[day] = (place?.openingHours?.[day] ?? []).map(([start = '', end = '']) => ({
      start,
      end,
    }))
  }
  return {
    street: place?.street ?? '',
    cap: place?.cap ?? '',
    city: place?.city ?? '',
    province: place?.province ?? '',
    referentName: place?.referentName ?? '',
    referentPhone: place?.referentPhone ?? '',
    referentEmail: place?.referentEmail ?? '',
    notes: place?.notes ?? '',
    openingHours,
  }
}

type TextField = Exclude<keyof PlaceFormData, 'province' | 'openingHours'>

/**
 * The fields every place has: address, province, referent, opening hours and
 * notes. Labels come from `<prefix>.fields.*` and `<prefix>.referent`.
 */
export function PlaceFormFields({
  data,
  setData,
  errors,
  prefix,
}: {
  data: PlaceFormData
  setData: <K extends keyof PlaceFormData>(key: K, value: PlaceFormData[K]) => void
  errors: Record<string, string | undefined>
  prefix: string
}) {
  const t = useT()
  const f = (key: string) => t(`${prefix}.fields.${key}`)
  /** A text input bound to one field; its label is `<prefix>.fields.<label>`. */
  const text = (key: TextField, label: string, props: TextInputProps) => (
    <TextInput
      label={f(label)}
      value={data[key]}
      onChange={(event) => setData(key, event.currentTarget.value)}
      error={errors[key]}
      {...props}
    />
  )
  return (
    <>
      {text('street', 'street', { required: true, maxLength: 200, autoComplete: 'street-address' })}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          {text('cap', 'cap', {
            required: true,
            maxLength: 5,
            inputMode: 'numeric',
            autoComplete: 'postal-code',
          })}
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8 }}>
          {text('city', 'city', { required: true, maxLength: 100 })}
        </Grid.Col>
      </Grid>
      <ProvinceSelect
        label={f('province')}
        value={data.province || null}
        onChange={(value) => setData('province', value ?? '')}
        required
        error={errors.province}
      />
      <Divider label={t(`${prefix}.referent`)} labelPosition="left" />
      {text('referentName', 'referent_name', { maxLength: 120 })}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          {text('referentPhone', 'referent_phone', { type: 'tel', maxLength: 30 })}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          {text('referentEmail', 'referent_email', { type: 'email', maxLength: 254 })}
        </Grid.Col>
      </Grid>
      <Divider />
      <OpeningHoursInput
        value={data.openingHours}
        onChange={(value) => setData('openingHours', value)}
        errors={errors}
      />
      <Textarea
        label={f('notes')}
        value={data.notes}
        onChange={(event) => setData('notes', event.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
        error={errors.notes}
      />
    </>
  )
}

/**
 * Create or edit a place (shown in a modal): its own title field (a
 * supplier's name, an address's label) above the place fields. Posted to
 * `submit.url`; field errors come back under the same names.
 */
export function PlaceForm({
  prefix,
  title,
  place,
  submit,
  onDone,
  onCancel,
}: {
  prefix: string
  /** The field sent as `name`, labelled `<prefix>.fields.<name>`. */
  title: { name: string; value?: string; description?: string; maxLength: number }
  place?: StoredPlace
  submit: { method: 'post' | 'put'; url: string }
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const form = useForm({ title: title.value ?? '', ...placeFormDefaults(place) })
  const errors = form.errors as Record<string, string | undefined>

  const send = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform(({ title: value, ...data }) => ({ [title.name]: value, ...data }))
    form.submit(submit.method, submit.url, { preserveScroll: true, onSuccess: () => onDone() })
  }

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t(`${prefix}.fields.${title.name}`)}
          description={title.description}
          value={form.data.title}
          onChange={(event) => form.setData('title', event.currentTarget.value)}
          required
          maxLength={title.maxLength}
          error={errors[title.name]}
          data-autofocus
        />
        <PlaceFormFields data={form.data} setData={form.setData} errors={errors} prefix={prefix} />
        <FormActions processing={form.processing} onCancel={onCancel} />
      </Stack>
    </form>
  )
}
