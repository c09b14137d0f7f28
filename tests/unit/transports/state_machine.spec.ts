import { test } from '@japa/runner'
import {
  TRANSITIONS,
  TRANSPORT_STATES,
  checkTransition,
  nextStates,
  isEditable,
  isCancellable,
  type TransitionActorKind,
} from '#transports/domain/state_machine'

const ACTORS: TransitionActorKind[] = [
  'system',
  'dealer',
  'transporter',
  'admin',
  'pickup_referent',
  'delivery_referent',
]

/** DOMAIN.md §2, written out once more by hand: from → to → who. */
const EXPECTED: Record<string, Record<string, TransitionActorKind[]>> = {
  published: { assigned: ['transporter', 'admin', 'system'], cancelled: ['dealer', 'admin'] },
  assigned: { pickup_scheduled: ['transporter', 'admin'], cancelled: ['dealer', 'admin'] },
  pickup_scheduled: {
    picked_up: ['transporter', 'pickup_referent', 'admin'],
    cancelled: ['dealer', 'admin'],
    /* a dry run: only through its own action (context.dryRun below) */
    assigned: ['transporter', 'admin'],
  },
  picked_up: {
    in_transit: ['transporter', 'admin'],
    delivered: ['transporter', 'delivery_referent', 'admin'],
  },
  in_transit: { delivered: ['transporter', 'delivery_referent', 'admin'] },
  delivered: { completed: ['system', 'admin'], disputed: ['dealer', 'delivery_referent', 'admin'] },
  disputed: { completed: ['admin'] },
  completed: {},
  cancelled: {},
}

const context = {
  actsForAssignedTeam: true,
  actsForOwnerTeam: true,
  transporterTeamId: 7,
  pickupOn: '2026-03-04',
  dryRun: true,
}

test.group('Transports / state machine', () => {
  test('every pair of states is allowed exactly for the actors of the table', ({ assert }) => {
    for (const from of TRANSPORT_STATES) {
      for (const to of TRANSPORT_STATES) {
        for (const actor of ACTORS) {
          const allowed = (EXPECTED[from][to] ?? []).includes(actor)
          const result = checkTransition({ from, to, actor, ...context })
          assert.equal(result.ok, allowed, `${from} → ${to} by ${actor}`)
          if (!result.ok) {
            assert.equal(
              result.error,
              EXPECTED[from][to] ? 'actor_not_allowed' : 'invalid_transition',
              `${from} → ${to} by ${actor}`
            )
          }
        }
      }
    }
  })

  test('the table has no edge the domain does not describe', ({ assert }) => {
    const edges = TRANSITIONS.length
    const expected = Object.values(EXPECTED).reduce(
      (sum, targets) => sum + Object.keys(targets).length,
      0
    )
    assert.equal(edges, expected)
  })

  test('nextStates offers only the allowed targets of an actor', ({ assert }) => {
    assert.sameMembers(nextStates('published', 'admin'), ['assigned', 'cancelled'])
    assert.sameMembers(nextStates('published', 'dealer'), ['cancelled'])
    assert.sameMembers(nextStates('picked_up', 'admin'), ['in_transit', 'delivered'])
    assert.deepEqual(nextStates('completed', 'admin'), [])
  })

  test('unknown states are refused, never thrown', ({ assert }) => {
    assert.deepEqual(checkTransition({ from: 'published', to: 'flying', actor: 'admin' }), {
      ok: false,
      error: 'unknown_state',
    })
    assert.deepEqual(checkTransition({ from: 'x', to: 'assigned', actor: 'admin' }), {
      ok: false,
      error: 'unknown_state',
    })
  })

  test('a transporter acts only on its own transports, a dealer only on its team', ({ assert }) => {
    assert.deepEqual(
      checkTransition({
        from: 'picked_up',
        to: 'in_transit',
        actor: 'transporter',
        actsForAssignedTeam: false,
      }),
      {
        ok: false,
        error: 'not_your_transport',
      }
    )
    assert.deepEqual(
      checkTransition({
        from: 'published',
        to: 'cancelled',
        actor: 'dealer',
        actsForOwnerTeam: false,
      }),
      {
        ok: false,
        error: 'not_your_transport',
      }
    )
  })

  test('assignment needs a transporter team', ({ assert }) => {
    assert.deepEqual(checkTransition({ from: 'published', to: 'assigned', actor: 'admin' }), {
      ok: false,
      error: 'transporter_required',
    })
  })

  test('scheduling a pickup needs a working day that is not a closing day', ({ assert }) => {
    const base = {
      from: 'assigned',
      to: 'pickup_scheduled',
      actor: 'transporter' as const,
      actsForAssignedTeam: true,
    }
    assert.deepEqual(checkTransition(base), { ok: false, error: 'pickup_date_required' })
    /* Saturday */
    assert.deepEqual(checkTransition({ ...base, pickupOn: '2026-03-07' }), {
      ok: false,
      error: 'pickup_date_not_working_day',
    })
    /* Easter Monday */
    assert.deepEqual(checkTransition({ ...base, pickupOn: '2026-04-06' }), {
      ok: false,
      error: 'pickup_date_not_working_day',
    })
    assert.deepEqual(
      checkTransition({
        ...base,
        pickupOn: '2026-03-04',
        closingDays: [{ from: '2026-03-02', to: '2026-03-06' }],
      }),
      { ok: false, error: 'pickup_date_not_working_day' }
    )
    assert.deepEqual(checkTransition({ ...base, pickupOn: 'not-a-date' }), {
      ok: false,
      error: 'pickup_date_not_working_day',
    })
    assert.isTrue(checkTransition({ ...base, pickupOn: '2026-03-04' }).ok)
  })

  test('editing and cancelling are possible only before pickup', ({ assert }) => {
    assert.isTrue(isEditable('published'))
    assert.isTrue(isEditable('pickup_scheduled'))
    assert.isFalse(isEditable('picked_up'))
    assert.isTrue(isCancellable('assigned'))
    assert.isFalse(isCancellable('in_transit'))
  })
})
