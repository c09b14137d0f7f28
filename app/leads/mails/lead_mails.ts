import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'

/**
 * The e-mails of leads, on the shared notice template (a title, paragraphs,
 * a button): the sales address learns of a new lead; a converted lead is
 * invited to register (dealer) or to apply (carrier), in its own language.
 */
abstract class LeadMail extends TranslatedMail {
  protected abstract readonly key: string

  constructor(
    recipient: MailRecipient,
    readonly url: string,
    readonly values: Record<string, string>
  ) {
    super(recipient)
  }

  protected paragraphs() {
    return [this.t(`leads.mail.${this.key}.body`, this.values)]
  }

  async prepare() {
    const base = `leads.mail.${this.key}`
    this.message.subject(this.t(`${base}.subject`, this.values))
    await this.render('emails/onboarding/notice', {
      title: this.t(`${base}.title`, this.values),
      paragraphs: this.paragraphs(),
      url: this.url,
      action: this.t(`${base}.action`),
    })
  }
}

/** To the sales address: a company sent the form. */
export class NewLeadMail extends LeadMail {
  protected readonly key = 'new'
  protected paragraphs() {
    return [
      this.t('leads.mail.new.body', {
        ...this.values,
        kind: this.t(`leads.kinds.${this.values.kind}`),
      }),
      this.values.message ? `«${this.values.message}»` : '',
    ].filter(Boolean)
  }
}

/** To a dealer lead: register on the platform. */
export class DealerInvitationMail extends LeadMail {
  protected readonly key = 'invite_dealer'
}

/** To a carrier lead: apply through the onboarding (vetting). */
export class CarrierInvitationMail extends LeadMail {
  protected readonly key = 'invite_transporter'
}
