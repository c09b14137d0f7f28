import {
  IconGauge,
  IconBuildingStore,
  IconFileDescription,
  IconUsersGroup,
  IconUserCircle,
  IconBell,
  IconSettings,
  IconKey,
  IconShoppingCart,
  IconReceipt,
  IconWallet,
  IconScale,
  IconHistory,
  IconActivityHeartbeat,
} from '@tabler/icons-react'
import {
  IconBuildingWarehouse,
  IconCalendar,
  IconClockHour4,
  IconGavel,
  IconMail,
  IconMailOpened,
  IconPhone,
  IconTruck,
  IconShieldCheck,
  IconFileCertificate,
  IconSparkles,
  IconAddressBook,
  IconFileInvoice,
  IconCash,
  IconBuildingBank,
  IconChartBar,
  IconMap,
  IconTruckDelivery,
  IconSpeakerphone,
  IconMessages,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { Area } from '~/lib/types'
import { urlFor } from '~/lib/routes'

export type MenuItem = {
  labelKey: string
  href: string
  icon: ComponentType<{ size?: number }>
  /** Active only on this very page (an area's dashboard), not on the pages below it. */
  exact?: boolean
  /** Active on every page under this path too (e.g. every tab of the team page). */
  activePrefix?: string
  /** A live count beside the label (the chat's unread conversations). */
  badge?: 'chat'
  /** The heading of the group it opens or belongs to (a long menu, the staff's, is grouped). */
  section?: string
}

/**
 * Each area's menu, by route name (other capabilities' pages included:
 * route names are public). Only pages that work are linked; later features
 * add their entries here.
 */
export function areaMenu(area: Area, role?: string | null): MenuItem[] {
  if (area === 'admin') {
    return [
      { labelKey: 'nav.dashboard', href: urlFor('admin.dashboard'), icon: IconGauge, exact: true },
      {
        section: 'nav.sections.operations',
        labelKey: 'requests.nav',
        href: urlFor('admin.requests.index'),
        icon: IconFileDescription,
      },
      {
        section: 'nav.sections.operations',
        labelKey: 'ordering.nav.admin_orders',
        href: urlFor('admin.orders.index'),
        icon: IconReceipt,
      },
      {
        section: 'nav.sections.operations',
        labelKey: 'transports.nav.transports',
        href: urlFor('admin.transports.index'),
        icon: IconTruck,
      },
      {
        section: 'nav.sections.operations',
        labelKey: 'transports.nav.calendar',
        href: urlFor('admin.transports.calendar'),
        icon: IconCalendar,
      },
      {
        section: 'nav.sections.operations',
        labelKey: 'marketplace.nav.buy_now',
        href: urlFor('admin.buy_now.index'),
        icon: IconBuildingWarehouse,
      },
      {
        section: 'nav.sections.operations',
        labelKey: 'marketplace.nav.sessions',
        href: urlFor('admin.sessions.index'),
        icon: IconClockHour4,
      },
      {
        section: 'nav.sections.operations',
        labelKey: 'maps.nav',
        href: urlFor('admin.maps.overview'),
        icon: IconMap,
        /* every map (overview, logistics, requests, transporters) */
        activePrefix: '/admin/maps',
      },
      {
        section: 'nav.sections.companies',
        labelKey: 'users_admin.nav.dealers',
        href: urlFor('admin.users.dealers'),
        icon: IconBuildingStore,
      },
      {
        section: 'nav.sections.companies',
        labelKey: 'users_admin.nav.transporters',
        href: urlFor('admin.users.transporters'),
        icon: IconTruckDelivery,
      },
      {
        section: 'nav.sections.companies',
        labelKey: 'onboarding.nav.admin_applications',
        href: urlFor('admin.onboarding.index'),
        icon: IconShieldCheck,
      },
      {
        section: 'nav.sections.companies',
        labelKey: 'onboarding.nav.admin_documents',
        href: urlFor('admin.team_documents.index'),
        icon: IconFileCertificate,
      },
      {
        section: 'nav.sections.companies',
        labelKey: 'invitations.nav',
        href: urlFor('admin.invitations.index'),
        icon: IconMail,
      },
      {
        section: 'nav.sections.companies',
        labelKey: 'leads.nav',
        href: urlFor('admin.leads.index'),
        icon: IconAddressBook,
      },
      {
        section: 'nav.sections.money',
        labelKey: 'wallet.nav.admin_wallet',
        href: urlFor('admin.wallet.index'),
        icon: IconWallet,
      },
      {
        section: 'nav.sections.money',
        labelKey: 'wallet.nav.admin_money',
        href: urlFor('admin.money.index'),
        icon: IconScale,
      },
      {
        section: 'nav.sections.money',
        labelKey: 'invoicing.nav.admin',
        href: urlFor('admin.invoices.index'),
        icon: IconFileInvoice,
      },
      {
        section: 'nav.sections.money',
        labelKey: 'payouts.nav.admin',
        href: urlFor('admin.payouts.index'),
        icon: IconBuildingBank,
      },
      {
        section: 'nav.sections.communication',
        labelKey: 'chat.nav.admin',
        href: urlFor('admin.chat.index'),
        icon: IconMessages,
        badge: 'chat',
      },
      {
        section: 'nav.sections.communication',
        labelKey: 'announcements.nav',
        href: urlFor('admin.communications.index'),
        icon: IconSpeakerphone,
      },
      {
        section: 'nav.sections.communication',
        labelKey: 'changelog.nav',
        href: urlFor('admin.changelog.index'),
        icon: IconSparkles,
      },
      {
        section: 'nav.sections.oversight',
        labelKey: 'analytics.nav',
        href: urlFor('admin.analytics.dealers'),
        icon: IconChartBar,
        activePrefix: '/admin/analytics/',
      },
      {
        section: 'nav.sections.oversight',
        labelKey: 'monitoring.nav',
        href: urlFor('admin.analytics.monitoring'),
        icon: IconActivityHeartbeat,
      },
      {
        section: 'nav.sections.oversight',
        labelKey: 'audit.nav',
        href: urlFor('admin.audit.index'),
        icon: IconHistory,
      },
      {
        section: 'nav.sections.oversight',
        labelKey: 'admin_settings.nav.settings',
        href: urlFor('admin.settings.general'),
        icon: IconSettings,
      },
    ]
  }
  if (area === 'dealer') {
    return [
      { labelKey: 'nav.dashboard', href: urlFor('dealer.dashboard'), icon: IconGauge, exact: true },
      {
        labelKey: 'suppliers.nav.suppliers',
        href: urlFor('dealer.suppliers'),
        icon: IconBuildingStore,
      },
      {
        labelKey: 'requests.nav',
        href: urlFor('dealer.requests.index'),
        icon: IconFileDescription,
      },
      { labelKey: 'ordering.nav.cart', href: urlFor('dealer.cart.show'), icon: IconShoppingCart },
      { labelKey: 'ordering.nav.orders', href: urlFor('dealer.orders.index'), icon: IconReceipt },
      {
        labelKey: 'ordering.nav.payments',
        href: urlFor('dealer.payments.wallet'),
        icon: IconWallet,
        /* every Payments tab (wallet, invoices…) */
        activePrefix: '/dealer/payments',
      },
      {
        labelKey: 'transports.nav.transports',
        href: urlFor('dealer.transports.index'),
        icon: IconTruck,
      },
      {
        labelKey: 'transports.nav.calendar',
        href: urlFor('dealer.transports.calendar'),
        icon: IconCalendar,
      },
      {
        labelKey: 'chat.nav.team',
        href: urlFor('dealer.chat.index'),
        icon: IconMessages,
        badge: 'chat',
      },
    ]
  }
  /* A carrier's money: its owners and admins (PayoutPolicy.viewOwn). */
  const payments: MenuItem[] =
    role === 'owner' || role === 'admin'
      ? [
          {
            labelKey: 'payouts.nav.carrier',
            href: urlFor('transporter.payments.index'),
            icon: IconCash,
            activePrefix: '/transporter/payments',
          },
        ]
      : []
  return [
    /* Drivers see only the transports they carry: no dashboard, never the marketplace. */
    ...(role === 'driver'
      ? []
      : [
          {
            labelKey: 'nav.dashboard',
            href: urlFor('transporter.dashboard'),
            icon: IconGauge,
            exact: true,
          },
          {
            labelKey: 'marketplace.nav.marketplace',
            href: urlFor('transporter.marketplace.index'),
            icon: IconBuildingWarehouse,
          },
          {
            labelKey: 'marketplace.nav.bids',
            href: urlFor('transporter.bids.index'),
            icon: IconGavel,
          },
          {
            labelKey: 'marketplace.nav.invites',
            href: urlFor('transporter.invites.index'),
            icon: IconMailOpened,
            activePrefix: '/transporter/sessions',
          },
          {
            labelKey: 'calls.nav.calls',
            href: urlFor('transporter.calls.index'),
            icon: IconPhone,
          },
          {
            labelKey: 'onboarding.nav.documents',
            href: urlFor('transporter.documents.index'),
            icon: IconFileCertificate,
          },
          {
            labelKey: 'chat.nav.team',
            href: urlFor('transporter.chat.index'),
            icon: IconMessages,
            badge: 'chat' as const,
          },
        ]),
    {
      labelKey: 'transports.nav.transporter_transports',
      href: urlFor('transporter.transports.index'),
      icon: IconTruck,
    },
    ...payments,
  ]
}

/** Account pages every signed-in user has (a carrier's driver: only their own profile and settings). */
export function accountMenu(teamId: number | null, role?: string | null): MenuItem[] {
  const driver = role === 'driver'
  return [
    ...(teamId && !driver
      ? [
          {
            labelKey: 'nav.team',
            href: urlFor('teams.main', { id: teamId }),
            activePrefix: `${urlFor('teams.show', { id: teamId })}/`,
            icon: IconUsersGroup,
          },
        ]
      : []),
    { labelKey: 'nav.profile', href: urlFor('profile.show'), icon: IconUserCircle },
    { labelKey: 'notifications.title', href: urlFor('notifications.index'), icon: IconBell },
    { labelKey: 'nav.settings', href: urlFor('settings.general'), icon: IconSettings },
    ...(driver
      ? []
      : [{ labelKey: 'nav.api_tokens', href: urlFor('api_tokens.index'), icon: IconKey }]),
  ]
}
