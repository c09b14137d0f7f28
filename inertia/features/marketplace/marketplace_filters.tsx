import { Button, Group, NumberInput, Select, Stack } from '@mantine/core'
import { ITALIAN_REGIONS } from '@shared/italian_provinces'
import { useLocale, useT } from '~/lib/i18n'
import { ProvinceSelect } from '~/components/province_select'
import { DateFilter } from '~/features/transports/date_filter'
import { FilterPanel } from '~/components/filter_panel'

export type MarketplaceFilterValues = {
  sort: string
  pickupRegion: string | null
  deliveryRegion: string | null
  pickupProvince: string | null
  deliveryProvince: string | null
  from: string | null
  to: string | null
  minVehicles: string | null
  maxVehicles: string | null
  category: string | null
  minPayout: string | null
  near: string | null
}

export type CategoryOption = { value: string; labelIt: string; labelEn: string }

const REGIONS = ITALIAN_REGIONS.map((region) => ({ value: region.code, label: region.name }))
const SORTS = ['newest', 'payout', 'payout_km', 'pickup', 'distance'] as const

/** The marketplace's filter bar: every change goes into the URL (applyFilters). */
export function MarketplaceFilters({
  filters,
  categories,
  apply,
}: {
  filters: MarketplaceFilterValues
  categories: CategoryOption[]
  apply: (changes: Partial<MarketplaceFilterValues> | null) => void
}) {
  const t = useT()
  const locale = useLocale()
  const active = Object.entries(filters).filter(
    ([key, value]) => key !== 'sort' && key !== 'near' && value
  ).length
  const number = (value: string | number) => (value === '' ? null : String(value))
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('marketplace.filters.sort')}
          data={SORTS.map((sort) => ({ value: sort, label: t(`marketplace.sort.${sort}`) }))}
          value={filters.sort}
          allowDeselect={false}
          onChange={(sort) => apply({ sort: sort ?? 'newest' })}
          w={230}
        />
        {filters.sort === 'distance' && (
          <ProvinceSelect
            label={t('marketplace.filters.near')}
            value={filters.near}
            onChange={(near) => apply({ near })}
            w={200}
          />
        )}
      </Group>
      <FilterPanel active={active}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('marketplace.filters.pickup_region')}
            placeholder={t('marketplace.filters.any')}
            data={REGIONS}
            value={filters.pickupRegion}
            onChange={(pickupRegion) => apply({ pickupRegion })}
            clearable
            searchable
            w={190}
          />
          <ProvinceSelect
            label={t('marketplace.filters.pickup_province')}
            placeholder={t('marketplace.filters.any')}
            value={filters.pickupProvince}
            onChange={(pickupProvince) => apply({ pickupProvince })}
            clearable
            w={190}
          />
          <Select
            label={t('marketplace.filters.delivery_region')}
            placeholder={t('marketplace.filters.any')}
            data={REGIONS}
            value={filters.deliveryRegion}
            onChange={(deliveryRegion) => apply({ deliveryRegion })}
            clearable
            searchable
            w={190}
          />
          <ProvinceSelect
            label={t('marketplace.filters.delivery_province')}
            placeholder={t('marketplace.filters.any')}
            value={filters.deliveryProvince}
            onChange={(deliveryProvince) => apply({ deliveryProvince })}
            clearable
            w={190}
          />
          <DateFilter
            label={t('marketplace.filters.from')}
            value={filters.from}
            onChange={(from) => apply({ from })}
          />
          <DateFilter
            label={t('marketplace.filters.to')}
            value={filters.to}
            onChange={(to) => apply({ to })}
          />
          <Select
            label={t('marketplace.filters.category')}
            placeholder={t('marketplace.filters.any')}
            data={categories.map((category) => ({
              value: category.value,
              label: locale === 'en' ? category.labelEn : category.labelIt,
            }))}
            value={filters.category}
            onChange={(category) => apply({ category })}
            clearable
            w={170}
          />
          <NumberInput
            label={t('marketplace.filters.min_vehicles')}
            min={1}
            max={50}
            allowDecimal={false}
            value={filters.minVehicles ?? ''}
            onBlur={(event) => apply({ minVehicles: number(event.currentTarget.value) })}
            w={130}
          />
          <NumberInput
            label={t('marketplace.filters.min_payout')}
            min={1}
            max={1_000_000}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            value={filters.minPayout ?? ''}
            onBlur={(event) =>
              apply({ minPayout: number(event.currentTarget.value.replaceAll('.', '')) })
            }
            w={170}
          />
          {active > 0 && (
            <Button variant="subtle" onClick={() => apply(null)}>
              {t('marketplace.filters.reset')}
            </Button>
          )}
        </Group>
      </FilterPanel>
    </Stack>
  )
}
