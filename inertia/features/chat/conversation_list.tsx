import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import type { Paginated } from '~/lib/types'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'

export type ConversationRow = Data.Chat.Conversation
export type ChatArea = 'admin' | 'dealer' | 'transporter'

/** What a conversation is about: its transport, its subject, or the general one. */
export function useConversationTitle() {
  const t = useT()
  return (row: Pick<ConversationRow, 'transportReference' | 'subject'>) =>
    row.transportReference
      ? t('chat.list.about_transport', { reference: row.transportReference })
      : (row.subject ?? t('chat.list.general'))
}

export function UnreadBadge({ count }: { count: number }) {
  const t = useT()
  if (count === 0) return null
  return (
    <Badge color="red" variant="filled" size="sm">
      {t('chat.list.unread', { count })}
    </Badge>
  )
}

/**
 * A list of conversations as cards (the same at 390 px and 1280 px): what it
 * is about, the team (staff), who handles it (staff), the last activity and
 * the unread count.
 */
export function ConversationList({
  area,
  conversations,
  empty,
}: {
  area: ChatArea
  conversations: Paginated<ConversationRow>
  empty: { title: string; description?: string; action?: ReactNode }
}) {
  const t = useT()
  const title = useConversationTitle()
  return (
    <ListContent rows={5} isEmpty={conversations.data.length === 0} empty={empty}>
      <Stack gap="xs" data-testid="conversation-list">
        {conversations.data.map((row) => (
          <Paper key={row.id} withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  route={`${area}.chat.show`}
                  routeParams={{ id: row.id }}
                  fw={row.unread > 0 ? 700 : 500}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {area === 'admin' ? `${row.teamName} · ${title(row)}` : title(row)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('chat.list.last_activity')}:{' '}
                  {row.lastMessageAt ? dateTime(row.lastMessageAt) : '—'}
                  {area === 'admin' &&
                    ` · ${t('chat.list.handler')}: ${row.handler ?? t('chat.list.unassigned')}`}
                </Text>
              </Stack>
              <UnreadBadge count={row.unread} />
            </Group>
          </Paper>
        ))}
        <ListPagination
          meta={conversations.metadata}
          summary={t('chat.list.total', { count: conversations.metadata.total })}
        />
      </Stack>
    </ListContent>
  )
}
