import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { date, dateTimeMinutes, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { ReturnLoadCards } from '~/features/marketplace/return_loads'

type Cards = Data.Dashboards.TransporterMarketplace

/** A dashboard card: title with its count, a few lines (or the empty text) and the link to the list. */
function CountCard({
  title,
  total,
  shown,
  empty,
  footer,
  children,
}: {
  title: string
  total: number
  shown: number
  empty: string
  footer: ReactNode
  children: ReactNode
}) {
  const t = useT()
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h5">
            {title}
          </Title>
          <Badge variant="light" size="lg" circle={total < 10}>
            {total}
          </Badge>
        </Group>
        {total === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap={6}>
            {children}
            {total > shown && (
              <Text size="xs" c="dimmed">
                {t('dashboard.marketplace.more', { count: total - shown })}
              </Text>
            )}
          </Stack>
        )}
        <div style={{ marginTop: 'auto' }}>{footer}</div>
      </Stack>
    </Paper>
  )
}

function Line({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Text size="xs" c="dimmed" component="div">
        {detail}
      </Text>
    </Stack>
  )
}

/**
 * The marketplace on a carrier's dashboard: open bids, private sessions
 * running, invitations waiting (each a count with its first lines and the
 * link to its list) and the best return loads of the transports under way.
 */
export function MarketplaceCards({ cards }: { cards: Cards }) {
  const t = useT()
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <CountCard
          title={t('dashboard.marketplace.bids')}
          total={cards.bids.total}
          shown={cards.bids.rows.length}
          empty={t('dashboard.marketplace.bids_empty')}
          footer={
            <Anchor component={Link} route="transporter.bids.index" size="sm">
              {t('dashboard.marketplace.bids_all')}
            </Anchor>
          }
        >
          {cards.bids.rows.map((bid) => (
            <Line
              key={bid.id}
              title={
                <Anchor
                  component={Link}
                  route="transporter.marketplace.show"
                  routeParams={{ id: bid.transport.id }}
                >
                  {bid.transport.reference}
                </Anchor>
              }
              detail={`${bid.transport.from} → ${bid.transport.to} · ${t(
                'dashboard.marketplace.bid_line',
                { amount: money(bid.amountCents), date: date(bid.pickupOn) }
              )}`}
            />
          ))}
        </CountCard>
        <CountCard
          title={t('dashboard.marketplace.sessions')}
          total={cards.sessions.total}
          shown={cards.sessions.rows.length}
          empty={t('dashboard.marketplace.sessions_empty')}
          footer={null}
        >
          {cards.sessions.rows.map((session) => (
            <Line
              key={session.id}
              title={
                <Anchor
                  component={Link}
                  route="transporter.sessions.show"
                  routeParams={{ id: session.id }}
                >
                  {session.name}
                </Anchor>
              }
              detail={t('dashboard.marketplace.ends_at', { at: dateTimeMinutes(session.endsAt) })}
            />
          ))}
        </CountCard>
        <CountCard
          title={t('dashboard.marketplace.invites')}
          total={cards.invites.total}
          shown={cards.invites.rows.length}
          empty={t('dashboard.marketplace.invites_empty')}
          footer={
            <Anchor component={Link} route="transporter.invites.index" size="sm">
              {t('dashboard.marketplace.invites_all')}
            </Anchor>
          }
        >
          {cards.invites.rows.map((session) => (
            <Line
              key={session.id}
              title={session.name}
              detail={t('dashboard.marketplace.starts_at', {
                at: dateTimeMinutes(session.startsAt),
              })}
            />
          ))}
        </CountCard>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h5">
              {t('marketplace.return_loads.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.marketplace.return_loads_description')}
            </Text>
          </Stack>
          {cards.returnLoads.length > 0 ? (
            <ReturnLoadCards loads={cards.returnLoads} columns={2} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('dashboard.marketplace.return_loads_empty')}
            </Text>
          )}
          <Anchor component={Link} route="transporter.marketplace.index" size="sm">
            {t('dashboard.marketplace.marketplace_all')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  )
}
