import { Select } from '@mantine/core'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { TransportListPage, type TransportFilters } from '~/features/transports/transport_list_page'
import { EmptyAction } from '~/components/empty_action'

export default function DealerTransports({
  transports,
  filters,
  states,
}: {
  transports: Paginated<Data.Transports.TransportRow>
  filters: TransportFilters
  states: string[]
}) {
  const t = useT()
  return (
    <TransportListPage
      description={t('transports.description')}
      url={urlFor('dealer.transports.index')}
      filters={filters}
      transports={transports}
      showRoute="dealer.transports.show"
      emptyAction={
        <EmptyAction route="dealer.requests.create" label={t('transports.empty_action')} />
      }
      selects={(set) => (
        <Select
          label={t('transports.filters.state')}
          placeholder={t('transports.filters.all_states')}
          data={states.map((state) => ({ value: state, label: t(`transports.state.${state}`) }))}
          value={filters.state}
          onChange={(value) => set({ state: value })}
          clearable
          w={200}
        />
      )}
    />
  )
}
