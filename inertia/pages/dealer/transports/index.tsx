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

type Filters = { state: string | null; from: string | null; to: string | null }

export default function DealerTransports({
  transports,
  filters,
  states,
}: {
  transports: Paginated<Data.Transports.Transport>
  filters: Filters
  states: string[]
}) {
  const t = useT()
  const url = urlFor('dealer.transports.index')
  const set = (changes: Partial<Filters>) => applyFilters(url, { ...filters, ...changes })
  const filtered = Object.values(filters).some(Boolean)
  return (
    <>
      <Head title={t('transports.title')} />
      <PageHeader title={t('transports.title')} description={t('transports.description')} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('transports.filters.state')}
            placeholder={t('transports.filters.all_states')}
            data={states.map((state) => ({ value: state, label: t(`transports.state.${state}`) }))}
            value={filters.state}
            onChange={(value) => set({ state: value })}
            clearable
            w={200}
          />
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
          showRoute="dealer.transports.show"
        />
      </Stack>
    </>
  )
}
