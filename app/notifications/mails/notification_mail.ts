import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { notificationRenderer } from '#notifications/queries/templates'
import type { NotificationParams } from '#notifications/domain/links'

export type NotificationMailItem = {
  type: string
  params: NotificationParams
  /** absolute URL of the thing concerned */
  url: string | null
  /** signed link that turns this type's e-mails off (users only, not a team's extra recipients) */
  unsubscribeUrl: string | null
}

/**
 * The one e-mail of every notification type: subject, body and button from
 * the type's template in the recipient's language (the latest version edited
 * on Admin → Settings → Notifications, else `notifications.templates.<type>`),
 * with the variables of the event, and an unsubscribe link for that type.
 */
export default class NotificationMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly item: NotificationMailItem
  ) {
    super(recipient)
  }

  async prepare() {
    const { type, params } = this.item
    const texts = (await notificationRenderer(this.i18n))(type, params)
    this.message.subject(texts.subject)
    await this.render('emails/notifications/notification', {
      title: texts.subject,
      lines: texts.body.split('\n'),
      action: texts.action,
      url: this.item.url,
      unsubscribeUrl: this.item.unsubscribeUrl,
      typeLabel: this.t(`settings.notifications.types.${type}.label`),
    })
  }
}
