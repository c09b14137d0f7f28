/*
| Team event listeners: invitation e-mails and realtime broadcasts, run after
| the action's transaction has committed.
*/
import emitter from '@adonisjs/core/services/emitter'
import type { EventsList } from '@adonisjs/core/types'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import User from '#identity/models/user'
import { broadcastToTeam } from '#realtime/broadcast'
import TeamInvitationMail from '#teams/mails/team_invitation_mail'
import '#teams/events'

/** The accept link of an invitation. */
export function invitationUrl(token: string) {
  return `${appUrl.replace(/\/+$/, '')}/team-invitations/${token}`
}

/** Queues the invitation e-mail, in the invitee's language when they already have an account. */
export async function sendInvitationMail(event: EventsList['team:invitation_sent']) {
  const existing = await User.query().whereRaw('lower(email) = ?', [event.email.toLowerCase()]).first()
  await mail.sendLater(
    new TeamInvitationMail(
      { email: event.email, fullName: existing?.fullName ?? null, locale: existing?.locale ?? event.locale },
      {
        teamName: event.teamName,
        inviterName: event.inviterName,
        role: event.role,
        url: invitationUrl(event.token),
        expiresAt: event.expiresAt,
      }
    )
  )
}

/** Tells the team's open pages that someone joined (a toast; the joiner's own tab is skipped). */
export function broadcastMemberJoined(event: EventsList['team:member_joined']) {
  broadcastToTeam(
    event.teamId,
    { type: 'team.member_joined', memberName: event.memberName, teamName: event.teamName },
    event.originSocketId
  )
}

emitter.on('team:invitation_sent', sendInvitationMail)
emitter.on('team:member_joined', broadcastMemberJoined)
