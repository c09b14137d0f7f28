/**
 * The transport state machine (DOMAIN.md §2 "Transport and its states"), in one
 * pure module: no database, no HTTP. Actions ask it whether a transition is
 * allowed and for whom; it answers ok/err with a reason code that controllers
 * translate (`transports.errors.<code>`).
 */
import { ok, err, type Result } from '#core/result'
import { isWorkingDay, type ClosingDayRange, type IsoDate } from '#shared/working_days'

export const TRANSPORT_STATES = [
  'published',
  'assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
  'disputed',
] as const

export type TransportStateName = (typeof TRANSPORT_STATES)[number]

/** Who makes a transition. Referents act through their public link. */
export type TransitionActorKind =
  'system' | 'dealer' | 'transporter' | 'admin' | 'pickup_referent' | 'delivery_referent'

type Edge = { from: TransportStateName; to: TransportStateName; by: readonly TransitionActorKind[] }

/** The table of DOMAIN.md §2; admin may make every transition the table allows. */
export const TRANSITIONS: readonly Edge[] = [
  /* system: the bids' auto-accept at the deadline and a private session's end */
  { from: 'published', to: 'assigned', by: ['transporter', 'admin', 'system'] },
  { from: 'assigned', to: 'pickup_scheduled', by: ['transporter', 'admin'] },
  { from: 'pickup_scheduled', to: 'picked_up', by: ['transporter', 'pickup_referent', 'admin'] },
  { from: 'picked_up', to: 'in_transit', by: ['transporter', 'admin'] },
  { from: 'picked_up', to: 'delivered', by: ['transporter', 'delivery_referent', 'admin'] },
  { from: 'in_transit', to: 'delivered', by: ['transporter', 'delivery_referent', 'admin'] },
  { from: 'delivered', to: 'completed', by: ['system', 'admin'] },
  { from: 'published', to: 'cancelled', by: ['dealer', 'admin'] },
  { from: 'assigned', to: 'cancelled', by: ['dealer', 'admin'] },
  { from: 'pickup_scheduled', to: 'cancelled', by: ['dealer', 'admin'] },
  { from: 'delivered', to: 'disputed', by: ['dealer', 'delivery_referent', 'admin'] },
  /* A dry run (site closed, vehicle not ready): only through its own form (isDryRunStep). */
  { from: 'pickup_scheduled', to: 'assigned', by: ['transporter', 'admin'] },
  /* A dispute is resolved by admin: completed (a partial refund is a wallet entry). */
  { from: 'disputed', to: 'completed', by: ['admin'] },
]

export type TransitionError =
  | 'unknown_state'
  | 'invalid_transition'
  | 'actor_not_allowed'
  | 'not_your_transport'
  | 'transporter_required'
  | 'pickup_date_required'
  | 'pickup_date_not_working_day'
  | 'state_changed'
  | 'not_found'
  | 'transporter_not_verified'
  | 'dry_run_required'
  | 'proof_required'

export function isTransportState(value: unknown): value is TransportStateName {
  return typeof value === 'string' && (TRANSPORT_STATES as readonly string[]).includes(value)
}

/** The states reachable from `from` by this actor kind (what a page may offer). */
export function nextStates(from: string, actor: TransitionActorKind): TransportStateName[] {
  return TRANSITIONS.filter((edge) => edge.from === from && edge.by.includes(actor)).map(
    (edge) => edge.to
  )
}

/** States of a transport still under way: neither completed nor cancelled (dashboards count them). */
export const ACTIVE_STATES: readonly TransportStateName[] = TRANSPORT_STATES.filter(
  (state) => state !== 'completed' && state !== 'cancelled'
)

/** States in which the pickup is still to happen (a dashboard's next pickups). */
export const AWAITING_PICKUP_STATES: readonly TransportStateName[] = [
  'published',
  'assigned',
  'pickup_scheduled',
]

/** States in which the delivery is still to happen (a dashboard's next deliveries). */
export const AWAITING_DELIVERY_STATES: readonly TransportStateName[] = [
  ...AWAITING_PICKUP_STATES,
  'picked_up',
  'in_transit',
]

/** States in which the dealer may still edit referents, notes and date windows (before pickup). */
export const EDITABLE_STATES: readonly TransportStateName[] = [
  'published',
  'assigned',
  'pickup_scheduled',
]

export function isEditable(state: string) {
  return (EDITABLE_STATES as readonly string[]).includes(state)
}

/** Cancellation is possible only before picked_up. */
export function isCancellable(state: string) {
  return TRANSITIONS.some((edge) => edge.from === state && edge.to === 'cancelled')
}

export type TransitionCheck = {
  from: string
  to: string
  actor: TransitionActorKind
  /** For a transporter: is the acting team the one assigned (or, for published→assigned, verified)? */
  actsForAssignedTeam?: boolean
  /** For a dealer: does the transport belong to the acting team? */
  actsForOwnerTeam?: boolean
  /** published → assigned needs the team that will carry it. */
  transporterTeamId?: number | null
  /** assigned → pickup_scheduled needs the pickup date and the calendar to check it against. */
  pickupOn?: IsoDate | null
  closingDays?: ClosingDayRange[]
  /** pickup_scheduled → assigned is taken only by the dry-run action, which says so here. */
  dryRun?: boolean
}

/** Decides whether a transition is allowed; never throws for bad input. */
export function checkTransition(
  check: TransitionCheck
): Result<{ from: TransportStateName; to: TransportStateName }, TransitionError> {
  const { from, to, actor } = check
  if (!isTransportState(from) || !isTransportState(to)) return err('unknown_state')
  const edge = TRANSITIONS.find((candidate) => candidate.from === from && candidate.to === to)
  if (!edge) return err('invalid_transition')
  if (!edge.by.includes(actor)) return err('actor_not_allowed')
  if (isDryRunStep(from, to) && check.dryRun !== true) return err('dry_run_required')
  /* Taking a published transport is any verified carrier's; every other step is the assigned team's. */
  const taking = from === 'published' && to === 'assigned'
  if (actor === 'transporter' && !taking && check.actsForAssignedTeam !== true)
    return err('not_your_transport')
  if (actor === 'dealer' && check.actsForOwnerTeam !== true) return err('not_your_transport')
  if (taking && !check.transporterTeamId) return err('transporter_required')
  if (to === 'pickup_scheduled') {
    if (!check.pickupOn) return err('pickup_date_required')
    try {
      if (!isWorkingDay(check.pickupOn, { closingDays: check.closingDays ?? [] }))
        return err('pickup_date_not_working_day')
    } catch {
      return err('pickup_date_not_working_day')
    }
  }
  return ok({ from, to })
}

/**
 * A pickup or a delivery made by the carrier or a referent goes through a
 * recorded proof (app/proofs); staff may still move it by hand, with a reason.
 */
export function needsProof(to: string, actor: TransitionActorKind) {
  return (to === 'picked_up' || to === 'delivered') && actor !== 'admin' && actor !== 'system'
}

/** Which timestamp column a transition sets (a dry run keeps the assignment's time). */
export function timestampFor(to: TransportStateName, from?: string) {
  if (from && isDryRunStep(from, to)) return null
  switch (to) {
    case 'assigned':
      return 'assignedAt' as const
    case 'picked_up':
      return 'pickedUpAt' as const
    case 'delivered':
      return 'deliveredAt' as const
    case 'completed':
      return 'completedAt' as const
    case 'cancelled':
      return 'cancelledAt' as const
    default:
      return null
  }
}

/** Opening and closing a dispute have their own forms (reasons, photos, decision, refund). */
export function isDisputeStep(from: string, to: string) {
  return to === 'disputed' || from === 'disputed'
}

/** A dry run sends a scheduled pickup back to `assigned`: its own form (reason, photo, fee). */
export function isDryRunStep(from: string, to: string) {
  return from === 'pickup_scheduled' && to === 'assigned'
}

/**
 * What the admin page offers: the assignment (its own form, it needs a team)
 * and the other next states, each only to staff the policy allows.
 */
export function staffChoices(state: string, allowed: { assign: boolean; changeState: boolean }) {
  const next = nextStates(state, 'admin')
  return {
    nextStates: allowed.changeState
      ? next.filter(
          (to) => to !== 'assigned' && !isDisputeStep(state, to) && !isDryRunStep(state, to)
        )
      : [],
    canAssign: allowed.assign && state === 'published' && next.includes('assigned'),
  }
}
