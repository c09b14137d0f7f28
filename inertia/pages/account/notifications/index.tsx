import { Head, router } from '@inertiajs/react'
import { Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { dateTimeMinutes } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { notificationText } from '~/features/notifications/notification_text'

type Row = Data.Notifications.Notification
type Filters = { state: 'unread' | 'all'; group: string | null }

function Filters({ filters, groups }: { filters: Filters; groups: string[] }) {
  const t = useT()
  const visit = (next: Partial<Filters>) =>
    applyFilters(urlFor('notifications.index'), { ...filters, ...next })
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" mb="md">
      <SegmentedControl
        aria-label={t('notifications.filters.state')}
        value={filters.state}
        onChange={(state) => visit({ state: state as Filters['state'] })}
        data={[
          { value: 'all', label: t('notifications.filters.all') },
          { value: 'unread', label: t('notifications.filters.unread') },
        ]}
      />
      <Select
        aria-label={t('notifications.filters.group')}
        placeholder={t('notifications.filters.any_group')}
        data={groups.map((group) => ({
          value: group,
          label: t(`settings.notifications.groups.${group}`),
        }))}
        value={filters.group}
        onChange={(group) => visit({ group })}
        clearable
        w={{ base: '100%', sm: 240 }}
      />
    </Group>
  )
}

function NotificationRow({ item }: { item: Row }) {
  const t = useT()
  const { title, body } = notificationText(t, item as never)
  const read = () =>
    router.post(urlFor('notifications.read', { id: item.id }), {}, { preserveScroll: true })
  return (
    <Paper withBorder p="sm" radius="md" bg={item.readAt ? undefined : 'blue.0'}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={item.readAt ? 500 : 700} size="sm" style={{ minWidth: 0 }}>
            {item.href ? (
              <Link
                href={urlFor('notifications.read', { id: item.id })}
                method="post"
                data={{ open: 1 }}
                as="button"
                style={{ all: 'unset', cursor: 'pointer', textDecoration: 'underline' }}
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </Text>
          {!item.readAt && (
            <Badge size="sm" color="blue" style={{ flexShrink: 0 }}>
              {t('notifications.unread_badge')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{body}</Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {dateTimeMinutes(item.createdAt)}
            {item.group ? ` · ${t(`settings.notifications.groups.${item.group}`)}` : ''}
          </Text>
          {!item.readAt && (
            <Button variant="subtle" size="compact-xs" onClick={read}>
              {t('notifications.mark_read')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}

/** Profile → Notifications: the inbox, newest first, with filters and mark read. */
export default function NotificationsIndex({
  notifications,
  filters,
  groups,
}: {
  notifications: Paginated<Row>
  filters: Filters
  groups: string[]
}) {
  const t = useT()
  const unreadOnly = filters.state === 'unread'
  return (
    <>
      <Head title={t('notifications.title')} />
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.description')}
        actions={
          <Button
            variant="default"
            onClick={() => router.post(urlFor('notifications.read_all'))}
            disabled={notifications.data.every((item) => item.readAt)}
          >
            {t('notifications.mark_all_read')}
          </Button>
        }
      />
      <Filters filters={filters} groups={groups} />
      <ListContent
        rows={6}
        isEmpty={notifications.data.length === 0}
        empty={{ title: unreadOnly ? t('notifications.empty_unread') : t('notifications.empty') }}
      >
        <Stack gap="xs">
          {notifications.data.map((item) => (
            <NotificationRow key={item.id} item={item} />
          ))}
        </Stack>
        <ListPagination
          meta={notifications.metadata}
          filters={filters}
          summary={t('notifications.total', { count: notifications.metadata.total })}
        />
      </ListContent>
    </>
  )
}
