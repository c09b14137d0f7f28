import {
  IconCalendarOff,
  IconCar,
  IconBell,
  IconMailCog,
  IconPhone,
  IconReceiptEuro,
} from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { RouteTabs } from '~/components/route_tabs'

export type AdminSettingsTab =
  'general' | 'closing-days' | 'calls' | 'vehicles' | 'mailer' | 'notifications'

/** Tab bar of the admin platform settings: each tab is its own URL. */
export function AdminSettingsTabs({ active }: { active: AdminSettingsTab }) {
  const t = useT()
  return (
    <RouteTabs
      active={active}
      label={t('admin_settings.tabs.label')}
      tabs={[
        {
          value: 'general',
          label: t('admin_settings.tabs.general'),
          url: urlFor('admin.settings.general'),
          icon: IconReceiptEuro,
        },
        {
          value: 'closing-days',
          label: t('admin_settings.tabs.closing_days'),
          url: urlFor('admin.settings.closing_days'),
          icon: IconCalendarOff,
        },
        {
          value: 'calls',
          label: t('calls.settings.tab'),
          url: urlFor('admin.settings.calls'),
          icon: IconPhone,
        },
        {
          value: 'mailer',
          label: t('admin_settings.tabs.mailer'),
          url: urlFor('admin.settings.mailer'),
          icon: IconMailCog,
        },
        {
          value: 'notifications',
          label: t('admin_settings.tabs.notifications'),
          url: urlFor('admin.settings.notifications'),
          icon: IconBell,
        },
        {
          value: 'vehicles',
          label: t('admin_settings.tabs.vehicles'),
          url: urlFor('admin.vehicles'),
          icon: IconCar,
        },
      ]}
    />
  )
}
