import { useState } from 'react'
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import { router, usePage } from '@inertiajs/react'
import { IconBell } from '@tabler/icons-react'
import { dateTimeMinutes } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useChannel } from '~/lib/realtime'
import type { SharedProps } from '~/lib/types'
import {
  notificationText,
  unreadLabel,
  type NotificationItem,
} from '~/features/notifications/notification_text'

type Latest = { data: NotificationItem[]; unread: number }

/**
 * The unread count: the server's (sent with every response) until a realtime
 * `notifications.unread` or the dropdown brings a newer one for this page's
 * props; the next response's count wins again.
 */
function useUnreadCount() {
  const { props } = usePage<SharedProps>()
  const shared = Number(props.notificationsUnread ?? 0)
  const [live, setLive] = useState<{ count: number; props: object } | null>(null)
  const count = live && live.props === props ? live.count : shared
  const setCount = (next: number) => setLive({ count: next, props })
  useChannel(props.auth?.channels.user, (message) => {
    if (message.type === 'notifications.unread' && typeof message.count === 'number') {
      setCount(message.count)
    }
  })
  return [count, setCount] as const
}

function open(item: NotificationItem) {
  router.post(urlFor('notifications.read', { id: item.id }), { open: item.href ? 1 : 0 })
}

function Row({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const t = useT()
  const { title, body } = notificationText(t, item)
  return (
    <UnstyledButton
      onClick={() => {
        onOpen()
        open(item)
      }}
      p="xs"
      style={{
        borderRadius: 6,
        background: item.readAt ? undefined : 'var(--mantine-color-blue-0)',
      }}
      data-testid="notification-row"
    >
      <Text size="sm" fw={item.readAt ? 400 : 600} lineClamp={2}>
        {title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {body}
      </Text>
      <Text size="xs" c="dimmed">
        {dateTimeMinutes(item.createdAt)}
      </Text>
    </UnstyledButton>
  )
}

function Dropdown({ latest, onClose }: { latest: Latest | null | 'error'; onClose: () => void }) {
  const t = useT()
  if (latest === null)
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={t('notifications.loading')} />
      </Group>
    )
  if (latest === 'error')
    return (
      <Text size="sm" c="red" p="sm">
        {t('notifications.load_error')}
      </Text>
    )
  return (
    <Stack gap={4}>
      <Group justify="space-between" px="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('notifications.latest')}
        </Text>
        {latest.unread > 0 && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => {
              onClose()
              router.post(urlFor('notifications.read_all'))
            }}
          >
            {t('notifications.mark_all_read')}
          </Button>
        )}
      </Group>
      {latest.data.length === 0 ? (
        <Text size="sm" c="dimmed" p="sm">
          {t('notifications.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={380}>
          <Stack gap={2}>
            {latest.data.map((item) => (
              <Row key={item.id} item={item} onOpen={onClose} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Anchor
        component={Link}
        route="notifications.index"
        size="sm"
        ta="center"
        p="xs"
        onClick={onClose}
      >
        {t('notifications.see_all')}
      </Anchor>
    </Stack>
  )
}

/**
 * The header's bell (every signed-in area): the unread count from the shared
 * props, kept live by `notifications.unread` on the user's channel; opening
 * it loads the latest notifications.
 */
export function NotificationBell() {
  const t = useT()
  const [count, setCount] = useUnreadCount()
  const [opened, setOpened] = useState(false)
  const [latest, setLatest] = useState<Latest | null | 'error'>(null)

  const load = () => {
    setLatest(null)
    fetch(urlFor('notifications.latest'), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: Latest) => {
        setLatest(body)
        setCount(body.unread)
      })
      .catch(() => setLatest('error'))
  }
  const label = count > 0 ? t('notifications.bell_unread', { count }) : t('notifications.bell')
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Indicator
          disabled={count === 0}
          label={unreadLabel(count)}
          size={16}
          color="red"
          offset={4}
          data-testid="notification-count"
          data-count={count}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => {
              if (!opened) load()
              setOpened((value) => !value)
            }}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
        <Dropdown latest={latest} onClose={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  )
}
