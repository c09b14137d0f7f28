/**
 * The translation catalogue reaches the browser in two parts per language
 * (inertia/lang/<locale>_public.ts and <locale>_signed_in.ts), so a guest
 * page (the login, the home page) does not download the messages of every
 * signed-in page. The public part holds the namespaces the guest pages and
 * their layouts use; any other page loads both parts with its chunk
 * (inertia/app.tsx) and the server preloads them in its first HTML
 * (app/core/http/page_preloads.ts). The globs of the four files list the same
 * namespaces (tests/unit/client/page_parts.spec.ts checks it).
 */
export const PUBLIC_NAMESPACES = ['auth', 'common', 'errors', 'nav', 'onboarding', 'site'] as const

export type CataloguePart = 'public' | 'signed_in'

/* Guest pages: auth/*, errors/*, and the public site's home and legal pages. */
const PUBLIC_PAGES = new Set(['site/welcome', 'site/privacy', 'site/terms'])

export function cataloguePartsOf(component: string): CataloguePart[] {
  const guest =
    component.startsWith('auth/') || component.startsWith('errors/') || PUBLIC_PAGES.has(component)
  return guest ? ['public'] : ['public', 'signed_in']
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
