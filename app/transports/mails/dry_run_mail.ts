import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { appUrl } from '#config/app'
import { money } from '#shared/format'

export type DryRunMailData = {
  reference: string
  transportId: number
  reason: string
  note: string | null
  feeCents: number
}

/**
 * The dealer learns of a dry run: why, the fee charged to its wallet, and the
 * link to its transport page where the photo is (never the photo's own URL).
 */
export default class DryRunMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: DryRunMailData
  ) {
    super(recipient)
  }

  async prepare() {
    const { reference } = this.data
    const base = appUrl.replace(/\/+$/, '')
    this.message.subject(this.t('dry_runs.mail.subject', { reference }))
    await this.render('emails/dry_runs/recorded', {
      reference,
      reason: this.t(`dry_runs.reasons.${this.data.reason}`),
      note: this.data.note,
      fee:
        this.data.feeCents > 0
          ? this.t('dry_runs.mail.fee', { amount: money(this.data.feeCents) })
          : null,
      url: `${base}/dealer/transports/${this.data.transportId}`,
    })
  }
}
