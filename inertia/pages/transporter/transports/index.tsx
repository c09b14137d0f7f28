import { Select } from '@mantine/core'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { TransportListPage, type TransportFilters } from '~/features/transports/transport_list_page'
import { EmptyAction } from '~/components/empty_action'

/** Transporter → My transports: the ones the team won, filtered by state and pickup date. */
export default function TransporterTransports({
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
      title={t('transports.nav.transporter_transports')}
      description={t('transports.transporter_description')}
      url={urlFor('transporter.transports.index')}
      filters={filters}
      transports={transports}
      showRoute="transporter.transports.show"
      emptyAction={
        <EmptyAction
          route="transporter.marketplace.index"
          label={t('transports.transporter_empty_action')}
        />
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
