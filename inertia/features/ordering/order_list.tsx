import type { ReactNode } from 'react'
import { Group, Select, Stack, TextInput } from '@mantine/core'
import type { Data } from '@generated/data'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { applyFilters, useNavigating } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { ListPagination } from '~/components/list_pagination'
import { OrderTable } from '~/features/ordering/order_table'

const STATES = ['pending_payment', 'paid', 'cancelled', 'refunded']

/** Orders with the state filter (and, for staff, a search) in the URL. */
export function OrderList({
  orders,
  filters,
  staff = false,
  emptyAction,
}: {
  orders: Paginated<Data.Ordering.Order>
  filters: { state: string | null; q?: string | null }
  /** Staff: every team's orders, with the search by reference or team. */
  staff?: boolean
  /** The next step when there is no order yet. */
  emptyAction?: ReactNode
}) {
  const t = useT()
  const navigating = useNavigating()
  const url = urlFor(staff ? 'admin.orders.index' : 'dealer.orders.index')
  const visit = (next: Record<string, string | null | undefined>) =>
    applyFilters(url, { ...filters, ...next })
  const search = useDebouncedCallback((q: string) => visit({ q }), 300)
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t('ordering.orders.state')}
          placeholder={t('ordering.orders.all_states')}
          data={STATES.map((state) => ({ value: state, label: t(`ordering.state.${state}`) }))}
          value={filters.state}
          onChange={(state) => visit({ state })}
          clearable
          w={220}
        />
        {staff && (
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('ordering.orders.search')}
            aria-label={t('ordering.orders.search')}
            defaultValue={filters.q ?? ''}
            maxLength={100}
            onChange={(event) => search(event.currentTarget.value)}
            w={280}
          />
        )}
      </Group>
      {navigating ? (
        <ListLoading rows={6} />
      ) : orders.data.length === 0 ? (
        <EmptyState
          title={t('ordering.orders.empty')}
          description={t('ordering.orders.empty_description')}
          action={emptyAction}
        />
      ) : (
        <>
          <OrderTable
            orders={orders.data}
            showRoute={staff ? 'admin.orders.show' : 'dealer.orders.show'}
          />
          <ListPagination
            meta={orders.metadata}
            filters={filters}
            summary={t('ordering.orders.total', { count: orders.metadata.total })}
          />
        </>
      )}
    </Stack>
  )
}
