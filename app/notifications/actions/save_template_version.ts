import db from '@adonisjs/lucid/services/db'
import { databaseNow, isUniqueViolation } from '#core/database/dialect'
import { recordAudit } from '#audit/actions/record_audit'
import { err, ok, type Err, type Ok } from '#core/result'
import type { Locale } from '#core/i18n'
import { notificationType, type NotificationType } from '#settings/domain/notification_types'
import {
  templateErrors,
  type TemplateFieldError,
  type TemplateTexts,
} from '#notifications/domain/templates'
import { forgetTemplates } from '#notifications/queries/templates'

const TABLE = 'notification_template_versions'

export type TemplateVersionInput = {
  type: NotificationType
  locale: Locale
  /** null: restore the lang file's template (a version marked default) */
  texts: TemplateTexts | null
  actorUserId: number
}

type Saved = { id: number; version: number }

async function insertVersion(input: TemplateVersionInput): Promise<Saved> {
  return db.transaction(async (trx) => {
    const last = await trx
      .from(TABLE)
      .where('type', input.type)
      .where('locale', input.locale)
      .max('version as version')
      .first()
    const version = Number(last?.version ?? 0) + 1
    const [row] = await trx
      .table(TABLE)
      .insert({
        type: input.type,
        locale: input.locale,
        version,
        is_default: input.texts === null,
        subject: input.texts?.subject ?? null,
        body: input.texts?.body ?? null,
        action: input.texts?.action ?? null,
        created_by_user_id: input.actorUserId,
        created_at: databaseNow(trx),
      })
      .returning('id')
    const id = Number(typeof row === 'object' ? row.id : row)
    await recordAudit(
      {
        actorUserId: input.actorUserId,
        action: 'notification_template.saved',
        subjectType: 'notification_template',
        subjectId: id,
        subjectLabel: `${input.type} (${input.locale}) v${version}`,
        after: {
          type: input.type,
          locale: input.locale,
          version,
          default: !input.texts,
          ...input.texts,
        },
      },
      trx
    )
    return { id, version }
  })
}

/** Saves at once of one (type, language): the losers of the unique index take the next number. */
async function insertWithRetry(input: TemplateVersionInput, attempts = 5): Promise<Saved> {
  try {
    return await insertVersion(input)
  } catch (error) {
    if (attempts <= 1 || !isUniqueViolation(error)) throw error
    return insertWithRetry(input, attempts - 1)
  }
}

/**
 * Saves a new version of a type's template in a language (append-only), or
 * a version restoring the lang file's template, audited in the same
 * transaction; notifications use it from the next one. Refused, with the
 * fields at fault, when a text is not a valid ICU message or uses a variable
 * the type does not declare (nothing saved).
 */
export async function saveTemplateVersion(
  input: TemplateVersionInput
): Promise<Ok<Saved> | (Err<'invalid_template'> & { fields: TemplateFieldError[] })> {
  if (input.texts) {
    const fields = templateErrors(input.texts, notificationType(input.type).variables)
    if (fields.length > 0) return { ...err('invalid_template'), fields }
  }
  const saved = await insertWithRetry(input)
  forgetTemplates()
  return ok(saved)
}
