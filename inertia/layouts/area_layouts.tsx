import type { ReactNode } from 'react'
import AppLayout from '~/layouts/app_layout'

/** Staff area (/admin): the admin menu. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return <AppLayout area="admin">{children}</AppLayout>
}

/** Dealer area (/dealer): the dealer menu. */
export function DealerLayout({ children }: { children: ReactNode }) {
  return <AppLayout area="dealer">{children}</AppLayout>
}

/** Transporter area (/transporter): the transporter menu. */
export function TransporterLayout({ children }: { children: ReactNode }) {
  return <AppLayout area="transporter">{children}</AppLayout>
}
