import { IconBell, IconUserCog } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { RouteTabs } from '~/components/route_tabs'

export type SettingsTab = 'general' | 'notifications'

/** The tab bar of the settings pages: each tab is its own URL. */
export function SettingsTabs({ active }: { active: SettingsTab }) {
  const t = useT()
  return (
    <RouteTabs
      active={active}
      label={t('settings.tabs.label')}
      tabs={[
        {
          value: 'general',
          label: t('settings.tabs.general'),
          url: urlFor('settings.general'),
          icon: IconUserCog,
        },
        {
          value: 'notifications',
          label: t('settings.tabs.notifications'),
          url: urlFor('settings.notifications'),
          icon: IconBell,
        },
      ]}
    />
  )
}
