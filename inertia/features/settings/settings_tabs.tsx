import { Tabs } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconBell, IconUserCog } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

const ROUTES = { general: 'settings.general', notifications: 'settings.notifications' } as const

export type SettingsTab = 'general' | 'notifications'

/** The tab bar of the settings pages: each tab is its own URL. */
export function SettingsTabs({ active }: { active: SettingsTab }) {
  const t = useT()
  return (
    <Tabs
      value={active}
      mb="lg"
      onChange={(value) => {
        if (value && value !== active) router.get(urlFor(ROUTES[value as SettingsTab]))
      }}
    >
      <Tabs.List aria-label={t('settings.tabs.label')}>
        <Tabs.Tab value="general" leftSection={<IconUserCog size={16} aria-hidden />}>
          {t('settings.tabs.general')}
        </Tabs.Tab>
        <Tabs.Tab value="notifications" leftSection={<IconBell size={16} aria-hidden />}>
          {t('settings.tabs.notifications')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  )
}
