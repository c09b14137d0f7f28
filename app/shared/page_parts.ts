/**
 * The translation catalogue reaches the browser in parts per language
 * (inertia/lang/<locale>_<part>.ts), so a page downloads the messages of its
 * audience only:
 * - `public`: the namespaces of the guest pages and their layouts (and every
 *   namespace's menu labels), with every page;
 * - `signed_in`: every namespace no part below claims, with every signed-in page;
 * - `dealer`, `transporter`: the namespaces only that area's pages use, with
 *   the pages of that area (and staff's, who see both sides);
 * - `staff`: the namespaces only the admin pages use, and those no page
 *   names (the server's own: e-mails, validation), with the admin pages.
 * A page's chunk is awaited with its parts (inertia/app.tsx) and the server
 * preloads them in its first HTML (app/core/http/page_preloads.ts). The
 * globs of the catalogue files list the same namespaces, and every page
 * names only namespaces of its parts (tests/unit/client/page_parts.spec.ts);
 * a key that still finds no message (one the server sends) makes the tab
 * load the rest of the catalogue and show it (inertia/lib/catalogue.ts).
 */
export const PUBLIC_NAMESPACES = ['auth', 'common', 'errors', 'nav', 'onboarding', 'site'] as const
export const DEALER_NAMESPACES = ['invoicing', 'ordering', 'suppliers'] as const
export const TRANSPORTER_NAMESPACES = ['calls', 'marketplace'] as const
export const STAFF_NAMESPACES = [
  'admin_settings',
  'analytics',
  'audit',
  'invitations',
  'mail',
  'maps',
  'monitoring',
  'pricing',
  'validation',
  'validator',
] as const

export const CATALOGUE_PARTS = ['public', 'signed_in', 'dealer', 'transporter', 'staff'] as const
export type CataloguePart = (typeof CATALOGUE_PARTS)[number]

/* Guest pages: auth/*, errors/*, and the public site's home and legal pages. */
const PUBLIC_PAGES = new Set(['site/welcome', 'site/privacy', 'site/terms'])

export function cataloguePartsOf(component: string): CataloguePart[] {
  const guest =
    component.startsWith('auth/') || component.startsWith('errors/') || PUBLIC_PAGES.has(component)
  if (guest) return ['public']
  if (component.startsWith('admin/')) return [...CATALOGUE_PARTS]
  if (component.startsWith('dealer/')) return ['public', 'signed_in', 'dealer']
  if (component.startsWith('transporter/')) return ['public', 'signed_in', 'transporter']
  return ['public', 'signed_in']
}

/**
 * The signed-in layouts (inertia/layouts/area_layouts.tsx: the app shell,
 * its menus, the bell, the chat badge, the team switcher, realtime) are a
 * chunk of their own that only the pages using them load (auth/*, site/* and
 * errors/* have lighter layouts of their own; inertia/layouts/layout_for.tsx).
 */
export function usesSignedInLayout(component: string): boolean {
  return !['auth/', 'site/', 'errors/'].some((prefix) => component.startsWith(prefix))
}
