import { appName } from '#config/app'
import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { notificationRenderer, type NotificationTexts } from '#notifications/queries/templates'
import type { NotificationMailItem } from '#notifications/mails/notification_mail'

const pick = ({ subject, body }: NotificationTexts) => ({ subject, body })

/** One e-mail with every notification of a period (hourly or daily digest). */
export default class NotificationDigestMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly period: 'hourly' | 'daily',
    readonly items: NotificationMailItem[],
    readonly settingsUrl: string
  ) {
    super(recipient)
  }

  async prepare() {
    this.message.subject(
      this.t('notifications.mail.digest_subject', { count: this.items.length, app: appName })
    )
    const render = await notificationRenderer(this.i18n)
    await this.render('emails/notifications/digest', {
      title: this.t('notifications.mail.digest_title'),
      intro: this.t('notifications.mail.digest_intro', { period: this.period }),
      items: this.items.map((item) => ({
        ...pick(render(item.type, item.params)),
        url: item.url,
        unsubscribeUrl: item.unsubscribeUrl,
        typeLabel: this.t(`settings.notifications.types.${item.type}.label`),
      })),
      settingsUrl: this.settingsUrl,
    })
  }
}
