/**
 * The SMTP settings on the mailer tab: every field but the password, of which
 * only whether one is stored (`passwordSet`).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type MailSetting from '#mailer/models/mail_setting'
import type { Security } from '#mailer/domain/mailer'

export default class MailSettingsTransformer extends BaseTransformer<MailSetting | null> {
  toObject() {
    const settings = this.resource
    return {
      enabled: settings?.enabled ?? false,
      host: settings?.host ?? '',
      port: settings?.port ?? 587,
      security: (settings?.security ?? 'starttls') as Security,
      username: settings?.username ?? '',
      passwordSet: !!settings?.passwordEncrypted,
      fromName: settings?.fromName ?? '',
      fromAddress: settings?.fromAddress ?? '',
      version: settings?.version ?? 0,
      updatedAt: settings?.updatedAt?.toISO() ?? null,
    }
  }
}
