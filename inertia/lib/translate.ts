import { IntlMessageFormat } from 'intl-messageformat'

const cache = new Map<string, IntlMessageFormat>()

/**
 * Translate with ICU messages shared by the server (same files, same engine
 * as the server's i18n). A missing key shows the key itself.
 */
export function translate(
  messages: Record<string, string> | undefined,
  locale: string,
  key: string,
  values?: Record<string, unknown>
): string {
  const message = messages?.[key]
  if (message === undefined) return key
  const cacheKey = `${locale}\u0000${key}\u0000${message}`
  let format = cache.get(cacheKey)
  if (!format) {
    try {
      format = new IntlMessageFormat(message, locale)
    } catch {
      return message
    }
    cache.set(cacheKey, format)
  }
  try {
    return String(format.format(values as any))
  } catch {
    return message
  }
}
