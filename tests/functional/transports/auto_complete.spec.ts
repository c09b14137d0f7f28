import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import TransportEvent from '#transports/models/transport_event'
import type Transport from '#transports/models/transport'
import { completeDeliveredTransports } from '#transports/actions/complete_delivered_transports'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

async function deliveredTransport(
  state: Transport['state'],
  deliveredHoursAgo: number,
  now: DateTime,
  carrierId: number
) {
  const { transport } = await createDealerTransport({ state, transporterTeamId: carrierId })
  transport.deliveredAt = now.minus({ hours: deliveredHoursAgo })
  await transport.save()
  return transport
}

test.group('Transports / auto-completion after 48 h', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('only delivered transports older than 48 h are completed, by the system', async ({
    assert,
  }) => {
    const now = DateTime.now()
    const { team: carrier } = await createTransporter()
    const due = await deliveredTransport('delivered', 49, now, carrier.id)
    const recent = await deliveredTransport('delivered', 47, now, carrier.id)
    const disputed = await deliveredTransport('disputed', 49, now, carrier.id)

    const { calls, restore } = captureBroadcasts()
    let count: number
    try {
      count = await completeDeliveredTransports(now)
    } finally {
      restore()
    }
    assert.equal(count, 1)

    await Promise.all([due.refresh(), recent.refresh(), disputed.refresh()])
    assert.equal(due.state, 'completed')
    assert.isNotNull(due.completedAt)
    assert.equal(recent.state, 'delivered')
    assert.equal(disputed.state, 'disputed')

    const events = await TransportEvent.query()
      .where('transport_id', due.id)
      .where('to_state', 'completed')
    assert.lengthOf(events, 1)
    assert.equal(events[0].fromState, 'delivered')
    assert.equal(events[0].actorKind, 'system')
    assert.isNull(events[0].actorUserId)
    assert.lengthOf(
      await TransportEvent.query()
        .whereIn('transport_id', [recent.id, disputed.id])
        .where('to_state', 'completed'),
      0
    )
    assert.deepInclude(calls, [
      `tracking/${due.trackingToken}`,
      { type: 'transport.state_changed', state: 'completed' },
    ])

    /* Idempotent: a second run finds nothing more to do. */
    assert.equal(await completeDeliveredTransports(now), 0)
  })

  test('the 47 h transport is completed once it passes 48 h', async ({ assert }) => {
    const now = DateTime.now()
    const { team: carrier } = await createTransporter()
    const recent = await deliveredTransport('delivered', 47, now, carrier.id)
    assert.equal(await completeDeliveredTransports(now), 0)
    assert.equal(await completeDeliveredTransports(now.plus({ hours: 2 })), 1)
    await recent.refresh()
    assert.equal(recent.state, 'completed')
  })
})
