import { Divider, Grid, TextInput, Textarea } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { ProvinceSelect } from '~/components/province_select'
import { emptyHours, OpeningHoursInput, type HoursInput } from '~/components/opening_hours_input'
import { WEEKDAYS } from '@shared/opening_hours'

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
  return (
    <>
      <TextInput
        label={f('street')}
        value={data.street}
        onChange={(event) => setData('street', event.currentTarget.value)}
        required
        maxLength={200}
        autoComplete="street-address"
        error={errors.street}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextInput
            label={f('cap')}
            value={data.cap}
            onChange={(event) => setData('cap', event.currentTarget.value)}
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
            value={data.city}
            onChange={(event) => setData('city', event.currentTarget.value)}
            required
            maxLength={100}
            error={errors.city}
          />
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
      <TextInput
        label={f('referent_name')}
        value={data.referentName}
        onChange={(event) => setData('referentName', event.currentTarget.value)}
        maxLength={120}
        error={errors.referentName}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            type="tel"
            label={f('referent_phone')}
            value={data.referentPhone}
            onChange={(event) => setData('referentPhone', event.currentTarget.value)}
            maxLength={30}
            error={errors.referentPhone}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            type="email"
            label={f('referent_email')}
            value={data.referentEmail}
            onChange={(event) => setData('referentEmail', event.currentTarget.value)}
            maxLength={254}
            error={errors.referentEmail}
          />
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
