import { Badge, Select, Stack, Table, Text } from '@mantine/core'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import { useChannel } from '~/lib/realtime'
import type { Paginated, SharedProps } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { EmptyAction } from '~/components/empty_action'

type Row = Data.Marketplace.TeamBidRow

export const BID_STATE_COLORS: Record<string, string> = {
  open: 'blue',
  accepted: 'green',
  lost: 'gray',
  withdrawn: 'gray',
}

/** Transporter → My bids: every bid of the team with its outcome, newest first. */
export default function TransporterBids({
  bids,
  filters,
  states,
}: {
  bids: Paginated<Row>
  filters: { state: string | null }
  states: string[]
}) {
  const t = useT()
  const url = urlFor('transporter.bids.index')
  /* A bid decided meanwhile (award, auto-accept): the list reloads. */
  const { props } = usePage<SharedProps>()
  useChannel(props.auth?.channels.team, (message) => {
    if (message.type === 'bids.changed') router.reload({ only: ['bids'] })
  })
  return (
    <>
      <Head title={t('marketplace.bids.title')} />
      <PageHeader
        title={t('marketplace.bids.title')}
        description={t('marketplace.bids.description')}
      />
      <Stack gap="md">
        <Select
          label={t('marketplace.bids.state')}
          placeholder={t('marketplace.bids.all_states')}
          data={states.map((state) => ({
            value: state,
            label: t(`marketplace.bid_states.${state}`),
          }))}
          value={filters.state}
          onChange={(state) => applyFilters(url, { ...filters, state })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        <ListContent
          rows={6}
          isEmpty={bids.data.length === 0}
          empty={{
            title: t(filters.state ? 'marketplace.bids.empty_filtered' : 'marketplace.bids.empty'),
            description: t('marketplace.bids.empty_description'),
            action: (
              <EmptyAction
                route="transporter.marketplace.index"
                label={t('marketplace.bids.empty_action')}
              />
            ),
          }}
        >
          <Table visibleFrom="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('marketplace.columns.reference')}</Table.Th>
                <Table.Th>{t('marketplace.columns.route')}</Table.Th>
                <Table.Th ta="right">{t('marketplace.bids.amount')}</Table.Th>
                <Table.Th>{t('marketplace.bids.pickup_on')}</Table.Th>
                <Table.Th>{t('marketplace.bids.created_at')}</Table.Th>
                <Table.Th>{t('marketplace.bids.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bids.data.map((bid) => (
                <Table.Tr key={bid.id}>
                  <Table.Td>
                    <Reference bid={bid} />
                  </Table.Td>
                  <Table.Td>
                    <Route bid={bid} />
                  </Table.Td>
                  <Table.Td ta="right" className="money">
                    {money(bid.amountCents)}
                  </Table.Td>
                  <Table.Td>{date(bid.pickupOn)}</Table.Td>
                  <Table.Td>{date(bid.createdAt)}</Table.Td>
                  <Table.Td>
                    <StateBadge state={bid.state} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {bids.data.map((bid) => (
              <RowCard
                key={bid.id}
                title={<Reference bid={bid} />}
                badge={<StateBadge state={bid.state} />}
                lines={[
                  <Route key="route" bid={bid} />,
                  t('marketplace.bids.card_line', {
                    amount: money(bid.amountCents),
                    date: date(bid.pickupOn),
                  }),
                ]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={bids.metadata}
            filters={filters}
            summary={t('marketplace.bids.total', { count: bids.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}

function StateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge color={BID_STATE_COLORS[state] ?? 'gray'} variant="light">
      {t(`marketplace.bid_states.${state}`)}
    </Badge>
  )
}

/** The transport's reference: to its page while the team may open it. */
function Reference({ bid }: { bid: Row }) {
  if (!bid.transport) return <Text span>—</Text>
  if (bid.state === 'accepted')
    return (
      <Link route="transporter.transports.show" routeParams={{ id: bid.transportId }}>
        {bid.transport.reference}
      </Link>
    )
  if (bid.transport.state === 'published')
    return (
      <Link route="transporter.marketplace.show" routeParams={{ id: bid.transportId }}>
        {bid.transport.reference}
      </Link>
    )
  return <Text span>{bid.transport.reference}</Text>
}

function Route({ bid }: { bid: Row }) {
  if (!bid.transport) return null
  const { pickupCity, pickupProvince, deliveryCity, deliveryProvince } = bid.transport
  return (
    <Text span size="sm">
      {pickupCity} ({pickupProvince}) → {deliveryCity} ({deliveryProvince})
    </Text>
  )
}
