import type { ReactNode } from 'react'
import AuthLayout from '~/layouts/auth_layout'
import PublicLayout from '~/layouts/public_layout'
import AppLayout from '~/layouts/app_layout'

/**
 * The layout is chosen by the page name's prefix:
 * auth/* -> AuthLayout, site/* -> PublicLayout, everything signed-in ->
 * AppLayout with the menu of the user's area (admin, dealer, transporter).
 */
export function layoutFor(name: string, page: ReactNode) {
  if (name.startsWith('auth/')) return <AuthLayout>{page}</AuthLayout>
  if (name.startsWith('site/') || name.startsWith('errors/')) return <PublicLayout>{page}</PublicLayout>
  return <AppLayout>{page}</AppLayout>
}
