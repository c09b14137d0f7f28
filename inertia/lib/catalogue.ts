import { http } from '@inertiajs/react'
import { CATALOGUE_PARTS, cataloguePartsOf, type CataloguePart } from '@shared/page_parts'

/**
 * The translations on the client, loaded as bundles (cached by the browser
 * for a year, like the code), so the HTML carries no messages. The catalogue
 * of a language comes in parts (app/shared/page_parts.ts): the public part
 * with every page, and with a signed-in page the parts of its audience (every
 * signed-in page's, and the dealer's, the carrier's or staff's own). A page's
 * chunk is awaited together with its parts (inertia/app.tsx), so a key never
 * shows raw while its messages load. A key that still finds no message (one
 * the server sent, from a part the page does not load) makes the tab load
 * every part of that language, and the pages using `useT` render again
 * (inertia/lib/i18n.ts). Every Inertia request names the catalogues the tab
 * holds (X-Catalogues); when a visit lands in another language (a language
 * switch, a sign-in), the server sends that language's whole catalogue in
 * the `translations` prop once, and it is kept here.
 */
export type Messages = Record<string, string>
export type Locale = 'it' | 'en'

type Loader = () => Promise<{ default: Messages }>

const parts: Record<Locale, Record<CataloguePart, Loader>> = {
  it: {
    public: () => import('~/lang/it_public'),
    signed_in: () => import('~/lang/it_signed_in'),
    dealer: () => import('~/lang/it_dealer'),
    transporter: () => import('~/lang/it_transporter'),
    staff: () => import('~/lang/it_staff'),
  },
  en: {
    public: () => import('~/lang/en_public'),
    signed_in: () => import('~/lang/en_signed_in'),
    dealer: () => import('~/lang/en_dealer'),
    transporter: () => import('~/lang/en_transporter'),
    staff: () => import('~/lang/en_staff'),
  },
}
/* the messages of each language the tab holds, and which parts they include */
const catalogues = new Map<string, Messages>()
const held = new Map<string, Set<CataloguePart>>()

const localeOf = (locale: string): Locale => (locale === 'en' ? 'en' : 'it')

export function catalogueOf(locale: string): Messages | undefined {
  return catalogues.get(locale)
}

/** A whole catalogue, as the server sends it. */
export function rememberCatalogue(locale: string, messages: Messages) {
  if (catalogues.get(locale) !== messages) catalogues.set(locale, messages)
  held.set(locale, new Set(CATALOGUE_PARTS))
}

const holds = (locale: string, part: CataloguePart) => !!held.get(locale)?.has(part)

async function load(locale: Locale, part: CataloguePart) {
  if (holds(locale, part)) return
  const { default: messages } = await parts[locale][part]()
  if (holds(locale, part)) return
  catalogues.set(locale, { ...catalogues.get(locale), ...messages })
  held.set(locale, (held.get(locale) ?? new Set()).add(part))
}

/* The first page's language and every language the tab holds a part of (the next page's language is one of them, or the server sends its whole catalogue with it). */
const localesFor = (locale: string) => [...new Set([locale, ...held.keys()])].map(localeOf)

const loadParts = (locale: string, wanted: readonly CataloguePart[]) =>
  Promise.all(localesFor(locale).flatMap((each) => wanted.map((part) => load(each, part)))).then(
    () => undefined
  )

/** The public part: with the page's chunk, whatever the page. */
export function loadPublicCatalogue(locale: string): Promise<void> {
  return loadParts(locale, ['public'])
}

/** The other parts a page needs (app/shared/page_parts.ts). */
export function loadPageCatalogue(locale: string, name: string): Promise<void> {
  return loadParts(
    locale,
    cataloguePartsOf(name).filter((part) => part !== 'public')
  )
}

/*
 * A key with no message in the parts held: load every part of the language
 * once, then tell the subscribers (useT) to render again.
 */
const completing = new Set<string>()
const listeners = new Set<() => void>()
let version = 0

export function catalogueVersion() {
  return version
}

export function onCatalogueChange(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function completeCatalogue(locale: string) {
  const each = localeOf(locale)
  if (completing.has(each) || CATALOGUE_PARTS.every((part) => holds(each, part))) return
  completing.add(each)
  Promise.all(CATALOGUE_PARTS.map((part) => load(each, part))).then(
    () => {
      version += 1
      for (const listener of listeners) listener()
    },
    /* offline, say: the next missing key tries again */
    () => completing.delete(each)
  )
}

http.onRequest((config) => {
  config.headers = { ...(config.headers ?? {}), 'X-Catalogues': [...catalogues.keys()].join(',') }
  return config
})
