import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { appUrl } from '#config/app'
import { date, money } from '#shared/format'

/**
 * renewed: the next month was charged; ended_unpaid: the wallet did not cover
 * it; ended_billing: the team's company data can no longer be invoiced;
 * ended: the dealer stopped it.
 */
export type ProPlanEvent = 'renewed' | 'ended_unpaid' | 'ended_billing' | 'ended'

export type ProPlanMailData = {
  event: ProPlanEvent
  team: string
  /** the new end of the paid month (renewed) or the day the plan ended */
  until: string | null
  amountCents: number
}

/** The dealer's owners and admins learn what the monthly renewal of the pro plan did. */
export default class ProPlanMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: ProPlanMailData
  ) {
    super(recipient)
  }

  async prepare() {
    const { event, team } = this.data
    const values = {
      team,
      amount: money(this.data.amountCents),
      date: this.data.until ? date(this.data.until) : '',
    }
    this.message.subject(this.t(`ordering.mail.pro_${event}.subject`, values))
    await this.render('emails/ordering/pro_plan', {
      title: this.t(`ordering.mail.pro_${event}.subject`, values),
      body: this.t(`ordering.mail.pro_${event}.body`, values),
      url: `${appUrl.replace(/\/+$/, '')}/dealer/suppliers/pro`,
    })
  }
}
