import { usePage } from '@inertiajs/react'
import { useCallback, useSyncExternalStore } from 'react'
import type { SharedProps } from '~/lib/types'
import {
  catalogueOf,
  catalogueVersion,
  completeCatalogue,
  onCatalogueChange,
  rememberCatalogue,
} from '~/lib/catalogue'
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

/**
 * `t` for the page's language. A key the catalogue parts the tab holds do
 * not have (one the server sent from another audience's namespace) shows as
 * the key for a moment: the rest of the catalogue loads and the component
 * renders again (inertia/lib/catalogue.ts, completeCatalogue).
 */
export function useT(): TFunction {
  const { props } = usePage<SharedProps>()
  /* renders again when the rest of the catalogue has loaded (then messagesOf gives the new one) */
  useSyncExternalStore(onCatalogueChange, catalogueVersion)
  const messages = messagesOf(props)
  const locale = props.locale
  return useCallback(
    (key: string, values?: Record<string, unknown>) => {
      if (messages?.[key] === undefined) completeCatalogue(locale)
      return translate(messages, locale, key, values)
    },
    [messages, locale]
  )
}

export function useLocale(): 'it' | 'en' {
  return usePage<SharedProps>().props.locale
}
