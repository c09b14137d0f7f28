import { router } from '@inertiajs/react'
import { Group, Select, Stack, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'
import { ListPagination } from '~/components/list_pagination'
import { OrderTable } from '~/features/ordering/order_table'
import type { OrderList as Orders } from '~/features/ordering/types'

const STATES = ['pending_payment', 'paid', 'cancelled', 'refunded']

/** Orders with the state filter (and, for staff, a search) in the URL. */
export function OrderList({
  orders,
  filters,
  url,
  staff = false,
}: {
  orders: Orders
  filters: { state: string | null; q?: string | null }
  url: string
  staff?: boolean
}) {
  const t = useT()
  const navigating = useNavigating()
  const visit = (next: Record<string, string | null | undefined>) => {
    const query = Object.fromEntries(
      Object.entries({ ...filters, ...next }).filter(([, value]) => value)
    )
    router.get(url, query, { preserveState: true, replace: true })
  }
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
        />
      ) : (
        <>
          <OrderTable orders={orders.data} href={(id) => `${url}/${id}`} showTeam={staff} />
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
