import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'

export type UnreadMessageValues = {
  /** the other party: "Staff" for a team member, the team's name for staff */
  from: string
  /** the transport's reference, or '' for a general conversation */
  transport: string
  /** the first lines of the newest unread message */
  excerpt: string
}

/**
 * "You have an unread message" (issue 13): sent by the unread-mail job once
 * per conversation and unread streak, in the recipient's language, to those
 * who want `chat_message` by e-mail (Settings → Notifications).
 */
export default class UnreadMessageMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly url: string,
    readonly values: UnreadMessageValues
  ) {
    super(recipient)
  }

  async prepare() {
    const about = this.values.transport
      ? this.t('chat.mail.about_transport', { reference: this.values.transport })
      : ''
    this.message.subject(this.t('chat.mail.subject', { from: this.values.from }))
    await this.render('emails/onboarding/notice', {
      title: this.t('chat.mail.title', { from: this.values.from }),
      paragraphs: [
        this.t('chat.mail.body', { from: this.values.from }),
        about,
        `«${this.values.excerpt}»`,
      ].filter(Boolean),
      url: this.url,
      action: this.t('chat.mail.action'),
    })
  }
}
