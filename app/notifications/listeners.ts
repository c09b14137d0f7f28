/*
| Notifications of lifecycle events (docs/notifications.md). Each turns an
| event into `notify()` calls, after the commit; the event key makes a retry
| or a second emission harmless.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { onTransition, type TransitionApplied } from '#transports/transition_effects'
import { transitionNotification } from '#notifications/domain/lifecycle'
import { notify } from '#notifications/actions/notify'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { EventsList } from '@adonisjs/core/types'
import { date, dateTimeMinutes } from '#shared/format'

/** The transport's page in each area. */
const TRANSPORT_ROUTE = {
  dealer: 'dealer.transports.show',
  transporter: 'transporter.transports.show',
  admin: 'admin.transports.show',
} as const

/**
 * A transport's transition: its dealer team, its carrier team (and the
 * driver when the type concerns drivers), and staff for disputes and dry
 * runs; each side with the link of its own area.
 */
export async function notifyTransition(change: TransitionApplied, trx: TransactionClientContract) {
  const transport = change.transport
  const type = transitionNotification(change.from, change.to)
  const eventKey = `transport:${transport.id}:v${transport.stateVersion}`
  const carrierTeamId = transport.transporterTeamId ?? (await previousCarrier(change, trx))
  const carrier = carrierTeamId
    ? await trx.from('teams').where('id', carrierTeamId).select('name').first()
    : null
  const params = { reference: transport.reference, state: change.to, carrier: carrier?.name ?? '' }
  const base = { type, eventKey, params, trx }
  await notify({
    ...base,
    teamIds: [transport.teamId],
    link: { route: TRANSPORT_ROUTE.dealer, params: { id: transport.id } },
  })
  if (carrierTeamId) {
    await notify({
      ...base,
      teamIds: [carrierTeamId],
      driverUserId: transport.driverUserId,
      link: { route: TRANSPORT_ROUTE.transporter, params: { id: transport.id } },
    })
  }
  if (type === 'dispute_opened' || type === 'transport_dry_run') {
    await notify({
      ...base,
      staff: true,
      link: { route: TRANSPORT_ROUTE.admin, params: { id: transport.id } },
    })
  }
}

/** A cancelled transport may have lost its carrier in the same change: the payload names it. */
async function previousCarrier(change: TransitionApplied, _trx: TransactionClientContract) {
  const id = Number(change.payload.transporterTeamId)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

onTransition(notifyTransition)

/*
| Events other capabilities emit after their commit. Where the capability
| sends its own e-mail (with a token, an attachment or a calendar invitation
| only it has), the notification is in-app only.
*/
export async function notifyInvitation(event: EventsList['team:invitation_sent']) {
  const user = await db
    .from('users')
    .whereRaw('lower(email) = ?', [event.email.toLowerCase()])
    .select('id')
    .first()
  if (!user) return
  await notify({
    type: 'team_invitation',
    eventKey: `invitation:${event.invitationId}:${event.expiresAt}`,
    userIds: [Number(user.id)],
    params: { team: event.teamName, inviter: event.inviterName ?? '' },
    channels: ['in_app'],
  })
}

export async function notifyMemberJoined(event: EventsList['team:member_joined']) {
  await notify({
    type: 'team_member_joined',
    eventKey: `member:${event.teamId}:${event.userId}`,
    teamIds: [event.teamId],
    params: { team: event.teamName, member: event.memberName },
    link: { route: 'teams.members', params: { id: event.teamId } },
  })
}

export async function notifyInsuranceExpiring(event: EventsList['onboarding:insurance_reminder']) {
  const document = await db
    .from('team_documents')
    .where('id', event.teamDocumentId)
    .select('team_id', 'expires_on')
    .first()
  if (!document?.expires_on) return
  await notify({
    type: 'insurance_expiring',
    eventKey: `insurance:${event.teamDocumentId}:${event.threshold}`,
    teamIds: [Number(document.team_id)],
    params: { days: event.threshold, expires: date(document.expires_on) },
    link: { route: 'transporter.documents.index' },
    channels: ['in_app'],
  })
}

export async function notifyLead(event: EventsList['lead:created']) {
  const lead = await db
    .from('leads')
    .where('id', event.leadId)
    .select('company_name', 'kind')
    .first()
  if (!lead) return
  await notify({
    type: 'lead_received',
    eventKey: `lead:${event.leadId}`,
    staff: true,
    params: { company: lead.company_name, kind: lead.kind },
    link: { route: 'admin.leads.show', params: { id: event.leadId } },
  })
}

export async function notifyCallBooked(event: EventsList['call:booked']) {
  const call = await db
    .from('calls')
    .join('teams', 'teams.id', 'calls.team_id')
    .where('calls.id', event.callId)
    .select('teams.name', 'calls.starts_at')
    .first()
  if (!call) return
  await notify({
    type: 'call_booked',
    eventKey: `call:${event.callId}:booked`,
    staff: true,
    params: { team: call.name, when: dateTimeMinutes(call.starts_at) },
    link: { route: 'admin.dashboard' },
    channels: ['in_app'],
  })
}

emitter.on('team:invitation_sent', notifyInvitation)
emitter.on('team:member_joined', notifyMemberJoined)
emitter.on('onboarding:insurance_reminder', notifyInsuranceExpiring)
emitter.on('lead:created', notifyLead)
emitter.on('call:booked', notifyCallBooked)
