import type { I18n } from '@adonisjs/i18n'
import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'

export const SUPPORTED_LOCALES = ['it', 'en'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
}

/**
 * A request/user-bound I18n whose `t()` shows the key itself when a message
 * is missing (instead of "translation missing: …"), as the spec requires.
 */
export function i18nFor(locale: Locale): I18n {
  const i18n = i18nManager.locale(locale)
  const translate = i18n.t.bind(i18n)
  i18n.t = (identifier: string, data?: Record<string, any>, fallbackMessage?: string) =>
    translate(identifier, data, fallbackMessage ?? identifier)
  return i18n
}

/**
 * The language of a request without its user: the language a guest chose
 * (cookie), else the browser's Accept-Language, else Italian. The locale
 * middleware adds the signed-in user's setting in front of these.
 */
export function guestLocaleOf(ctx: HttpContext): Locale {
  const chosen = ctx.request.cookie('locale')
  if (isLocale(chosen)) return chosen
  const fromBrowser = i18nManager.getSupportedLocaleFor(ctx.request.languages())
  return isLocale(fromBrowser) ? fromBrowser : 'it'
}

/**
 * The request's I18n, also when a request fails before the locale
 * middleware has run (then from the cookie or the browser's language), so
 * that no answer ever shows a raw translation key.
 */
export function i18nOf(ctx: HttpContext): I18n {
  const { i18n } = ctx as Partial<HttpContext>
  return i18n ?? i18nFor(guestLocaleOf(ctx))
}

const merged = new Map<Locale, { source: unknown; messages: Record<string, string> }>()

/**
 * Flattened messages of a locale, with Italian filling the gaps of English.
 * Merged once per locale and reused while the loaded translations are the
 * same object (they are reloaded only in development).
 */
export function messagesFor(locale: Locale): Record<string, string> {
  const all = i18nManager.getTranslations() as Record<string, Record<string, string>>
  const cached = merged.get(locale)
  if (cached && cached.source === all) return cached.messages
  const messages = locale === 'it' ? { ...all.it } : { ...all.it, ...all[locale] }
  merged.set(locale, { source: all, messages })
  return messages
}
