import { useState } from 'react'
import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { Deferred } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PasswordConfirmModal } from '~/features/profile/password_confirm_modal'

type BrowserSessions = Data.Identity.BrowserSessions

function SessionsList({ sessions }: { sessions: BrowserSessions }) {
  const t = useT()
  if (sessions.list.length === 0) {
    return (
      <EmptyState
        title={t('profile.sessions.empty_title')}
        description={
          sessions.supported ? t('profile.sessions.empty_text') : t('profile.sessions.unsupported')
        }
      />
    )
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sessions.list.map((session) => {
        const Icon = session.mobile ? IconDeviceMobile : IconDeviceDesktop
        const name =
          session.browser || session.platform
            ? t('profile.sessions.device', {
                browser: session.browser ?? t('profile.sessions.unknown'),
                platform: session.platform ?? t('profile.sessions.unknown'),
              })
            : t('profile.sessions.unknown_device')
        return (
          <Group component="li" key={session.key} gap="sm" wrap="nowrap" align="flex-start">
            <Icon size={28} aria-hidden color="var(--mantine-color-gray-6)" />
            <Stack gap={0}>
              <Text size="sm">{name}</Text>
              <Group gap={6}>
                {session.ip && (
                  <Text size="xs" c="dimmed">
                    {session.ip}
                  </Text>
                )}
                {session.isCurrentDevice ? (
                  <Badge size="xs" color="green" variant="light">
                    {t('profile.sessions.this_device')}
                  </Badge>
                ) : (
                  session.lastActivity && (
                    <Text size="xs" c="dimmed">
                      {t('profile.sessions.last_active', { when: dateTime(session.lastActivity) })}
                    </Text>
                  )
                )}
              </Group>
            </Stack>
          </Group>
        )
      })}
    </Stack>
  )
}

/** The browsers signed in to this account; log out all the others with the password. */
export function BrowserSessionsSection({ sessions }: { sessions?: BrowserSessions }) {
  const t = useT()
  const [opened, setOpened] = useState(false)
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('profile.sessions.intro')}
      </Text>
      <Deferred data="browserSessions" fallback={<ListLoading rows={2} />}>
        {sessions ? <SessionsList sessions={sessions} /> : <ListLoading rows={2} />}
      </Deferred>
      <Group>
        <Button variant="default" onClick={() => setOpened(true)}>
          {t('profile.sessions.logout_others')}
        </Button>
      </Group>
      <PasswordConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('profile.sessions.logout_others')}
        text={t('profile.sessions.confirm_text')}
        route="other_browser_sessions.destroy"
        errorBag="logoutOtherBrowserSessions"
        onSuccess={() => setOpened(false)}
      />
    </Stack>
  )
}
