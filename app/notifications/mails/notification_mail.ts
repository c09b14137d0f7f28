import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { templateKey } from '#notifications/domain/templates'
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
 * `notifications.templates.<type>` in the recipient's language, with the
 * variables of the event, and an unsubscribe link for that type.
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
    const subject = this.t(templateKey(type, 'subject'), params)
    this.message.subject(subject)
    await this.render('emails/notifications/notification', {
      title: subject,
      lines: this.t(templateKey(type, 'body'), params).split('\n'),
      action: this.t(templateKey(type, 'action'), params),
      url: this.item.url,
      unsubscribeUrl: this.item.unsubscribeUrl,
      typeLabel: this.t(`settings.notifications.types.${type}.label`),
    })
  }
}
