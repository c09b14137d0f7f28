import { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import { transitionTransport } from '#transports/actions/transition_transport'
import { databaseNow } from '#core/database/dialect'

/** DOMAIN §2: delivered → completed by the system 48 h after the delivery, unless disputed. */
export const AUTO_COMPLETE_AFTER_HOURS = 48

/**
 * Moves every `delivered` transport whose `delivered_at` is older than 48 hours
 * to `completed`, one transition (and one transaction, with its event row and
 * broadcast) per transport, acting as the system. A transport that changed in
 * the meantime (e.g. a dispute was opened: 'state_changed' or
 * 'invalid_transition') is skipped. Idempotent. Returns how many were completed.
 */
export async function completeDeliveredTransports(now: DateTime = DateTime.now()): Promise<number> {
  const cutoff = now.minus({ hours: AUTO_COMPLETE_AFTER_HOURS })
  const due = await Transport.query()
    .where('state', 'delivered')
    .whereNotNull('delivered_at')
    .where('delivered_at', '<', databaseNow(undefined, cutoff))
    .orderBy('id')
    .select('id', 'state_version')

  let completed = 0
  for (const transport of due) {
    const result = await transitionTransport({
      transportId: transport.id,
      to: 'completed',
      actor: { kind: 'system', userId: null },
      /* A dispute opened since the query: not ours to complete any more. */
      expectedState: 'delivered',
      payload: { reason: 'auto_complete_48h' },
    })
    if (result.ok) completed += 1
  }
  return completed
}
