import { http } from '@inertiajs/react'
import { cataloguePartsOf } from '@shared/page_parts'

/**
 * The translations on the client, loaded as bundles (cached by the browser
 * for a year, like the code), so the HTML carries no messages:
 * - the public part of the page's language (app/shared/page_parts.ts: the
 *   namespaces of the guest pages and the layouts), with every page;
 * - with a signed-in page, the rest of the catalogue (every other namespace).
 * A page's chunk is awaited together with what it needs (inertia/app.tsx), so
 * a key never shows raw while its messages load. Every Inertia request names
 * the catalogues the tab holds (X-Catalogues); when a visit lands in another
 * language (a language switch, a sign-in), the server sends that language's
 * whole catalogue in the `translations` prop once, and it is kept here.
 */
export type Messages = Record<string, string>
export type Locale = 'it' | 'en'

type Loader = () => Promise<{ default: Messages }>

const parts: Record<Locale, Record<'public' | 'signed_in', Loader>> = {
  it: { public: () => import('~/lang/it_public'), signed_in: () => import('~/lang/it_signed_in') },
  en: { public: () => import('~/lang/en_public'), signed_in: () => import('~/lang/en_signed_in') },
}
/* the messages of each language the tab holds, and what they include: 'public', 'signed_in' (every other namespace) */
const catalogues = new Map<string, Messages>()
const held = new Map<string, Set<string>>()

const localeOf = (locale: string): Locale => (locale === 'en' ? 'en' : 'it')

export function catalogueOf(locale: string): Messages | undefined {
  return catalogues.get(locale)
}

/** A whole catalogue, as the server sends it. */
export function rememberCatalogue(locale: string, messages: Messages) {
  if (catalogues.get(locale) !== messages) catalogues.set(locale, messages)
  held.set(locale, new Set(['public', 'signed_in']))
}

function holds(locale: string, what: string) {
  const has = held.get(locale)
  return !!has && (has.has(what) || (what !== 'public' && has.has('signed_in')))
}

async function load(locale: string, what: string, fetch: () => Promise<Messages>) {
  if (holds(locale, what)) return
  const messages = await fetch()
  if (holds(locale, what)) return
  catalogues.set(locale, { ...catalogues.get(locale), ...messages })
  held.set(locale, (held.get(locale) ?? new Set()).add(what))
}

/* The first page's language and every language the tab holds a part of (the next page's language is one of them, or the server sends its whole catalogue with it). */
const localesFor = (locale: string) => [...new Set([locale, ...held.keys()])].map(localeOf)

/** The public part: with the page's chunk, whatever the page. */
export async function loadPublicCatalogue(locale: string): Promise<void> {
  await Promise.all(
    localesFor(locale).map((each) =>
      load(each, 'public', () => parts[each].public().then((m) => m.default))
    )
  )
}

/** The rest of the catalogue, for a signed-in page (app/shared/page_parts.ts). */
export async function loadPageCatalogue(locale: string, name: string): Promise<void> {
  if (!cataloguePartsOf(name).includes('signed_in')) return
  await Promise.all(
    localesFor(locale).map((each) =>
      load(each, 'signed_in', () => parts[each].signed_in().then((m) => m.default))
    )
  )
}

http.onRequest((config) => {
  config.headers = { ...(config.headers ?? {}), 'X-Catalogues': [...catalogues.keys()].join(',') }
  return config
})
