import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { appUrl } from '#config/app'
import { money } from '#shared/format'

export type DisputeMailData = {
  event: 'opened' | 'resolved'
  area: 'dealer' | 'transporter'
  reference: string
  transportId: number
  decision: string | null
  refundCents: number | null
}

/** Both sides of a transport learn that a dispute was opened, and staff's decision. */
export default class DisputeMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: DisputeMailData
  ) {
    super(recipient)
  }

  async prepare() {
    const { event, reference, area } = this.data
    const base = appUrl.replace(/\/+$/, '')
    const refund = this.data.refundCents ? money(this.data.refundCents) : null
    this.message.subject(this.t(`transports.mail.dispute_${event}.subject`, { reference }))
    await this.render('emails/transports/dispute', {
      event,
      reference,
      decision: this.data.decision,
      outcome:
        event === 'resolved'
          ? this.t(
              refund
                ? 'transports.mail.dispute_resolved.refund'
                : 'transports.mail.dispute_resolved.as_is',
              { amount: refund ?? '' }
            )
          : null,
      url: `${base}/${area}/transports/${this.data.transportId}`,
    })
  }
}
