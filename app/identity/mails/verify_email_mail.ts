import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'

/** The link that confirms the address (signed, expires after 24 hours). */
export default class VerifyEmailMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly url: string,
    readonly expiresInHours = 24
  ) {
    super(recipient)
  }

  async prepare() {
    this.message.subject(this.t('mail.verify_email.subject'))
    await this.render('emails/identity/verify_email', {
      url: this.url,
      expiresInHours: this.expiresInHours,
    })
  }
}
