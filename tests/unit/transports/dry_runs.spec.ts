import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { checkDryRun, isLatePickup, positionOf } from '#transports/domain/dry_runs'
import { checkTransition, nextStates, timestampFor } from '#transports/domain/state_machine'
import { balanceAfter } from '#ledger/domain/accounts'

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

test.group('Dry runs / rules', () => {
  test('only a scheduled pickup, from its day in Rome on (the server clock decides)', ({
    assert,
  }) => {
    const pickupOn = '2026-05-11'
    /* 23:30 UTC on the 10th is already the 11th in Rome (CEST) */
    assert.isTrue(
      checkDryRun({ state: 'pickup_scheduled', pickupOn, now: at('2026-05-10T22:30:00Z') }).ok
    )
    assert.deepEqual(
      checkDryRun({ state: 'pickup_scheduled', pickupOn, now: at('2026-05-10T21:59:00Z') }),
      { ok: false, error: 'dry_run_before_pickup_day' }
    )
    assert.isTrue(
      checkDryRun({ state: 'pickup_scheduled', pickupOn, now: at('2026-05-14T10:00:00Z') }).ok
    )
    for (const state of ['assigned', 'picked_up', 'published', 'cancelled'])
      assert.deepEqual(checkDryRun({ state, pickupOn, now: at('2026-05-12T10:00:00Z') }), {
        ok: false,
        error: 'dry_run_not_scheduled',
      })
    assert.deepEqual(
      checkDryRun({ state: 'pickup_scheduled', pickupOn: null, now: at('2026-05-12T10:00:00Z') }),
      { ok: false, error: 'dry_run_not_scheduled' }
    )
  })

  test('a late pickup is one whose Rome day is after the scheduled day', ({ assert }) => {
    assert.isFalse(isLatePickup('2026-05-10T21:30:00Z', '2026-05-10'))
    assert.isTrue(isLatePickup('2026-05-10T22:30:00Z', '2026-05-10'))
    assert.isFalse(isLatePickup('2026-05-09T10:00:00Z', '2026-05-10'))
    assert.isFalse(isLatePickup(null, '2026-05-10'))
    assert.isFalse(isLatePickup('2026-05-12T10:00:00Z', null))
  })

  test('a position is kept only when it is a real place', ({ assert }) => {
    assert.deepEqual(positionOf({ latitude: 45.4642035, longitude: 9.1899815, accuracy: 12.6 }), {
      latitude: 45.464204,
      longitude: 9.189982,
      accuracyM: 13,
    })
    assert.isNull(positionOf({ latitude: 91, longitude: 9 }))
    assert.isNull(positionOf({ latitude: 45, longitude: null }))
    assert.isNull(positionOf({ latitude: Number.NaN, longitude: 9 }))
    assert.deepEqual(positionOf({ latitude: 45, longitude: 9, accuracy: -1 }), {
      latitude: 45,
      longitude: 9,
      accuracyM: null,
    })
  })

  test('pickup_scheduled → assigned only for the dry-run action, by the assigned carrier or staff', ({
    assert,
  }) => {
    const base = { from: 'pickup_scheduled', to: 'assigned', transporterTeamId: 7 } as const
    assert.deepEqual(checkTransition({ ...base, actor: 'admin' }), {
      ok: false,
      error: 'dry_run_required',
    })
    assert.isTrue(checkTransition({ ...base, actor: 'admin', dryRun: true }).ok)
    assert.deepEqual(checkTransition({ ...base, actor: 'transporter', dryRun: true }), {
      ok: false,
      error: 'not_your_transport',
    })
    assert.isTrue(
      checkTransition({ ...base, actor: 'transporter', dryRun: true, actsForAssignedTeam: true }).ok
    )
    assert.deepEqual(checkTransition({ ...base, actor: 'dealer', dryRun: true }), {
      ok: false,
      error: 'actor_not_allowed',
    })
    /* taking a published transport is unchanged: any verified carrier */
    assert.isTrue(
      checkTransition({
        from: 'published',
        to: 'assigned',
        actor: 'transporter',
        transporterTeamId: 3,
      }).ok
    )
    assert.include(nextStates('pickup_scheduled', 'transporter'), 'assigned')
    /* a dry run keeps the assignment's time */
    assert.isNull(timestampFor('assigned', 'pickup_scheduled'))
    assert.equal(timestampFor('assigned', 'published'), 'assignedAt')
  })

  test('only the dry-run fee may leave a debt; a credit always lands', ({ assert }) => {
    assert.equal(balanceAfter('dealer_wallet', 1000, -8000, 'dry_run_fee'), -7000)
    assert.isNull(balanceAfter('dealer_wallet', 1000, -8000, 'order_payment'))
    assert.isNull(balanceAfter('dealer_wallet', -7000, -1, 'adjustment'))
    assert.equal(balanceAfter('dealer_wallet', -7000, 5000, 'card_top_up'), -2000)
    /* a carrier's payable never goes below zero, whatever the kind */
    assert.isNull(balanceAfter('transporter_payable', 1000, -8000, 'dry_run_fee'))
  })
})
