import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import { modals } from '@mantine/modals'
import type { Data } from '@generated/data'
import { date, dateTime, money, percent } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useChannel } from '~/lib/realtime'
import { RowCard } from '~/components/row_card'

type StaffBid = Data.Marketplace.Bid.Variants['forStaff']

const COLORS: Record<string, string> = {
  open: 'blue',
  accepted: 'green',
  lost: 'gray',
  withdrawn: 'gray',
}

/**
 * Staff: a transport's bids (open first, lowest amount first) with "accept"
 * on each open bid while the transport is published. Reloads live when a
 * bid is placed, withdrawn or decided.
 */
export function StaffBids({
  transport,
  bids,
  canAccept,
}: {
  transport: {
    id: number
    reference: string
    state: string
    stateVersion: number
    payoutCents: number
  }
  bids: StaffBid[]
  canAccept: boolean
}) {
  const t = useT()
  useChannel('transports/bids', (message) => {
    if (message.type === 'bids.changed' && message.transportId === transport.id)
      router.reload({ only: ['bids', 'transport', 'nextStates', 'canAssign'] })
  })
  if (bids.length === 0 && transport.state !== 'published') return null
  const acceptable = canAccept && transport.state === 'published'
  const accept = (bid: StaffBid) =>
    modals.openConfirmModal({
      title: t('marketplace.staff_bids.accept_title'),
      children: (
        <Text size="sm">
          {t('marketplace.staff_bids.accept_body', {
            team: bid.teamName ?? '',
            amount: money(bid.amountCents),
            date: date(bid.pickupOn),
            reference: transport.reference,
          })}
        </Text>
      ),
      labels: { confirm: t('marketplace.staff_bids.accept'), cancel: t('common.cancel') },
      onConfirm: () =>
        router.post(
          urlFor('admin.transports.bids.accept', { id: transport.id, bidId: bid.id }),
          { stateVersion: transport.stateVersion },
          { preserveScroll: true }
        ),
    })
  const action = (bid: StaffBid) =>
    acceptable && bid.state === 'open' ? (
      <Button size="xs" onClick={() => accept(bid)}>
        {t('marketplace.staff_bids.accept')}
      </Button>
    ) : null
  const badge = (bid: StaffBid) => (
    <Badge color={COLORS[bid.state] ?? 'gray'} variant="light">
      {t(`marketplace.bid_states.${bid.state}`)}
    </Badge>
  )
  return (
    <Paper withBorder p="md" radius="md" mt="md">
      <Title order={2} size="h4" mb="xs">
        {t('marketplace.staff_bids.title', { count: bids.length })}
      </Title>
      {bids.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('marketplace.staff_bids.empty')}
        </Text>
      ) : (
        <>
          <Table visibleFrom="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('marketplace.staff_bids.team')}</Table.Th>
                <Table.Th ta="right">{t('marketplace.bids.amount')}</Table.Th>
                <Table.Th ta="right">{t('marketplace.staff_bids.vs_buy_now')}</Table.Th>
                <Table.Th>{t('marketplace.bids.pickup_on')}</Table.Th>
                <Table.Th>{t('marketplace.bids.created_at')}</Table.Th>
                <Table.Th>{t('marketplace.bids.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bids.map((bid) => (
                <Table.Tr key={bid.id}>
                  <Table.Td>
                    {bid.teamName}
                    {bid.note && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {bid.note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" className="money">
                    {money(bid.amountCents)}
                  </Table.Td>
                  <Table.Td ta="right" className="money">
                    {difference(bid.amountCents, transport.payoutCents)}
                  </Table.Td>
                  <Table.Td>{date(bid.pickupOn)}</Table.Td>
                  <Table.Td>{dateTime(bid.createdAt)}</Table.Td>
                  <Table.Td>{badge(bid)}</Table.Td>
                  <Table.Td>{action(bid)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {bids.map((bid) => (
              <RowCard
                key={bid.id}
                title={bid.teamName}
                badge={badge(bid)}
                lines={[
                  `${money(bid.amountCents)} (${difference(bid.amountCents, transport.payoutCents)})`,
                  t('marketplace.bids.pickup_line', { date: date(bid.pickupOn) }),
                  bid.note,
                  action(bid),
                ]}
              />
            ))}
          </Stack>
        </>
      )}
    </Paper>
  )
}

/** The bid against the buy-now payout, as a signed percentage ("+4,00 %"). */
function difference(amountCents: number, payoutCents: number) {
  if (payoutCents <= 0) return '–'
  const ratio = (amountCents - payoutCents) / payoutCents
  return `${ratio > 0 ? '+' : ''}${percent(ratio)}`
}
