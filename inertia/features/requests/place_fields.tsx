import { Grid, SegmentedControl, Select, Stack, TextInput, Title } from '@mantine/core'
import { DatePickerInput } from '~/components/date_inputs'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { ProvinceSelect } from '~/components/province_select'

type PlaceChoice = Data.Requests.PlaceChoice

export type PlaceValues = {
  source: 'address' | 'supplier' | 'new'
  addressId: number | null
  supplierId: number | null
  street: string
  cap: string
  city: string
  province: string
  referentName: string
  referentPhone: string
  referentEmail: string
  dateFrom: string | null
  dateTo: string | null
}

/** Pickup or delivery: a team address, a supplier (pickup) or a new address; referent; date window. */
export function PlaceFields({
  prefix,
  value,
  onChange,
  errors,
  addresses,
  suppliers,
}: {
  prefix: 'pickup' | 'delivery'
  value: PlaceValues
  onChange: (value: PlaceValues) => void
  errors: Record<string, string>
  addresses: PlaceChoice[]
  suppliers?: PlaceChoice[]
}) {
  const t = useT()
  const set = (change: Partial<PlaceValues>) => onChange({ ...value, ...change })
  const error = (field: string) => errors[`${prefix}.${field}`]
  const fill = (choice: PlaceChoice | undefined) =>
    choice
      ? {
          street: choice.street,
          cap: choice.cap,
          city: choice.city,
          province: choice.province,
          referentName: choice.referentName ?? value.referentName,
          referentPhone: choice.referentPhone ?? value.referentPhone,
          referentEmail: choice.referentEmail ?? value.referentEmail,
        }
      : {}
  const sources = [
    { value: 'address', label: t('requests.form.source_address') },
    ...(suppliers ? [{ value: 'supplier', label: t('requests.form.source_supplier') }] : []),
    { value: 'new', label: t('requests.form.source_new') },
  ]
  const chosen = value.source !== 'new'
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t(`requests.form.${prefix}`)}
      </Title>
      <SegmentedControl
        data={sources}
        value={value.source}
        onChange={(source) =>
          set({ source: source as PlaceValues['source'], addressId: null, supplierId: null })
        }
        fullWidth
      />
      {value.source === 'address' && (
        <Select
          label={t('requests.form.address')}
          placeholder={t('requests.form.choose')}
          searchable
          data={addresses.map((address) => ({ value: String(address.id), label: address.label }))}
          value={value.addressId ? String(value.addressId) : null}
          onChange={(id) =>
            set({
              addressId: id ? Number(id) : null,
              ...fill(addresses.find((a) => String(a.id) === id)),
            })
          }
          error={error('addressId')}
        />
      )}
      {value.source === 'supplier' && suppliers && (
        <Select
          label={t('requests.form.supplier')}
          placeholder={t('requests.form.choose')}
          searchable
          data={suppliers.map((supplier) => ({
            value: String(supplier.id),
            label: supplier.label,
          }))}
          value={value.supplierId ? String(value.supplierId) : null}
          onChange={(id) =>
            set({
              supplierId: id ? Number(id) : null,
              ...fill(suppliers.find((s) => String(s.id) === id)),
            })
          }
          error={error('supplierId')}
        />
      )}
      <Grid gap="xs">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('requests.form.street')}
            value={value.street}
            maxLength={200}
            readOnly={chosen}
            onChange={(e) => set({ street: e.currentTarget.value })}
            error={error('street')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('requests.form.cap')}
            value={value.cap}
            maxLength={5}
            inputMode="numeric"
            readOnly={chosen}
            onChange={(e) => set({ cap: e.currentTarget.value })}
            error={error('cap')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('requests.form.city')}
            value={value.city}
            maxLength={100}
            readOnly={chosen}
            onChange={(e) => set({ city: e.currentTarget.value })}
            error={error('city')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <ProvinceSelect
            label={t('requests.form.province')}
            value={value.province || null}
            readOnly={chosen}
            onChange={(province) => set({ province: province ?? '' })}
            error={error('province')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('requests.form.referent_name')}
            value={value.referentName}
            maxLength={120}
            onChange={(e) => set({ referentName: e.currentTarget.value })}
            error={error('referentName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('requests.form.referent_phone')}
            type="tel"
            value={value.referentPhone}
            maxLength={30}
            onChange={(e) => set({ referentPhone: e.currentTarget.value })}
            error={error('referentPhone')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('requests.form.referent_email')}
            type="email"
            value={value.referentEmail}
            maxLength={254}
            onChange={(e) => set({ referentEmail: e.currentTarget.value })}
            error={error('referentEmail')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DatePickerInput
            upcomingWorkingDays
            label={t('requests.form.date_from')}
            clearable
            value={value.dateFrom}
            onChange={(date) => set({ dateFrom: date })}
            error={error('dateFrom')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DatePickerInput
            upcomingWorkingDays
            label={t('requests.form.date_to')}
            clearable
            value={value.dateTo}
            onChange={(date) => set({ dateTo: date })}
            error={error('dateTo')}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
