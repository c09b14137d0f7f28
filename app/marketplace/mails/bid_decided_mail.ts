import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { appUrl } from '#config/app'
import { money } from '#shared/format'

/** accepted: the transport is the team's; lost: another carrier got it; closed: it left the marketplace. */
export type BidOutcome = 'accepted' | 'withdrawn' | 'lost' | 'closed'

export type BidDecidedMailData = {
  outcome: Exclude<BidOutcome, 'withdrawn'>
  reference: string
  transportId: number
  amountCents: number
}

/** The bidder learns how its bid ended; the winner gets the link to its new transport. */
export default class BidDecidedMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: BidDecidedMailData
  ) {
    super(recipient)
  }

  async prepare() {
    const { outcome, reference } = this.data
    const base = appUrl.replace(/\/+$/, '')
    this.message.subject(this.t(`marketplace.mail.${outcome}.subject`, { reference }))
    await this.render('emails/marketplace/bid_decided', {
      outcome,
      reference,
      amount: money(this.data.amountCents),
      url:
        outcome === 'accepted'
          ? `${base}/transporter/transports/${this.data.transportId}`
          : `${base}/transporter/marketplace`,
    })
  }
}
