import { Button, Group, Stack } from '@mantine/core'
import { Head } from '@inertiajs/react'
import type { ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { PageHeader } from '~/components/page_header'
import { DateFilter } from '~/features/transports/date_filter'
import { TransportTable } from '~/features/transports/transport_table'

/** The filters every transports list has (the staff's list adds teams and regions). */
export type TransportFilters = { state: string | null; from: string | null; to: string | null }

/**
 * A transports list page: header, filter bar (the area's selects, then the
 * date range and a reset) and the paginated table; filters live in the URL.
 */
export function TransportListPage<F extends TransportFilters>({
  title,
  description,
  url,
  filters,
  transports,
  showRoute,
  selects,
  emptyAction,
}: {
  /** The page's title when it is not the plain "Trasporti". */
  title?: string
  description: string
  /** The list's own URL, where the filters are applied. */
  url: string
  filters: F
  transports: Parameters<typeof TransportTable>[0]['transports']
  showRoute: Parameters<typeof TransportTable>[0]['showRoute']
  /** The selects before the dates; `set` applies a change of the filters. */
  selects: (set: (changes: Partial<F>) => void) => ReactNode
  /** The next step when there is no transport at all. */
  emptyAction?: ReactNode
}) {
  const t = useT()
  const set = (changes: Partial<F>) => applyFilters(url, { ...filters, ...changes })
  const filtered = Object.values(filters).some(Boolean)
  return (
    <>
      <Head title={title ?? t('transports.title')} />
      <PageHeader title={title ?? t('transports.title')} description={description} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {selects(set)}
          <DateFilter
            label={t('transports.filters.from')}
            value={filters.from}
            onChange={(from) => set({ from } as Partial<F>)}
          />
          <DateFilter
            label={t('transports.filters.to')}
            value={filters.to}
            onChange={(to) => set({ to } as Partial<F>)}
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
          showRoute={showRoute}
          emptyAction={emptyAction}
        />
      </Stack>
    </>
  )
}
