/**
 * What Admin → Settings → Notifications shows: every type of the catalogue
 * with whether an edited template is in use, and a type's templates per
 * language (current, lang file's, rendered with example values).
 */
import { i18nFor, SUPPORTED_LOCALES, type Locale } from '#core/i18n'
import {
  NOTIFICATION_TYPE_KEYS,
  notificationType,
  type NotificationType,
} from '#settings/domain/notification_types'
import { sampleParams, type TemplateTexts } from '#notifications/domain/templates'
import {
  currentTemplate,
  defaultTexts,
  latestTemplates,
  renderTexts,
} from '#notifications/queries/templates'

export type TemplateTypeRow = {
  type: NotificationType
  group: string
  audiences: string[]
  mail: boolean
  inApp: boolean
  teamRecipients: boolean
  variables: string[]
  /** languages whose latest version is an edited template */
  customLocales: Locale[]
}

export function templateTypeRow(type: NotificationType, customLocales: Locale[]): TemplateTypeRow {
  const definition = notificationType(type)
  return {
    type,
    group: definition.group,
    audiences: [...definition.audiences],
    mail: definition.defaults.mail,
    inApp: definition.defaults.in_app,
    teamRecipients: definition.teamRecipients,
    variables: [...definition.variables],
    customLocales,
  }
}

/** Every type in catalogue order (one cached read). */
export async function templateTypeRows(): Promise<TemplateTypeRow[]> {
  const latest = await latestTemplates()
  return NOTIFICATION_TYPE_KEYS.map((type) =>
    templateTypeRow(
      type,
      SUPPORTED_LOCALES.filter((locale) => Boolean(latest.get(`${type}:${locale}`)?.texts))
    )
  )
}

export type LocaleTemplate = {
  locale: Locale
  version: number
  custom: boolean
  texts: TemplateTexts
  defaults: TemplateTexts
  /** the current template rendered with example values */
  preview: TemplateTexts
}

/** A type's templates in each language. */
export async function localeTemplates(type: NotificationType): Promise<LocaleTemplate[]> {
  const params = sampleParams(notificationType(type).variables)
  return Promise.all(
    SUPPORTED_LOCALES.map(async (locale) => {
      const i18n = i18nFor(locale)
      const current = await currentTemplate(i18n, type)
      return {
        locale,
        ...current,
        defaults: defaultTexts(i18n, type),
        preview: renderTexts(i18n, current.texts, params),
      }
    })
  )
}

/** A typed template rendered with example values in a language (unsaved form values). */
export function previewTemplate(type: NotificationType, locale: Locale, texts: TemplateTexts) {
  return renderTexts(i18nFor(locale), texts, sampleParams(notificationType(type).variables))
}
