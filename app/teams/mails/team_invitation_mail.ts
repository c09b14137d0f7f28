import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { longDate } from '#shared/format'

export type TeamInvitationMailData = {
  teamName: string
  inviterName: string | null
  role: string
  url: string
  expiresAt: string
}

/** The invitation to join a team, with the accept link (valid 7 days). */
export default class TeamInvitationMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: TeamInvitationMailData
  ) {
    super(recipient)
  }

  async prepare() {
    this.message.subject(this.t('teams.mail.invitation.subject', { team: this.data.teamName }))
    await this.render('emails/teams/invitation', {
      ...this.data,
      roleLabel: this.t(`teams.role.${this.data.role}`),
      expiresOn: longDate(this.data.expiresAt, this.locale),
    })
  }
}
