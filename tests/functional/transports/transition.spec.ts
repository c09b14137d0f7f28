import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import TransportEvent from '#transports/models/transport_event'
import ClosingDay from '#teams/models/closing_day'
import { assignTransport, transitionTransport } from '#transports/actions/transition_transport'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

test.group('Transports / transitions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('admin assigns a verified transporter: state, version, timestamp, event and broadcasts', async ({
    assert,
  }) => {
    const { team, transport } = await createDealerTransport()
    const { team: carrier } = await createTransporter()
    const { user: staff } = await createStaff()
    const capture = captureBroadcasts()
    let result
    try {
      result = await assignTransport({
        transportId: transport.id,
        transporterTeamId: carrier.id,
        actor: { kind: 'admin', userId: staff.id },
      })
    } finally {
      capture.restore()
    }
    assert.isTrue(result.ok)
    await transport.refresh()
    assert.equal(transport.state, 'assigned')
    assert.equal(transport.stateVersion, 1)
    assert.equal(transport.transporterTeamId, carrier.id)
    assert.isNotNull(transport.assignedAt)
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'assigned')
      .firstOrFail()
    assert.equal(event.fromState, 'published')
    assert.equal(event.toState, 'assigned')
    assert.equal(event.actorKind, 'admin')
    assert.equal(event.actorUserId, staff.id)
    assert.deepEqual(event.payload, { transporterTeamId: carrier.id })
    const payload = {
      type: 'transport.state_changed',
      transportId: transport.id,
      state: 'assigned',
      originSocketId: null,
    }
    /* the bell counts of the notified users (tests/functional/notifications) aside */
    const stateBroadcasts = capture.calls.filter(([, sent]) => sent.type !== 'notifications.unread')
    assert.deepEqual(stateBroadcasts, [
      [`teams/${team.id}`, payload],
      [`teams/${carrier.id}`, payload],
      [
        `tracking/${transport.trackingToken}`,
        { type: 'transport.state_changed', state: 'assigned' },
      ],
      /* It left the marketplace: the carriers' lists reload (only the id travels). */
      ['transports/published', { type: 'marketplace.changed', transportId: transport.id }],
      /* The staff's live feed (admin dashboard): the transport's new state. */
      [
        'staff/feed',
        {
          type: 'feed.item',
          key: `transport-${event.id}`,
          kind: 'transport',
          at: event.createdAt.toUTC().toISO(),
          reference: transport.reference,
          subjectId: transport.id,
          state: 'assigned',
          amountCents: null,
        },
      ],
    ])
  })

  test('an unverified transporter team, or a dealer team, cannot be assigned', async ({
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { team: unverified } = await createTransporter({ verified: false })
    const { team: dealer } = await createDealerTransport()
    const { user: staff } = await createStaff()
    for (const teamId of [unverified.id, dealer.id, 999999]) {
      const result = await assignTransport({
        transportId: transport.id,
        transporterTeamId: teamId,
        actor: { kind: 'admin', userId: staff.id },
      })
      assert.deepEqual(result, { ok: false, error: 'transporter_not_verified' })
    }
    await transport.refresh()
    assert.equal(transport.state, 'published')
  })

  test('a second assignment gets state_changed and writes nothing', async ({ assert }) => {
    const { transport } = await createDealerTransport()
    const { team: first } = await createTransporter()
    const { team: second } = await createTransporter()
    const { user: staff } = await createStaff()
    assert.isTrue(
      (
        await assignTransport({
          transportId: transport.id,
          transporterTeamId: first.id,
          actor: { kind: 'admin', userId: staff.id },
        })
      ).ok
    )
    const capture = captureBroadcasts()
    let result
    try {
      result = await assignTransport({
        transportId: transport.id,
        transporterTeamId: second.id,
        actor: { kind: 'admin', userId: staff.id },
      })
    } finally {
      capture.restore()
    }
    assert.deepEqual(result, { ok: false, error: 'state_changed' })
    assert.lengthOf(capture.calls, 0)
    await transport.refresh()
    assert.equal(transport.transporterTeamId, first.id)
    const events = await TransportEvent.query().where('transport_id', transport.id)
    assert.lengthOf(events, 2)
  })

  test('a stale version is refused with state_changed', async ({ assert }) => {
    const { transport } = await createDealerTransport()
    const { user: staff } = await createStaff()
    const result = await transitionTransport({
      transportId: transport.id,
      to: 'cancelled',
      expectedVersion: 5,
      actor: { kind: 'admin', userId: staff.id },
    })
    assert.deepEqual(result, { ok: false, error: 'state_changed' })
  })

  test('an invalid transition is refused with a reason and writes no event', async ({ assert }) => {
    const { transport, user, team } = await createDealerTransport()
    const result = await transitionTransport({
      transportId: transport.id,
      to: 'delivered',
      actor: { kind: 'admin', userId: user.id },
    })
    assert.deepEqual(result, { ok: false, error: 'invalid_transition' })
    const wrongActor = await transitionTransport({
      transportId: transport.id,
      to: 'assigned',
      actor: { kind: 'dealer', userId: user.id, teamId: team.id },
    })
    assert.deepEqual(wrongActor, { ok: false, error: 'actor_not_allowed' })
    const events = await TransportEvent.query().where('transport_id', transport.id)
    assert.lengthOf(events, 1)
    assert.deepEqual(
      await transitionTransport({
        transportId: 424242,
        to: 'cancelled',
        actor: { kind: 'admin', userId: user.id },
      }),
      {
        ok: false,
        error: 'not_found',
      }
    )
  })

  test('a dealer cancels only its own team\u2019s transport', async ({ assert }) => {
    const { transport } = await createDealerTransport()
    const { user: other, team: otherTeam } = await createDealerTransport()
    const result = await transitionTransport({
      transportId: transport.id,
      to: 'cancelled',
      actor: { kind: 'dealer', userId: other.id, teamId: otherTeam.id },
    })
    assert.deepEqual(result, { ok: false, error: 'not_your_transport' })
  })

  test('the assigned transporter schedules the pickup on a working day only, then the lifecycle runs to completion', async ({
    assert,
  }) => {
    const { team: carrier, user: driver } = await createTransporter()
    const { transport, team } = await createDealerTransport({
      state: 'assigned',
      transporterTeamId: carrier.id,
    })
    await ClosingDay.create({
      teamId: team.id,
      startsOn: DateTime.fromISO('2026-03-10'),
      endsOn: DateTime.fromISO('2026-03-10'),
    })
    const actor = { kind: 'transporter' as const, userId: driver.id, teamId: carrier.id }
    const saturday = await transitionTransport({
      transportId: transport.id,
      to: 'pickup_scheduled',
      pickupOn: '2026-03-07',
      actor,
    })
    assert.deepEqual(saturday, { ok: false, error: 'pickup_date_not_working_day' })
    const closed = await transitionTransport({
      transportId: transport.id,
      to: 'pickup_scheduled',
      pickupOn: '2026-03-10',
      actor,
    })
    assert.deepEqual(closed, { ok: false, error: 'pickup_date_not_working_day' })
    const scheduled = await transitionTransport({
      transportId: transport.id,
      to: 'pickup_scheduled',
      pickupOn: '2026-03-11',
      actor,
    })
    assert.isTrue(scheduled.ok)
    await transport.refresh()
    assert.equal(transport.pickupOn!.toISODate(), '2026-03-11')
    /* The estimate follows the scheduled pickup: Wednesday 11 + 780 km (two driving days). */
    assert.equal(transport.deliveryEstimateOn!.toISODate(), '2026-03-13')
    /* Pickup and delivery go through a recorded proof (app/proofs passes its id). */
    assert.deepEqual(
      await transitionTransport({ transportId: transport.id, to: 'picked_up', actor }),
      {
        ok: false,
        error: 'proof_required',
      }
    )
    for (const to of ['picked_up', 'in_transit', 'delivered']) {
      const proofId = to === 'in_transit' ? undefined : 1
      assert.isTrue(
        (await transitionTransport({ transportId: transport.id, to, actor, proofId })).ok,
        to
      )
    }
    assert.isTrue(
      (
        await transitionTransport({
          transportId: transport.id,
          to: 'completed',
          actor: { kind: 'system', userId: null },
        })
      ).ok
    )
    await transport.refresh()
    assert.equal(transport.state, 'completed')
    assert.equal(transport.stateVersion, 5)
    assert.isNotNull(transport.pickedUpAt)
    assert.isNotNull(transport.deliveredAt)
    assert.isNotNull(transport.completedAt)
    const events = await TransportEvent.query().where('transport_id', transport.id).orderBy('id')
    assert.deepEqual(
      events.map((event) => event.toState),
      ['published', 'pickup_scheduled', 'picked_up', 'in_transit', 'delivered', 'completed']
    )
  })
})
