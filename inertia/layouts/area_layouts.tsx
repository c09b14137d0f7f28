import type { ReactNode } from 'react'
import AppLayout from '~/layouts/app_layout'
import { AnnouncementBanners } from '~/features/announcements/announcement_banners'

/* Account pages (profile, teams, settings, tokens): the menu of the user's current area. */
export { AppLayout }

/** Staff area (/admin): the admin menu. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return <AppLayout area="admin">{children}</AppLayout>
}

/** Dealer area (/dealer): the dealer menu, staff announcements on top. */
export function DealerLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout area="dealer">
      <AnnouncementBanners area="dealer" />
      {children}
    </AppLayout>
  )
}

/** Transporter area (/transporter): the transporter menu, staff announcements on top. */
export function TransporterLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout area="transporter">
      <AnnouncementBanners area="transporter" />
      {children}
    </AppLayout>
  )
}
