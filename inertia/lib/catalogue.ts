import { http } from '@inertiajs/react'

/**
 * The translations on the client. A first visit loads the catalogue of its
 * language as a bundle (cached by the browser for a year, like the code), so
 * the HTML carries no messages. Every Inertia request names the catalogues
 * the tab holds (X-Catalogues); when a visit lands in another language (a
 * language switch, a sign-in), the server sends that language's messages in
 * the `translations` prop once, and they are kept here.
 */
export type Messages = Record<string, string>
export type Locale = 'it' | 'en'

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  it: () => import('~/lang/it'),
  en: () => import('~/lang/en'),
}
const catalogues = new Map<string, Messages>()

export function catalogueOf(locale: string): Messages | undefined {
  return catalogues.get(locale)
}

export function rememberCatalogue(locale: string, messages: Messages) {
  if (catalogues.get(locale) !== messages) catalogues.set(locale, messages)
}

export async function loadCatalogue(locale: string): Promise<void> {
  if (catalogues.has(locale)) return
  const load = loaders[locale as Locale] ?? loaders.it
  const { default: messages } = await load()
  rememberCatalogue(locale, messages)
}

http.onRequest((config) => {
  config.headers = { ...(config.headers ?? {}), 'X-Catalogues': [...catalogues.keys()].join(',') }
  return config
})
