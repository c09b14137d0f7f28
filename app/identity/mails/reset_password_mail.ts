import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'

/** The password reset link (random single-use token, signed, 60 minutes). */
export default class ResetPasswordMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly url: string,
    readonly expiresInMinutes = 60
  ) {
    super(recipient)
  }

  async prepare() {
    this.message.subject(this.t('mail.reset_password.subject'))
    await this.render('emails/identity/reset_password', {
      url: this.url,
      expiresInMinutes: this.expiresInMinutes,
    })
  }
}
