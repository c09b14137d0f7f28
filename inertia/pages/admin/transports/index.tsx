import { Button, Group, Select, Stack } from '@mantine/core'
import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { TransportTable } from '~/features/transports/transport_table'
import { applyFilters } from '~/lib/navigation'
import { DateFilter } from '~/features/transports/date_filter'

type Option = { value: string; label: string }
type Filters = {
  state: string | null
  from: string | null
  to: string | null
  dealer: string | null
  transporter: string | null
  pickupRegion: string | null
  deliveryRegion: string | null
}

export default function AdminTransports(props: {
  transports: Paginated<Data.Transports.Transport.Variants['forStaffRow']>
  filters: Filters
  states: string[]
  regions: Option[]
  dealers: Option[]
  transporters: Option[]
}) {
  const t = useT()
  const { transports, filters } = props
  const url = urlFor('admin.transports.index')
  const set = (changes: Partial<Filters>) => applyFilters(url, { ...filters, ...changes })
  const filtered = Object.values(filters).some(Boolean)
  const select = (key: keyof Filters, label: string, data: Option[]) => (
    <Select
      label={label}
      data={data}
      value={filters[key]}
      onChange={(value) => set({ [key]: value })}
      clearable
      searchable
      w={200}
    />
  )
  return (
    <>
      <Head title={t('transports.title')} />
      <PageHeader title={t('transports.title')} description={t('transports.admin_description')} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {select(
            'state',
            t('transports.filters.state'),
            props.states.map((state) => ({ value: state, label: t(`transports.state.${state}`) }))
          )}
          {select('dealer', t('transports.filters.dealer'), props.dealers)}
          {select('transporter', t('transports.filters.transporter'), props.transporters)}
          {select('pickupRegion', t('transports.filters.pickup_region'), props.regions)}
          {select('deliveryRegion', t('transports.filters.delivery_region'), props.regions)}
          <DateFilter
            label={t('transports.filters.from')}
            value={filters.from}
            onChange={(from) => set({ from })}
          />
          <DateFilter
            label={t('transports.filters.to')}
            value={filters.to}
            onChange={(to) => set({ to })}
          />
          {filtered && (
            <Button variant="subtle" onClick={() => applyFilters(url, {})}>
              {t('transports.filters.reset')}
            </Button>
          )}
        </Group>
        <TransportTable
          transports={transports}
          filters={filters}
          filtered={filtered}
          showRoute="admin.transports.show"
        />
      </Stack>
    </>
  )
}
