/*
| Notifications of lifecycle events (docs/notifications.md). Each turns an
| event into `notify()` calls, after the commit; the event key makes a retry
| or a second emission harmless.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { onTransition, type TransitionApplied } from '#transports/transition_effects'
import { transitionNotification } from '#notifications/domain/lifecycle'
import { notify } from '#notifications/actions/notify'

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

