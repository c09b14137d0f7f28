import { usePage } from '@inertiajs/react'
import { IntlMessageFormat } from 'intl-messageformat'
import { useCallback } from 'react'
import type { SharedProps } from '~/lib/types'
import { catalogueOf, rememberCatalogue } from '~/lib/catalogue'

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

export type TFunction = (key: string, values?: Record<string, unknown>) => string

/**
 * The messages of the page's language: those the server just sent (a visit
 * that changed the language), else the catalogue the tab holds
 * (inertia/lib/catalogue.ts).
 */
export function messagesOf(props: Pick<SharedProps, 'translations' | 'locale'>) {
  if (props.translations) rememberCatalogue(props.locale, props.translations)
  return props.translations ?? catalogueOf(props.locale)
}

export function useT(): TFunction {
  const { props } = usePage<SharedProps>()
  const messages = messagesOf(props)
  const locale = props.locale
  return useCallback(
    (key: string, values?: Record<string, unknown>) => translate(messages, locale, key, values),
    [messages, locale]
  )
}

export function useLocale(): 'it' | 'en' {
  return usePage<SharedProps>().props.locale
}
