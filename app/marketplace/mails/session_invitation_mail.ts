import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { appUrl } from '#config/app'
import { dateTimeMinutes } from '#shared/format'

export type SessionInvitationMailData = {
  sessionName: string
  startsAt: string
  endsAt: string
  transports: number
}

/** A carrier team is invited to a private session: when, how many transports, where to answer. */
export default class SessionInvitationMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: SessionInvitationMailData
  ) {
    super(recipient)
  }

  async prepare() {
    const { sessionName } = this.data
    this.message.subject(
      this.t('marketplace.mail.session_invitation.subject', { name: sessionName })
    )
    await this.render('emails/marketplace/session_invitation', {
      sessionName,
      startsAt: dateTimeMinutes(this.data.startsAt),
      endsAt: dateTimeMinutes(this.data.endsAt),
      transports: this.data.transports,
      url: `${appUrl.replace(/\/+$/, '')}/transporter/invites`,
    })
  }
}
