import { Anchor, Group, Pagination, Stack, Table, Text } from '@mantine/core'
import { Link, router } from '@inertiajs/react'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'
import { TransportStateBadge } from '~/features/transports/state_badge'
import type { PageMeta, TransportRow } from '~/features/transports/types'

/** Paginated transports table; the page and filters live in the URL. */
export function TransportTable({
  rows,
  meta,
  url,
  filters,
  hrefOf,
  showTeams = false,
  filtered = false,
}: {
  rows: TransportRow[]
  meta: PageMeta
  url: string
  filters: Record<string, string | null>
  hrefOf: (row: TransportRow) => string
  showTeams?: boolean
  filtered?: boolean
}) {
  const t = useT()
  const navigating = useNavigating()
  if (navigating) return <ListLoading rows={6} />
  if (rows.length === 0) {
    return (
      <EmptyState
        title={filtered ? t('transports.empty_filtered') : t('transports.empty')}
        description={filtered ? undefined : t('transports.empty_description')}
      />
    )
  }
  const goTo = (page: number) => {
    const query = Object.fromEntries(
      Object.entries({ ...filters, page: page > 1 ? String(page) : null }).filter(([, v]) => v)
    )
    router.get(url, query, { preserveState: true, preserveScroll: true })
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={showTeams ? 900 : 640}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transports.columns.reference')}</Table.Th>
              <Table.Th>{t('transports.columns.route')}</Table.Th>
              {showTeams && <Table.Th>{t('transports.columns.dealer')}</Table.Th>}
              {showTeams && <Table.Th>{t('transports.columns.transporter')}</Table.Th>}
              <Table.Th>{t('transports.columns.vehicles')}</Table.Th>
              <Table.Th>{t('transports.columns.pickup_on')}</Table.Th>
              <Table.Th>{t('transports.columns.delivery_estimate_on')}</Table.Th>
              <Table.Th>{t('transports.columns.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} href={hrefOf(row)} fw={500} className="nowrap">
                    {row.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {row.pickupCity} ({row.pickupProvince}) → {row.deliveryCity} (
                    {row.deliveryProvince})
                  </Text>
                </Table.Td>
                {showTeams && <Table.Td>{row.dealerName ?? '—'}</Table.Td>}
                {showTeams && <Table.Td>{row.transporterName ?? '—'}</Table.Td>}
                <Table.Td>{row.vehicleCount}</Table.Td>
                <Table.Td className="nowrap">{row.pickupOn ? date(row.pickupOn) : '—'}</Table.Td>
                <Table.Td className="nowrap">
                  {row.deliveryEstimateOn ? date(row.deliveryEstimateOn) : '—'}
                </Table.Td>
                <Table.Td>
                  <TransportStateBadge state={row.state} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('transports.total', { count: meta.total })}
        </Text>
        {meta.lastPage > 1 && (
          <Pagination total={meta.lastPage} value={meta.currentPage} size="sm" onChange={goTo} />
        )}
      </Group>
    </Stack>
  )
}
