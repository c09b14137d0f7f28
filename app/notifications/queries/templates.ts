/**
 * The templates notifications are rendered with: the latest version edited on
 * Admin → Settings → Notifications of a (type, language), else the lang
 * file's (`notifications.templates.<type>`).
 *
 * The latest versions are read in one query and kept in memory per process
 * (a minute, forgotten at once by a save in this process), so rendering a
 * notification for many recipients adds no query per recipient.
 */
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { instant } from '#core/database/plain_rows'
import { isLocale, messagesFor } from '#core/i18n'
import {
  TEMPLATE_FIELDS,
  templateKey,
  type TemplateField,
  type TemplateTexts,
} from '#notifications/domain/templates'
import type { NotificationParams } from '#notifications/domain/links'

const TABLE = 'notification_template_versions'
const CACHE_MS = 60_000

export type TemplateVersionRow = {
  id: number
  type: string
  locale: string
  version: number
  isDefault: boolean
  subject: string | null
  body: string | null
  action: string | null
  createdByName: string | null
  createdAt: string
}

/** Latest version per `${type}:${locale}` (a restored default is kept: it wins as "no override"). */
type Latest = Map<string, { version: number; texts: TemplateTexts | null }>

let cache: { at: number; latest: Promise<Latest> } | null = null

const keyOf = (type: string, locale: string) => `${type}:${locale}`

async function readLatest(): Promise<Latest> {
  const newest = db.from(TABLE).max('id as id').groupBy('type', 'locale')
  const rows = await db
    .from(TABLE)
    .whereIn('id', newest)
    .select('type', 'locale', 'version', 'is_default', 'subject', 'body', 'action')
  const latest: Latest = new Map()
  for (const row of rows) {
    const texts = row.is_default
      ? null
      : { subject: row.subject ?? '', body: row.body ?? '', action: row.action ?? '' }
    latest.set(keyOf(row.type, row.locale), { version: Number(row.version), texts })
  }
  return latest
}

/** The latest versions (cached a minute per process). */
export function latestTemplates(): Promise<Latest> {
  if (!cache || Date.now() - cache.at > CACHE_MS) {
    const latest = readLatest()
    cache = { at: Date.now(), latest }
    latest.catch(() => {
      cache = null
    })
  }
  return cache.latest
}

/** Forget the cached versions (after a save, and in tests after a rollback). */
export function forgetTemplates() {
  cache = null
}

export type NotificationTexts = TemplateTexts

/** A template's texts rendered with these values in the I18n's language. */
export function renderTexts(i18n: I18n, texts: TemplateTexts, params: NotificationParams) {
  const render = (field: TemplateField) => i18n.formatRawMessage(texts[field], params)
  return Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, render(field)])) as TemplateTexts
}

/** The lang file's template of a type in the I18n's language. */
export function defaultTexts(i18n: I18n, type: string): TemplateTexts {
  const messages = messagesFor(isLocale(i18n.locale) ? i18n.locale : 'it')
  const raw = (field: TemplateField) => messages[templateKey(type, field)] ?? ''
  return Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, raw(field)])) as TemplateTexts
}

/**
 * A renderer of notifications in the I18n's language: the latest edited
 * version of the type, else the lang file's template. One (cached) read,
 * then rendering is pure.
 */
export async function notificationRenderer(i18n: I18n) {
  const latest = await latestTemplates()
  return (type: string, params: NotificationParams): NotificationTexts => {
    const edited = latest.get(keyOf(type, i18n.locale))?.texts
    if (edited) {
      try {
        return renderTexts(i18n, edited, params)
      } catch {
        /* an event without a variable the edited text uses: the lang file's template */
      }
    }
    const t = (field: TemplateField) => i18n.t(templateKey(type, field), params)
    return { subject: t('subject'), body: t('body'), action: t('action') }
  }
}

/** The current template (latest version or the lang file's) of a type in a language, unrendered. */
export async function currentTemplate(i18n: I18n, type: string) {
  const versions = await latestTemplates()
  const latest = versions.get(keyOf(type, i18n.locale))
  return {
    version: latest?.version ?? 0,
    custom: Boolean(latest?.texts),
    texts: latest?.texts ?? defaultTexts(i18n, type),
  }
}

/** The version history of a type (both languages), newest first. */
export async function templateHistory(type: string, limit = 50): Promise<TemplateVersionRow[]> {
  const rows = await db
    .from(`${TABLE} as v`)
    .leftJoin('users as u', 'u.id', 'v.created_by_user_id')
    .where('v.type', type)
    .orderBy('v.id', 'desc')
    .limit(limit)
    .select(
      'v.id',
      'v.type',
      'v.locale',
      'v.version',
      'v.is_default',
      'v.subject',
      'v.body',
      'v.action',
      'v.created_at',
      'u.full_name'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    locale: row.locale,
    version: Number(row.version),
    isDefault: Boolean(row.is_default),
    subject: row.subject,
    body: row.body,
    action: row.action,
    createdByName: row.full_name ?? null,
    createdAt: instant(row.created_at)!,
  }))
}
