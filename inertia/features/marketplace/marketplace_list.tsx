import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import type { Paginated } from '~/lib/types'
import { RowCard } from '~/components/row_card'
import { ListPagination } from '~/components/list_pagination'
import { ScoreText } from '~/features/ratings/rating_panel'

type Row = Data.Marketplace.MarketplaceRow

function place(side: Row['pickup']) {
  return `${side.city} (${side.province})`
}

/** The transports a carrier may take: cards on a phone, a table on a wider screen. */
export function MarketplaceList({
  transports,
  filters,
  newSince = null,
}: {
  transports: Paginated<Row>
  filters: Record<string, string | null>
  /** a saved search opened: the rows published after this instant are new */
  newSince?: string | null
}) {
  const t = useT()
  const isNew = (row: Row) => newSince !== null && row.publishedAt > newSince
  const reference = (row: Row) => (
    <Group gap={6} wrap="nowrap" component="span">
      <Anchor component={Link} route="transporter.marketplace.show" routeParams={{ id: row.id }}>
        {row.reference}
      </Anchor>
      {isNew(row) && (
        <Badge size="xs" color="green" variant="filled">
          {t('marketplace.searches.new')}
        </Badge>
      )}
    </Group>
  )
  const payout = (row: Row) => (
    <Text span fw={700} className="money">
      {money(row.payoutCents)}
    </Text>
  )
  return (
    <Stack gap="sm">
      <Stack hiddenFrom="sm" gap="xs">
        {transports.data.map((row) => (
          <RowCard
            key={row.id}
            title={reference(row)}
            badge={payout(row)}
            lines={[
              `${place(row.pickup)} → ${place(row.delivery)}`,
              `${t('marketplace.columns.pickup_on')}: ${date(row.pickupOn)} · ${t('transports.vehicles', { count: row.vehicleCount })}`,
              `${row.distanceKm} km · ${row.payoutPerKmCents === null ? '—' : money(row.payoutPerKmCents)} / km`,
              <Text span size="sm" key="score">
                {t('marketplace.columns.dealer_score')}: <ScoreText score={row.dealerScore} />
              </Text>,
            ]}
          />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={860} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('marketplace.columns.reference')}</Table.Th>
              <Table.Th>{t('marketplace.columns.route')}</Table.Th>
              <Table.Th>{t('marketplace.columns.pickup_on')}</Table.Th>
              <Table.Th ta="right">{t('marketplace.columns.vehicles')}</Table.Th>
              <Table.Th ta="right">{t('marketplace.columns.distance')}</Table.Th>
              <Table.Th ta="right">{t('marketplace.columns.payout')}</Table.Th>
              <Table.Th ta="right">{t('marketplace.columns.payout_km')}</Table.Th>
              <Table.Th>{t('marketplace.columns.dealer_score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transports.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td className="nowrap">{reference(row)}</Table.Td>
                <Table.Td>
                  {place(row.pickup)} → {place(row.delivery)}
                </Table.Td>
                <Table.Td className="nowrap">{date(row.pickupOn)}</Table.Td>
                <Table.Td ta="right">{row.vehicleCount}</Table.Td>
                <Table.Td ta="right" className="nowrap">
                  {row.distanceKm} km
                </Table.Td>
                <Table.Td ta="right">{payout(row)}</Table.Td>
                <Table.Td ta="right" className="money">
                  {row.payoutPerKmCents === null ? '—' : money(row.payoutPerKmCents)}
                </Table.Td>
                <Table.Td>
                  <ScoreText score={row.dealerScore} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        meta={transports.metadata}
        filters={filters}
        summary={t('marketplace.total', { count: transports.metadata.total })}
      />
    </Stack>
  )
}
