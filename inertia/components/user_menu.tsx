import { Avatar, Menu, UnstyledButton, Group, Text } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/lib/routes'
import {
  IconLogout,
  IconSettings,
  IconUserCircle,
  IconKey,
  IconLanguage,
} from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

export function UserMenu() {
  const { props } = usePage<SharedProps>()
  const t = useT()
  const user = props.auth!.user
  const otherLocale = props.locale === 'it' ? 'en' : 'it'
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.user_menu')}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
              {initials(user.fullName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.fullName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} route="profile.show" leftSection={<IconUserCircle size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          route="settings.general"
          leftSection={<IconSettings size={16} />}
        >
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Item component={Link} route="api_tokens.index" leftSection={<IconKey size={16} />}>
          {t('nav.api_tokens')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLanguage size={16} />}
          onClick={() =>
            router.put(urlFor('site.locale'), { locale: otherLocale }, { preserveScroll: true })
          }
        >
          {otherLocale === 'en' ? 'English' : 'Italiano'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => router.post(urlFor('session.destroy'))}
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
