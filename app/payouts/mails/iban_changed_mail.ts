import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { appUrl } from '#config/app'
import { dateTimeMinutes } from '#shared/format'

export type IbanChangedMailData = {
  team: string
  changedBy: string
  changedAt: string
  oldIban: string | null
  newIban: string
}

/** The owners of a carrier team learn that its payout IBAN was entered or changed, by whom. */
export default class IbanChangedMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: IbanChangedMailData
  ) {
    super(recipient)
  }

  async prepare() {
    const base = appUrl.replace(/\/+$/, '')
    this.message.subject(this.t('payouts.mail.iban_changed.subject', { team: this.data.team }))
    await this.render('emails/payouts/iban_changed', {
      ...this.data,
      when: dateTimeMinutes(this.data.changedAt),
      url: `${base}/settings/billing`,
    })
  }
}
