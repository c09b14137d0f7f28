import { usePage } from '@inertiajs/react'
import { useCallback } from 'react'
import type { SharedProps } from '~/lib/types'
import { catalogueOf, rememberCatalogue } from '~/lib/catalogue'
import { translate } from '~/lib/translate'

export { translate }

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
