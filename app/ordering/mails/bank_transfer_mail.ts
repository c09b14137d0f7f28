import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { appUrl } from '#config/app'
import { date, money } from '#shared/format'

export type BankTransferMailData = {
  /** reminder: still unpaid after 3 working days; cancelled: unpaid after 10 */
  event: 'reminder' | 'cancelled'
  team: string
  orderId: number
  reference: string
  paymentReference: string
  remainingCents: number
  receivedCents: number
  /** the last day to pay (yyyy-MM-dd) */
  payBy: string
  iban: string
  beneficiary: string
}

/** The dealer's owners and admins: an order waiting for its bank transfer is reminded or cancelled. */
export default class BankTransferMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: BankTransferMailData
  ) {
    super(recipient)
  }

  async prepare() {
    const { event } = this.data
    const values = {
      team: this.data.team,
      reference: this.data.reference,
      paymentReference: this.data.paymentReference,
      amount: money(this.data.remainingCents),
      received: money(this.data.receivedCents),
      date: date(this.data.payBy),
      iban: this.data.iban,
      beneficiary: this.data.beneficiary,
    }
    const title = this.t(`ordering.mail.transfer_${event}.subject`, values)
    this.message.subject(title)
    await this.render('emails/ordering/bank_transfer', {
      title,
      body: this.t(`ordering.mail.transfer_${event}.body`, values),
      details:
        event === 'reminder'
          ? [
              [this.t('ordering.bank_transfer.beneficiary'), values.beneficiary],
              [this.t('ordering.bank_transfer.iban'), values.iban],
              [this.t('ordering.bank_transfer.amount'), values.amount],
              [this.t('ordering.bank_transfer.reference'), values.paymentReference],
            ]
          : [],
      url: `${appUrl.replace(/\/+$/, '')}/dealer/orders/${this.data.orderId}`,
    })
  }
}
