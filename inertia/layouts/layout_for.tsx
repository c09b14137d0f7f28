import type { ReactNode } from 'react'
import AuthLayout from '~/layouts/auth_layout'
import PublicLayout from '~/layouts/public_layout'
import { usesSignedInLayout } from '@shared/page_parts'

type SignedInLayouts = typeof import('~/layouts/area_layouts')
let signedIn: SignedInLayouts | undefined

/**
 * The signed-in layouts load with the first page that needs them (inertia/app.tsx
 * awaits this with the page's chunk; the server preloads them in that page's
 * HTML, app/core/http/page_preloads.ts), so a guest page does not download the
 * app shell, its menus, the bell and the realtime client.
 */
export async function loadLayoutFor(name: string): Promise<void> {
  if (signedIn || !usesSignedInLayout(name)) return
  signedIn = await import('~/layouts/area_layouts')
}

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
  if (!signedIn) throw new Error(`Layout not loaded for ${name}`)
  const { AdminLayout, AppLayout, DealerLayout, TransporterLayout } = signedIn
  if (name.startsWith('admin/')) return <AdminLayout>{page}</AdminLayout>
  if (name.startsWith('dealer/')) return <DealerLayout>{page}</DealerLayout>
  if (name.startsWith('transporter/')) return <TransporterLayout>{page}</TransporterLayout>
  return <AppLayout>{page}</AppLayout>
}
