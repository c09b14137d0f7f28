import {
  IconGauge,
  IconBuildingStore,
  IconFileDescription,
  IconUsersGroup,
  IconUserCircle,
  IconSettings,
  IconKey,
  IconShoppingCart,
  IconReceipt,
  IconWallet,
} from '@tabler/icons-react'
import { IconCalendar, IconTruck } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { Area } from '~/lib/types'

export type MenuItem = { labelKey: string; href: string; icon: ComponentType<{ size?: number }> }

/**
 * Each area's menu. Only pages that work are linked; later features add
 * their entries here.
 */
export const AREA_MENUS: Record<Area, MenuItem[]> = {
  admin: [
    { labelKey: 'nav.dashboard', href: '/admin', icon: IconGauge },
    {
      labelKey: 'admin_settings.nav.settings',
      href: '/admin/settings/general',
      icon: IconSettings,
    },
    { labelKey: 'requests.nav', href: '/admin/requests', icon: IconFileDescription },
    { labelKey: 'ordering.nav.admin_orders', href: '/admin/orders', icon: IconReceipt },
    { labelKey: 'wallet.nav.admin_wallet', href: '/admin/wallet', icon: IconWallet },
    { labelKey: 'transports.nav.transports', href: '/admin/transports', icon: IconTruck },
    { labelKey: 'transports.nav.calendar', href: '/admin/calendar', icon: IconCalendar },
  ],
  dealer: [
    { labelKey: 'nav.dashboard', href: '/dealer', icon: IconGauge },
    { labelKey: 'suppliers.nav.suppliers', href: '/dealer/suppliers', icon: IconBuildingStore },
    { labelKey: 'requests.nav', href: '/dealer/requests', icon: IconFileDescription },
    { labelKey: 'ordering.nav.cart', href: '/dealer/cart', icon: IconShoppingCart },
    { labelKey: 'ordering.nav.orders', href: '/dealer/orders', icon: IconReceipt },
    { labelKey: 'ordering.nav.payments', href: '/dealer/payments/wallet', icon: IconWallet },
    { labelKey: 'transports.nav.transports', href: '/dealer/transports', icon: IconTruck },
    { labelKey: 'transports.nav.calendar', href: '/dealer/calendar', icon: IconCalendar },
  ],
  transporter: [{ labelKey: 'nav.dashboard', href: '/transporter', icon: IconGauge }],
}

/** Account pages every signed-in user has. */
export function accountMenu(teamId: number | null): MenuItem[] {
  return [
    ...(teamId
      ? [{ labelKey: 'nav.team', href: `/teams/${teamId}/main`, icon: IconUsersGroup }]
      : []),
    { labelKey: 'nav.profile', href: '/user/profile', icon: IconUserCircle },
    { labelKey: 'nav.settings', href: '/settings/general', icon: IconSettings },
    { labelKey: 'nav.api_tokens', href: '/user/api-tokens', icon: IconKey },
  ]
}
