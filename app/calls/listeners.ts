/*
| Call listeners: the e-mails of a booking and of a cancellation, queued
| (mail.sendLater → job queue) after the action's transaction committed.
|
| Both sides get one: the user who booked (always: it confirms their own
| booking and carries the invitation) and platform staff, i.e.
|   - every member of a staff team who wants `call_booked` by e-mail
|     (Settings → Notifications; on by default), and
|   - the staff teams' extra e-mail recipients (Team → Notifications) that
|     subscribed to `call_booked` or to every type,
| each once, in their own language (extra recipients: Italian).
*/
import emitter from '@adonisjs/core/services/emitter'
import type { EventsList } from '@adonisjs/core/types'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appName, appUrl } from '#config/app'
import User from '#identity/models/user'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { usersWantingNotification } from '#settings/notification_preferences'
import type { MailRecipient } from '#core/mail/translated_mail'
import { romeDay } from '#shared/format'
import type Call from '#calls/models/call'
import { callForMail } from '#calls/queries/calls'
import { hasAcceptedInvitation } from '#marketplace/queries/session_membership'
import {
  CallBookedMail,
  CallCancelledMail,
  type CallAudience,
  type CallMailData,
} from '#calls/mails/call_mails'
import '#calls/events'

const prefixUrl = appUrl.replace(/\/+$/, '')

/** Staff who receive calls' e-mails (see above), each address once. */
export async function staffRecipients(): Promise<MailRecipient[]> {
  const members = await User.query()
    .join('team_members', 'team_members.user_id', 'users.id')
    .join('teams', 'teams.id', 'team_members.team_id')
    .where('teams.kind', 'staff')
    .select('users.id', 'users.email', 'users.full_name', 'users.locale')
    .orderBy('users.id', 'asc')
  const wanted = new Set(
    await usersWantingNotification(
      members.map((member) => member.id),
      'call_booked',
      'mail'
    )
  )
  const extra = await TeamNotificationRecipient.query()
    .join('teams', 'teams.id', 'team_notification_recipients.team_id')
    .where('teams.kind', 'staff')
    .select(
      'team_notification_recipients.email',
      'team_notification_recipients.name',
      'team_notification_recipients.types'
    )
    .orderBy('team_notification_recipients.id', 'asc')
  const recipients: MailRecipient[] = [
    ...members
      .filter((member) => wanted.has(member.id))
      .map((member) => ({ email: member.email, fullName: member.fullName, locale: member.locale })),
    ...extra
      .filter((recipient) => !recipient.types || recipient.types.includes('call_booked'))
      .map((recipient) => ({ email: recipient.email, fullName: recipient.name, locale: 'it' })),
  ]
  const seen = new Set<string>()
  return recipients.filter((recipient) => {
    const key = recipient.email.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The platform's sender (config/mail.ts), the organizer of the calendar event. */
function platformSender() {
  const from = mail.config.from
  if (typeof from === 'string') return { name: appName, email: from }
  return { name: from?.name ?? appName, email: from?.address ?? 'noreply@trasporti.local' }
}

/**
 * What the e-mail shows to one side, with the links of that side's pages
 * (the carrier's session page once it accepted the invitation, its
 * invitations before).
 */
function mailData(call: Call, audience: CallAudience, sessionAccepted = false): CallMailData {
  const booker = call.bookedById ? call.bookedBy : null
  const transport = call.transportId ? call.transport : null
  const session = call.privateSessionId ? call.privateSession : null
  const startsAt = call.startsAt.toUTC().toISO()!
  const url =
    audience === 'staff'
      ? urlFor('admin.transports.calendar', undefined, {
          prefixUrl,
          qs: { view: 'week', date: romeDay(startsAt) },
        })
      : urlFor('transporter.calls.index', undefined, { prefixUrl })
  return {
    audience,
    uid: call.icsUid,
    sequence: call.icsSequence,
    startsAt,
    endsAt: call.endsAt.toUTC().toISO()!,
    teamName: call.team.name,
    bookedBy: booker ? { name: booker.fullName, email: booker.email } : null,
    phone: call.phone,
    note: call.note,
    transport: transport
      ? {
          reference: transport.reference,
          route: `${transport.pickupCity} (${transport.pickupProvince}) → ${transport.deliveryCity} (${transport.deliveryProvince})`,
          url:
            audience === 'staff'
              ? urlFor('admin.transports.show', { id: transport.id }, { prefixUrl })
              : urlFor('transporter.marketplace.show', { id: transport.id }, { prefixUrl }),
        }
      : null,
    session: session
      ? {
          name: session.name,
          url:
            audience === 'staff'
              ? urlFor('admin.sessions.show', { id: session.id }, { prefixUrl })
              : sessionAccepted
                ? urlFor('transporter.sessions.show', { id: session.id }, { prefixUrl })
                : urlFor('transporter.invites.index', undefined, { prefixUrl }),
        }
      : null,
    url,
    organizer: platformSender(),
    cancelledBy: call.cancelledByKind,
  }
}

type CallMailClass = new (
  recipient: MailRecipient,
  data: CallMailData
) => CallBookedMail | CallCancelledMail

async function sendCallMails(callId: number, Mail: CallMailClass) {
  const call = await callForMail(callId)
  if (!call) return
  const booker = call.bookedById ? call.bookedBy : null
  if (booker) {
    const recipient = { email: booker.email, fullName: booker.fullName, locale: booker.locale }
    const accepted = call.privateSessionId
      ? await hasAcceptedInvitation(call.privateSessionId, call.teamId)
      : false
    await mail.sendLater(new Mail(recipient, mailData(call, 'transporter', accepted)))
  }
  const staff = mailData(call, 'staff')
  for (const recipient of await staffRecipients()) {
    if (booker && recipient.email.toLowerCase() === booker.email.toLowerCase()) continue
    await mail.sendLater(new Mail(recipient, staff))
  }
}

export function sendCallBookedMails(event: EventsList['call:booked']) {
  return sendCallMails(event.callId, CallBookedMail)
}

export function sendCallCancelledMails(event: EventsList['call:cancelled']) {
  return sendCallMails(event.callId, CallCancelledMail)
}

emitter.on('call:booked', sendCallBookedMails)
emitter.on('call:cancelled', sendCallCancelledMails)
