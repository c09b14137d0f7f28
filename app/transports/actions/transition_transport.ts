import { deliveryEstimate } from '#transports/domain/schedule'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Transport from '#transports/models/transport'
import TransportEvent, { type TransportActorKind } from '#transports/models/transport_event'
import Team from '#teams/models/team'
import { ok, err, type Result } from '#core/result'
import {
  checkTransition,
  isDryRunStep,
  timestampFor,
  type TransitionActorKind,
  type TransitionError,
  type TransportStateName,
  needsProof,
} from '#transports/domain/state_machine'
import { closingDaysForTeams } from '#transports/queries/closing_days'
import { broadcastTransportStateChanged, type TransportChanged } from '#transports/listeners'
import { currentSocketId } from '#realtime/broadcast'
import { databaseNow } from '#core/database/dialect'
import { runTransitionEffects } from '#transports/transition_effects'
import { checkEventDating, type EventDatingError } from '#transports/domain/event_dating'
import { toIsoDate } from '#transports/domain/dates'
import { DateTime } from 'luxon'
import type { ClosingDayRange } from '#shared/working_days'

export type TransitionActor = {
  kind: TransitionActorKind
  /** null for the system and for referents acting through a public link */
  userId: number | null
  /** the acting team (dealer or transporter) */
  teamId?: number | null
}

export type TransitionInput = {
  transportId: number
  to: string
  actor: TransitionActor
  /** the state the caller saw (optional): a different current state → 'state_changed' */
  expectedState?: string
  /** the state_version the caller saw (optional) */
  expectedVersion?: number
  /** assigned team for published → assigned */
  transporterTeamId?: number | null
  /** pickup date for assigned → pickup_scheduled */
  pickupOn?: string | null
  /** the closing days the pickup date is checked against (default: the two teams' and the platform's) */
  closingDays?: ClosingDayRange[]
  payload?: Record<string, unknown>
  /**
   * A further condition checked under the row lock, after the state machine
   * (the marketplace's: may this carrier take it?): a refusal code stops the
   * transition and writes nothing.
   */
  guard?: (transport: Transport, trx: TransactionClientContract) => Promise<string | null>
  /**
   * Columns written with the state change, on `published → assigned` only
   * (an accepted bid's payout). Snake_case column names.
   */
  alsoSet?: { payout_cents?: number }
  /**
   * Set only by the dry-run action (app/transports/actions/dry_runs.ts): the
   * one way to take pickup_scheduled → assigned. The scheduled day and the
   * delivery estimate are cleared, the event is a `dry_run`.
   */
  dryRun?: boolean
  /**
   * The proof recorded for a pickup or a delivery (app/proofs passes it):
   * without it the carrier and the referents cannot make those transitions.
   */
  proofId?: number
}

/** A transition refused by the caller's own guard, with the guard's reason. */
export type GuardRefusal = `guard:${string}`

function eventActorKind(kind: TransitionActorKind): TransportActorKind {
  return kind === 'pickup_referent' || kind === 'delivery_referent' ? 'referent' : kind
}

/**
 * Applies one transition inside `trx`: row lock, state-machine check,
 * conditional update on (id, state, state_version), event row. Returns the
 * change to broadcast once the transaction has committed.
 */
export async function applyTransition(
  input: TransitionInput,
  trx: TransactionClientContract
): Promise<
  Result<
    TransportChanged & { transport: Transport },
    TransitionError | EventDatingError | GuardRefusal
  >
> {
  const transport = await Transport.query({ client: trx })
    .where('id', input.transportId)
    .forUpdate()
    .first()
  if (!transport) return err('not_found')
  if (input.expectedState !== undefined && input.expectedState !== transport.state)
    return err('state_changed')
  if (input.expectedVersion !== undefined && input.expectedVersion !== transport.stateVersion)
    return err('state_changed')

  const { actor } = input
  let transporterTeamId = transport.transporterTeamId
  const taking = input.to === 'assigned' && transport.state === 'published'
  const dryRun = isDryRunStep(transport.state, input.to)
  if (taking) {
    transporterTeamId =
      input.transporterTeamId ?? (actor.kind === 'transporter' ? (actor.teamId ?? null) : null)
    if (transporterTeamId) {
      const team = await Team.query({ client: trx }).where('id', transporterTeamId).first()
      if (!team || team.kind !== 'transporter' || !team.verifiedAt)
        return err('transporter_not_verified')
    }
  }
  const pickupOn = input.to === 'pickup_scheduled' ? (input.pickupOn ?? null) : null
  const closingDays =
    input.to === 'pickup_scheduled'
      ? (input.closingDays ??
        (await closingDaysForTeams(
          [transport.teamId, ...(transport.transporterTeamId ? [transport.transporterTeamId] : [])],
          trx
        )))
      : []

  const check = checkTransition({
    from: transport.state,
    to: input.to,
    actor: actor.kind,
    actsForAssignedTeam: !!actor.teamId && actor.teamId === transport.transporterTeamId,
    actsForOwnerTeam: !!actor.teamId && actor.teamId === transport.teamId,
    transporterTeamId,
    pickupOn,
    closingDays,
    dryRun: input.dryRun === true,
  })
  if (!check.ok) return check
  /* A pickup or a delivery happens now: not before the scheduled pickup day, for anyone. */
  const dated = checkEventDating({
    to: check.value.to,
    at: DateTime.now(),
    now: DateTime.now(),
    pickupOn: toIsoDate(transport.pickupOn),
    pickedUpAt: transport.pickedUpAt,
  })
  if (!dated.ok) return dated
  if (needsProof(check.value.to, actor.kind) && !input.proofId) return err('proof_required')
  const refusal = input.guard ? await input.guard(transport, trx) : null
  if (refusal) return err(`guard:${refusal}` as GuardRefusal)

  const to = check.value.to as TransportStateName
  const now = databaseNow(trx)
  const changes: Record<string, unknown> = {
    state: to,
    state_version: transport.stateVersion + 1,
    /* when it entered this state (Admin → Monitoring's stuck transports) */
    state_changed_at: now,
    updated_at: now,
  }
  if (taking) {
    changes.transporter_team_id = transporterTeamId
    Object.assign(changes, input.alsoSet ?? {})
  }
  if (dryRun) {
    /* the pickup is to be scheduled again: no day, no time range, no estimate */
    changes.pickup_on = null
    changes.pickup_slot_from = null
    changes.pickup_slot_to = null
    changes.delivery_estimate_on = null
  }
  if (to === 'pickup_scheduled' && pickupOn) {
    changes.pickup_on = pickupOn
    changes.delivery_estimate_on = deliveryEstimate({
      pickupOn,
      distanceKm: transport.distanceKm,
      deliveryWindowStart: transport.deliveryDateFrom?.toISODate() ?? null,
      closingDays,
    })
  }
  const stamp = timestampFor(to, transport.state)
  if (stamp) changes[stamp.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = now

  /* Optimistic guard on top of the row lock: SQLite has no FOR UPDATE. */
  const updated = await trx
    .from('transports')
    .where('id', transport.id)
    .where('state', transport.state)
    .where('state_version', transport.stateVersion)
    .update(changes)
  const count = Array.isArray(updated) ? updated.length : Number(updated)
  if (count !== 1) return err('state_changed')

  await TransportEvent.create(
    {
      transportId: transport.id,
      type: dryRun ? 'dry_run' : taking ? 'assigned' : 'transition',
      fromState: transport.state,
      toState: to,
      actorKind: eventActorKind(actor.kind),
      actorUserId: actor.userId,
      payload: {
        ...(input.payload ?? {}),
        ...(taking ? { transporterTeamId } : {}),
        ...(pickupOn ? { pickupOn } : {}),
        ...(input.proofId ? { proofId: input.proofId } : {}),
      },
    },
    { client: trx }
  )

  const fresh = await Transport.query({ client: trx }).where('id', transport.id).firstOrFail()
  await runTransitionEffects(
    { transport: fresh, from: transport.state, to, actor, payload: input.payload ?? {} },
    trx
  )
  return ok({
    transport: fresh,
    transportId: fresh.id,
    state: fresh.state,
    teamId: fresh.teamId,
    transporterTeamId: fresh.transporterTeamId,
    trackingToken: fresh.trackingToken,
  })
}

/**
 * One transition, in its own transaction; broadcasts `transport.state_changed`
 * after the commit. Two staff clicking at once: exactly one applies, the
 * other gets 'state_changed' (or 'invalid_transition' if it waited on the lock).
 */
export async function transitionTransport(
  input: TransitionInput
): Promise<Result<Transport, TransitionError | EventDatingError | GuardRefusal>> {
  const socketId = currentSocketId()
  let result: Awaited<ReturnType<typeof applyTransition>>
  try {
    /* A refused transition writes nothing, so committing it is harmless. */
    result = await db.transaction((trx) => applyTransition(input, trx))
  } catch (error) {
    /* PostgreSQL serialization / lock errors under contention mean someone else won. */
    if (isConcurrencyError(error)) return err('state_changed')
    throw error
  }
  if (!result.ok) return result
  await broadcastTransportStateChanged(result.value, socketId)
  return ok(result.value.transport)
}

/** Assigns a verified transporter team by hand (admin) or by buy-now (transporter). */
export function assignTransport(input: {
  transportId: number
  transporterTeamId: number
  actor: TransitionActor
  expectedVersion?: number
}) {
  return transitionTransport({
    transportId: input.transportId,
    to: 'assigned',
    actor: input.actor,
    transporterTeamId: input.transporterTeamId,
    /* whoever comes second finds it no longer published: 'state_changed' */
    expectedState: 'published',
    expectedVersion: input.expectedVersion,
  })
}

/** Broadcasts what `applyTransition` changed inside a caller's transaction, once it has committed. */
export async function broadcastTransitions(changes: TransportChanged[], socketId: string | null) {
  for (const change of changes) await broadcastTransportStateChanged(change, socketId)
}

function isConcurrencyError(error: unknown) {
  const code = (error as { code?: string })?.code
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY'
}
