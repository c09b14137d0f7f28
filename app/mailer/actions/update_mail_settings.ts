import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import MailSetting from '#mailer/models/mail_setting'
import { checkSettings, type SettingsInput } from '#mailer/domain/mailer'
import { refreshConfiguredSmtp } from '#mailer/queries/mail_settings'
import { lockForUpdate } from '#core/database/dialect'
import { recordAudit } from '#audit/actions/record_audit'
import type { Result } from '#core/result'
import { ok } from '#core/result'

export type MailSettingsInput = SettingsInput & {
  /** a new password (null: keep the stored one) */
  password: string | null
  /** forget the stored password */
  clearPassword: boolean
}

/** What the audit trail keeps: never the password, only whether one is set. */
function snapshot(settings: MailSetting) {
  return {
    enabled: settings.enabled,
    host: settings.host,
    port: settings.port,
    security: settings.security,
    username: settings.username,
    password: settings.passwordEncrypted ? 'set' : 'none',
    fromName: settings.fromName,
    fromAddress: settings.fromAddress,
  }
}

/**
 * Saves the SMTP settings (a new version), the password encrypted with the
 * app key, and records the change (without the password) in the audit trail
 * in the same transaction. Outgoing mail uses them from the next message.
 */
export async function updateMailSettings(
  input: MailSettingsInput,
  actorUserId: number
): Promise<Result<MailSetting, 'host_required' | 'from_required'>> {
  const checked = checkSettings(input)
  if (!checked.ok) return checked
  const saved = await db.transaction(async (trx) => {
    const existing = await lockForUpdate(
      MailSetting.query({ client: trx }).where('id', 1),
      trx
    ).first()
    const settings = existing ?? new MailSetting()
    const before = existing ? snapshot(existing) : null
    settings.useTransaction(trx)
    settings.merge({
      id: 1,
      enabled: input.enabled,
      host: input.host ?? '',
      port: input.port,
      security: input.security,
      username: input.username,
      fromName: input.fromName ?? '',
      fromAddress: input.fromAddress ?? '',
      version: (existing?.version ?? 0) + 1,
      updatedByUserId: actorUserId,
    })
    if (input.password) settings.passwordEncrypted = encryption.encrypt(input.password)
    else if (input.clearPassword || !input.username) settings.passwordEncrypted = null
    await settings.save()
    await recordAudit(
      {
        actorUserId,
        action: 'mail_settings.updated',
        subjectType: 'mail_settings',
        subjectId: settings.id,
        subjectLabel: `v${settings.version}`,
        before,
        after: snapshot(settings),
      },
      trx
    )
    return settings
  })
  await refreshConfiguredSmtp()
  return ok(saved)
}
