import { IconBell, IconReceipt2, IconUserCog } from '@tabler/icons-react'
import { usePage } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'
import { urlFor } from '~/lib/routes'
import { RouteTabs } from '~/components/route_tabs'

export type SettingsTab = 'general' | 'notifications' | 'billing'

/** The tab bar of the settings pages: each tab is its own URL. */
export function SettingsTabs({ active }: { active: SettingsTab }) {
  const t = useT()
  const current = usePage<SharedProps>().props.auth?.currentTeam
  /* BillingPolicy.view: a dealer or carrier team, not its drivers */
  const billing = !!current && current.kind !== 'staff' && current.role !== 'driver'
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
        ...(billing
          ? [
              {
                value: 'billing',
                label: t('settings.tabs.billing'),
                url: urlFor('settings.billing'),
                icon: IconReceipt2,
              },
            ]
          : []),
      ]}
    />
  )
}
