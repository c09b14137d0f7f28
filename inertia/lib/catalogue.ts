import { http } from '@inertiajs/react'
import type { CataloguePart } from '@shared/catalogue_parts'

/**
 * The translations on the client. A first visit loads the catalogue of its
 * language as bundles (cached by the browser for a year, like the code), so
 * the HTML carries no messages: the public part for a guest page, both parts
 * for any other (app/shared/catalogue_parts.ts); a page's chunk is awaited
 * together with the parts it needs (inertia/app.tsx), so a key never shows
 * raw while they load. Every Inertia request names the catalogues the tab
 * holds (X-Catalogues); when a visit lands in another language (a language
 * switch, a sign-in), the server sends that language's whole catalogue in the
 * `translations` prop once, and it is kept here.
 */
export type Messages = Record<string, string>
export type Locale = 'it' | 'en'

type Loader = () => Promise<{ default: Messages }>
const loaders: Record<Locale, Record<CataloguePart, Loader>> = {
  it: { public: () => import('~/lang/it_public'), signed_in: () => import('~/lang/it_signed_in') },
  en: { public: () => import('~/lang/en_public'), signed_in: () => import('~/lang/en_signed_in') },
}
const catalogues = new Map<string, Messages>()
const held = new Map<string, Set<CataloguePart>>()

export function catalogueOf(locale: string): Messages | undefined {
  return catalogues.get(locale)
}

/** A whole catalogue, as the server sends it. */
export function rememberCatalogue(locale: string, messages: Messages) {
  if (catalogues.get(locale) !== messages) catalogues.set(locale, messages)
  held.set(locale, new Set(['public', 'signed_in']))
}

async function loadPart(locale: string, part: CataloguePart) {
  const parts = held.get(locale) ?? new Set<CataloguePart>()
  if (parts.has(part)) return
  const load = loaders[locale as Locale]?.[part] ?? loaders.it[part]
  const { default: messages } = await load()
  const current = held.get(locale) ?? new Set<CataloguePart>()
  if (current.has(part)) return
  catalogues.set(locale, { ...catalogues.get(locale), ...messages })
  held.set(locale, current.add(part))
}

/**
 * The parts a page needs, in the language of the first page and in every
 * language the tab already holds a part of (the next page's language is one
 * of them, or the server sends its whole catalogue with it).
 */
export async function loadCatalogue(locale: string, parts: CataloguePart[]): Promise<void> {
  const locales = new Set([locale, ...held.keys()])
  await Promise.all([...locales].flatMap((each) => parts.map((part) => loadPart(each, part))))
}

http.onRequest((config) => {
  config.headers = { ...(config.headers ?? {}), 'X-Catalogues': [...catalogues.keys()].join(',') }
  return config
})
