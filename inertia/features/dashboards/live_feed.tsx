import { useState } from 'react'
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Section } from '~/components/section'
import { EmptyState } from '~/components/empty_state'
import { useChannel } from '~/lib/realtime'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { dateTime, money } from '@shared/format'

type FeedItem = Data.Dashboards.FeedItem

/** Lines kept on screen: the first page load's and the live ones, newest first. */
const KEPT = 30

function linkOf(item: FeedItem) {
  if (item.kind === 'request') return urlFor('admin.requests.show', { id: item.subjectId })
  if (item.kind === 'order') return urlFor('admin.orders.show', { id: item.subjectId })
  return urlFor('admin.transports.show', { id: item.subjectId })
}

const COLORS: Record<string, string> = {
  request: 'blue',
  order: 'teal',
  transport: 'gray',
  dispute: 'red',
  bid: 'grape',
}

/** A `feed.item` broadcast as a line (anything else on the channel is ignored). */
function feedItemOf(message: Record<string, unknown>): FeedItem | null {
  if (
    message.type !== 'feed.item' ||
    typeof message.key !== 'string' ||
    typeof message.subjectId !== 'number'
  )
    return null
  return {
    key: message.key,
    kind: String(message.kind) as FeedItem['kind'],
    at: String(message.at),
    reference: String(message.reference),
    subjectId: message.subjectId,
    state: typeof message.state === 'string' ? message.state : null,
    amountCents: typeof message.amountCents === 'number' ? message.amountCents : null,
  }
}

/**
 * The admin dashboard's live feed: the latest events from the database on
 * the first load, new ones prepended as the staff channel (`staff/feed`)
 * announces them.
 */
export function LiveFeed({ items, channel }: { items: FeedItem[]; channel: string }) {
  const t = useT()
  const [live, setLive] = useState<FeedItem[]>([])
  useChannel(channel, (message) => {
    const item = feedItemOf(message)
    if (!item) return
    setLive((current) => [item, ...current.filter((line) => line.key !== item.key)].slice(0, KEPT))
  })
  const keys = new Set(live.map((item) => item.key))
  const lines = [...live, ...items.filter((item) => !keys.has(item.key))].slice(0, KEPT)
  return (
    <Section
      title={t('dashboard.admin.feed_title')}
      description={
        <Badge variant="dot" color="green" component="span">
          {t('dashboard.admin.feed_live')}
        </Badge>
      }
    >
      {lines.length === 0 ? (
        <EmptyState title={t('dashboard.admin.feed_empty')} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((item) => (
            <Group key={item.key} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={COLORS[item.kind] ?? 'gray'} variant="light" miw={12} size="xs" mt={4}>
                {' '}
              </Badge>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  href={linkOf(item)}
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {t(`dashboard.admin.feed.${item.kind}`, {
                    reference: item.reference,
                    state: item.state ? t(`transports.state.${item.state}`) : '',
                  })}
                  {item.amountCents !== null && (
                    <span className="money"> · {money(item.amountCents)}</span>
                  )}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {dateTime(item.at)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  )
}
