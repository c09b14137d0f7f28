import { Tabs } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconCalendarOff, IconCar, IconReceiptEuro } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

export type AdminSettingsTab = 'general' | 'closing-days' | 'vehicles'

const ROUTES = {
  'general': 'admin.settings.general',
  'closing-days': 'admin.settings.closing_days',
  'vehicles': 'admin.vehicles',
} as const satisfies Record<AdminSettingsTab, string>

/** Tab bar of the admin platform settings: each tab is its own URL. */
export function AdminSettingsTabs({ active }: { active: AdminSettingsTab }) {
  const t = useT()
  return (
    <Tabs
      value={active}
      mb="lg"
      onChange={(value) => {
        if (value && value !== active) router.get(urlFor(ROUTES[value as AdminSettingsTab]))
      }}
    >
      <Tabs.List aria-label={t('admin_settings.tabs.label')}>
        <Tabs.Tab value="general" leftSection={<IconReceiptEuro size={16} aria-hidden />}>
          {t('admin_settings.tabs.general')}
        </Tabs.Tab>
        <Tabs.Tab value="closing-days" leftSection={<IconCalendarOff size={16} aria-hidden />}>
          {t('admin_settings.tabs.closing_days')}
        </Tabs.Tab>
        <Tabs.Tab value="vehicles" leftSection={<IconCar size={16} aria-hidden />}>
          {t('admin_settings.tabs.vehicles')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  )
}
