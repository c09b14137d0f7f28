import { Select } from '@mantine/core'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { TransportListPage, type TransportFilters } from '~/features/transports/transport_list_page'

type Option = { value: string; label: string }
type Filters = TransportFilters & {
  dealer: string | null
  transporter: string | null
  pickupRegion: string | null
  deliveryRegion: string | null
}

export default function AdminTransports(props: {
  transports: Paginated<Data.Transports.TransportRow.Variants['forStaffRow']>
  filters: Filters
  states: string[]
  regions: Option[]
  dealers: Option[]
  transporters: Option[]
}) {
  const t = useT()
  const { filters } = props
  return (
    <TransportListPage
      description={t('transports.admin_description')}
      url={urlFor('admin.transports.index')}
      filters={filters}
      transports={props.transports}
      showRoute="admin.transports.show"
      selects={(set) => {
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
            {select(
              'state',
              t('transports.filters.state'),
              props.states.map((state) => ({ value: state, label: t(`transports.state.${state}`) }))
            )}
            {select('dealer', t('transports.filters.dealer'), props.dealers)}
            {select('transporter', t('transports.filters.transporter'), props.transporters)}
            {select('pickupRegion', t('transports.filters.pickup_region'), props.regions)}
            {select('deliveryRegion', t('transports.filters.delivery_region'), props.regions)}
          </>
        )
      }}
    />
  )
}
