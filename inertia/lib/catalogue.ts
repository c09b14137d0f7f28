import { http } from '@inertiajs/react'
import { cataloguePartsOf } from '@shared/page_parts'
import { flattenCatalogue } from '~/lang/flatten'

/**
 * The translations on the client, loaded as bundles (cached by the browser
 * for a year, like the code), so the HTML carries no messages:
 * - the public part of the page's language (app/shared/page_parts.ts: the
 *   namespaces of the guest pages and the layouts), with every page;
 * - in production builds, the namespaces a signed-in page's code names, one
 *   small bundle each (the page module's `__namespaces`, added by
 *   scripts/vite_page_messages.ts); the dev server loads the rest of the
 *   catalogue at once instead.
 * A page's chunk is awaited together with what it needs (inertia/app.tsx), so
 * a key never shows raw while its messages load. Every Inertia request names
 * the catalogues the tab holds (X-Catalogues); when a visit lands in another
 * language (a language switch, a sign-in), the server sends that language's
 * whole catalogue in the `translations` prop once, and it is kept here.
 */
export type Messages = Record<string, string>
export type Locale = 'it' | 'en'

type Tree = { [key: string]: string | Tree }
type Loader = () => Promise<{ default: Messages }>
type TreeLoader = () => Promise<{ default: Tree }>
/** A page module's namespaces: name -> the loader of each language's file. */
export type PageNamespaces = Record<string, Record<Locale, TreeLoader>>

const parts: Record<Locale, Record<'public' | 'signed_in', Loader>> = {
  it: { public: () => import('~/lang/it_public'), signed_in: () => import('~/lang/it_signed_in') },
  en: { public: () => import('~/lang/en_public'), signed_in: () => import('~/lang/en_signed_in') },
}
/* the messages of each language the tab holds, and what they include: 'public', 'signed_in' (every other namespace) or a namespace */
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

async function namespaceMessages(ns: string, locale: Locale, loaders: Record<Locale, TreeLoader>) {
  /* English: Italian fills its gaps, as on the server (app/core/i18n.ts, messagesFor) */
  const trees = await Promise.all(
    (locale === 'en' ? (['it', 'en'] as const) : (['it'] as const)).map((each) => loaders[each]())
  )
  return Object.assign(
    {},
    ...trees.map((tree) => flattenCatalogue({ [`lang/${ns}.json`]: tree.default }))
  )
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

/**
 * The rest of what the page `name` needs: the namespaces its module lists
 * (production builds); without the list (dev server), the whole rest of the
 * catalogue for a signed-in page.
 */
export async function loadPageCatalogue(
  locale: string,
  name: string,
  namespaces?: PageNamespaces
): Promise<void> {
  const signedIn = cataloguePartsOf(name).includes('signed_in')
  await Promise.all(
    localesFor(locale).flatMap((each) =>
      namespaces
        ? Object.entries(namespaces).map(([ns, loaders]) =>
            load(each, ns, () => namespaceMessages(ns, each, loaders))
          )
        : signedIn
          ? [load(each, 'signed_in', () => parts[each].signed_in().then((m) => m.default))]
          : []
    )
  )
}

http.onRequest((config) => {
  config.headers = { ...(config.headers ?? {}), 'X-Catalogues': [...catalogues.keys()].join(',') }
  return config
})
