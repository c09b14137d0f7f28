import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import type { Locale } from '#core/i18n'
import { notificationType, type NotificationType } from '#settings/domain/notification_types'
import { sampleParams } from '#notifications/domain/templates'
import NotificationMail from '#notifications/mails/notification_mail'

export type TestRecipient = { email: string; fullName: string | null }

/**
 * Sends the e-mail of a notification type (its current template, example
 * values) in a language to the staff member asking, now, through the normal
 * mail path. Answers whether the mailer accepted it.
 */
export async function sendTestNotification(
  type: NotificationType,
  locale: Locale,
  to: TestRecipient
): Promise<boolean> {
  const message = new NotificationMail(
    { email: to.email, fullName: to.fullName, locale },
    {
      type,
      params: sampleParams(notificationType(type).variables),
      url: appUrl,
      unsubscribeUrl: null,
    }
  )
  try {
    await mail.send(message)
    return true
  } catch (error) {
    logger.warn({ err: error, type }, 'test notification e-mail failed')
    return false
  }
}
