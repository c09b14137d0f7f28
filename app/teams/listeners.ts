/*
| Team event listeners: invitation e-mails and realtime broadcasts, run after
| the action's transaction has committed.
*/
import emitter from '@adonisjs/core/services/emitter'
import type { EventsList } from '@adonisjs/core/types'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import User from '#identity/models/user'
import { broadcastToUser } from '#realtime/broadcast'
import TeamMember from '#teams/models/team_member'
import { usersWantingNotification, wantsNotification } from '#settings/notification_preferences'
import TeamInvitationMail from '#teams/mails/team_invitation_mail'
import '#teams/events'

/** The accept link of an invitation. */
export function invitationUrl(token: string) {
  return `${appUrl.replace(/\/+$/, '')}/team-invitations/${token}`
}

/**
 * Queues the invitation e-mail, in the invitee's language when they already
 * have an account (and only if that account still wants invitation e-mails).
 */
export async function sendInvitationMail(event: EventsList['team:invitation_sent']) {
  const existing = await User.query()
    .whereRaw('lower(email) = ?', [event.email.toLowerCase()])
    .first()
  if (existing && !(await wantsNotification(existing.id, 'team_invitation', 'mail'))) return
  await mail.sendLater(
    new TeamInvitationMail(
      {
        email: event.email,
        fullName: existing?.fullName ?? null,
        locale: existing?.locale ?? event.locale,
      },
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

/**
 * Tells the other members' open pages that someone joined (a toast), on each
 * member's own channel and only for those who want `team_member_joined` in
 * the app (settings → notifications). The joiner's own tab is skipped.
 */
export async function broadcastMemberJoined(event: EventsList['team:member_joined']) {
  const members = await TeamMember.query().where('team_id', event.teamId).select('user_id')
  const memberIds = members.map((member) => member.userId)
  const others = memberIds.filter((id) => id !== event.userId)
  const recipients = await usersWantingNotification(others, 'team_member_joined', 'in_app')
  for (const userId of recipients) {
    broadcastToUser(
      userId,
      { type: 'team.member_joined', memberName: event.memberName, teamName: event.teamName },
      event.originSocketId
    )
  }
}

emitter.on('team:invitation_sent', sendInvitationMail)
emitter.on('team:member_joined', broadcastMemberJoined)
