import type { ReactNode } from 'react'
import AuthLayout from '~/layouts/auth_layout'
import PublicLayout from '~/layouts/public_layout'
import AppLayout from '~/layouts/app_layout'
import { AdminLayout, DealerLayout, TransporterLayout } from '~/layouts/area_layouts'

/**
 * The layout is chosen by the page name's prefix: auth/* -> AuthLayout,
 * site/* and errors/* -> PublicLayout, admin/* dealer/* transporter/* -> the
 * area's own layout and menu, account pages (profile, teams, settings,
 * tokens) -> AppLayout with the menu of the user's current area.
 */
export function layoutFor(name: string, page: ReactNode) {
  if (name.startsWith('auth/')) return <AuthLayout>{page}</AuthLayout>
  if (name.startsWith('site/') || name.startsWith('errors/'))
    return <PublicLayout>{page}</PublicLayout>
  if (name.startsWith('admin/')) return <AdminLayout>{page}</AdminLayout>
  if (name.startsWith('dealer/')) return <DealerLayout>{page}</DealerLayout>
  if (name.startsWith('transporter/')) return <TransporterLayout>{page}</TransporterLayout>
  return <AppLayout>{page}</AppLayout>
}
