import { AppShell, Burger, Divider, Group, NavLink, ScrollArea, Text, Anchor } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Fragment, type ReactNode } from 'react'
import { Logo } from '~/components/logo'
import { FlashMessages } from '~/components/flash_messages'
import { UserMenu } from '~/components/user_menu'
import { TeamSwitcher } from '~/components/team_switcher'
import { WhatsNewLink } from '~/features/changelog/whats_new_link'
import { NotificationBell } from '~/features/notifications/notification_bell'
import { RealtimeBridge } from '~/components/realtime_bridge'
import { AccountBanners } from '~/features/users_admin/account_banners'
import { ChatUnreadBadge } from '~/features/chat/chat_badge'
import { areaMenu, accountMenu, type MenuItem } from '~/layouts/menus'
import { useT } from '~/lib/i18n'
import type { Area, SharedProps } from '~/lib/types'

function isActive(currentUrl: string, item: MenuItem) {
  const path = currentUrl.split('?')[0]!
  if (path === item.href) return true
  if (item.exact) return false
  return (
    path.startsWith(`${item.href}/`) ||
    (item.activePrefix !== undefined && path.startsWith(item.activePrefix))
  )
}

function MenuLinks({
  items,
  url,
  onNavigate,
}: {
  items: MenuItem[]
  url: string
  onNavigate: () => void
}) {
  const t = useT()
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={item.href}>
          {item.section && item.section !== items[index - 1]?.section && (
            <Text size="xs" c="gray.7" fw={600} tt="uppercase" px="sm" pt="sm" pb={4}>
              {t(item.section)}
            </Text>
          )}
          <NavLink
            component={Link}
            href={item.href}
            label={t(item.labelKey)}
            leftSection={<item.icon size={18} />}
            rightSection={item.badge === 'chat' ? <ChatUnreadBadge /> : undefined}
            active={isActive(url, item)}
            onClick={onNavigate}
          />
        </Fragment>
      ))}
    </>
  )
}

/**
 * Signed-in pages. The menu is the one of the area (given by the area
 * layouts, else the user's current area), followed by the account pages.
 */
export default function AppLayout({
  children,
  area: fixedArea,
}: {
  children: ReactNode
  area?: Area
}) {
  const page = usePage<SharedProps>()
  const t = useT()
  const [opened, { toggle, close }] = useDisclosure()
  const auth = page.props.auth
  const area = fixedArea ?? auth?.currentTeam?.area ?? null
  const areaItems = area ? areaMenu(area, auth?.currentTeam?.role) : []

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <FlashMessages />
      {auth && <RealtimeBridge />}
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle_menu')}
            />
            <Anchor
              component={Link}
              route="site.home"
              underline="never"
              aria-label={page.props.appName}
            >
              <Logo name={page.props.appName} compact />
            </Anchor>
            {area && (
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} visibleFrom="md">
                {t(`nav.area.${area}`)}
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {auth && <NotificationBell />}
            {auth && <WhatsNewLink />}
            {auth && <TeamSwitcher />}
            {auth && <UserMenu />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.main_menu')}>
        <AppShell.Section grow component={ScrollArea}>
          <MenuLinks items={areaItems} url={page.url} onNavigate={close} />
          {areaItems.length > 0 && (
            <Divider my="xs" label={t('nav.account')} labelPosition="left" />
          )}
          <MenuLinks
            items={accountMenu(auth?.currentTeam?.id ?? null, auth?.currentTeam?.role)}
            url={page.url}
            onNavigate={close}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <AccountBanners />
        {children}
      </AppShell.Main>
    </AppShell>
  )
}
