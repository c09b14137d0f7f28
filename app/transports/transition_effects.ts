/*
| Effects of a transport's transition that belong to other capabilities,
| written in the transition's own transaction (so the state, the event and
| the effect commit or roll back together).
|
| The transports module does not know the marketplace: the marketplace
| registers its effect here from its listeners.ts (imported by
| start/events.ts), e.g. "a transport that leaves `published` closes its open
| bids". An effect that must tell someone (e-mail, realtime) does it with
| `trx.after('commit', ...)`, never before the commit.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Transport from '#transports/models/transport'
import type { TransitionActor } from '#transports/actions/transition_transport'

export type TransitionApplied = {
  /** The transport after the change. */
  transport: Transport
  from: string
  to: string
  actor: TransitionActor
  payload: Record<string, unknown>
}

export type TransitionEffect = (
  change: TransitionApplied,
  trx: TransactionClientContract
) => Promise<void>

const effects: TransitionEffect[] = []

/** Registers an effect (once, at boot). */
export function onTransition(effect: TransitionEffect) {
  if (!effects.includes(effect)) effects.push(effect)
}

/** Runs every registered effect, in registration order, inside `trx`. */
export async function runTransitionEffects(
  change: TransitionApplied,
  trx: TransactionClientContract
) {
  for (const effect of effects) await effect(change, trx)
}
