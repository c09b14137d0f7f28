import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'

export type StandingChange = 'verified' | 'suspended' | 'reinstated'

/**
 * To a company's owners and admins, in each one's language: staff verified,
 * suspended (with the reason) or reinstated (with the note, if any) it.
 * On the shared notice template (a title, paragraphs, a button).
 */
export class TeamStandingMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly change: StandingChange,
    readonly url: string,
    readonly values: { team: string; reason: string }
  ) {
    super(recipient)
  }

  async prepare() {
    const base = `users_admin.mail.${this.change}`
    this.message.subject(this.t(`${base}.subject`, this.values))
    const paragraphs = [this.t(`${base}.body`, this.values)]
    if (this.values.reason) {
      paragraphs.push(this.t('users_admin.mail.reason', { reason: this.values.reason }))
    }
    await this.render('emails/onboarding/notice', {
      title: this.t(`${base}.title`, this.values),
      paragraphs,
      url: this.url,
      action: this.t('users_admin.mail.action'),
    })
  }
}
