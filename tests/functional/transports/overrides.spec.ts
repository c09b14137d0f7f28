import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import TransportEvent from '#transports/models/transport_event'
import Transport from '#transports/models/transport'
import { transitionTransport } from '#transports/actions/transition_transport'
import { romeDay } from '#shared/format'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'

const transitionUrl = (id: number) => `/admin/transports/${id}/transition`

/** A transport scheduled for pickup on `pickupOn`, carried by a fresh team. */
async function scheduled(pickupOn: string, state: Transport['state'] = 'pickup_scheduled') {
  const carrier = await createTransporter()
  const dealer = await createDealerTransport({ state, transporterTeamId: carrier.team.id })
  dealer.transport.pickupOn = DateTime.fromISO(pickupOn)
  await dealer.transport.save()
  return { ...dealer, carrier }
}

function rome(offsetDays: number) {
  return romeDay(DateTime.now().plus({ days: offsetDays }).toJSDate())!
}

async function snapshot(id: number) {
  const transport = await Transport.findOrFail(id)
  const events = await TransportEvent.query().where('transport_id', id)
  return {
    state: transport.state,
    version: transport.stateVersion,
    pickedUpAt: transport.pickedUpAt?.toISO() ?? null,
    events: events.length,
  }
}

test.group('Transports / staff overrides', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a staff state change without a reason (or a too short one) changes nothing', async ({
    client,
    assert,
  }) => {
    const { transport } = await scheduled(rome(-1))
    const { user: staff } = await createStaff()
    const before = await snapshot(transport.id)
    for (const reason of [undefined, '', '    ', 'abc ', 'x'.repeat(501)]) {
      const response = await submitAs(client, staff, 'post', transitionUrl(transport.id)).form({
        to: 'picked_up',
        stateVersion: 0,
        ...(reason === undefined ? {} : { reason }),
      })
      response.assertStatus(302)
      const errors = flashedFieldErrors(response)
      assert.exists(errors.reason, String(reason))
      assert.match(errors.reason[0], /caratteri|obbligatorio/i)
    }
    assert.deepEqual(await snapshot(transport.id), before)
  })

  test('an override is an event with override, reason and actor; only staff read the reason', async ({
    client,
    assert,
  }) => {
    const { transport, user: dealer, carrier } = await scheduled(rome(0))
    const { user: staff } = await createStaff()
    const response = await submitAs(client, staff, 'post', transitionUrl(transport.id)).form({
      to: 'picked_up',
      stateVersion: 0,
      reason: '  Autista senza telefono, ritiro confermato al telefono  ',
    })
    response.assertStatus(302)
    await transport.refresh()
    assert.equal(transport.state, 'picked_up')
    assert.isNotNull(transport.pickedUpAt)
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('to_state', 'picked_up')
      .firstOrFail()
    assert.equal(event.type, 'transition')
    assert.equal(event.actorKind, 'admin')
    assert.equal(event.actorUserId, staff.id)
    assert.deepEqual(event.payload, {
      override: true,
      reason: 'Autista senza telefono, ritiro confermato al telefono',
    })

    const staffPage = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff)
      .withInertia()
    const staffLine = (staffPage.inertiaProps as any).transport.timeline.find(
      (line: any) => line.toState === 'picked_up'
    )
    assert.isTrue(staffLine.override)
    assert.equal(staffLine.detail, 'Autista senza telefono, ritiro confermato al telefono')

    for (const [user, url] of [
      [dealer, `/dealer/transports/${transport.id}`],
      [carrier.user, `/transporter/transports/${transport.id}`],
    ] as const) {
      const page = await client.get(url).loginAs(user).withInertia()
      page.assertStatus(200)
      const line = (page.inertiaProps as any).transport.timeline.find(
        (item: any) => item.toState === 'picked_up'
      )
      assert.equal(line.actorKind, 'admin', url)
      assert.notOk(line.override, url)
      assert.notInclude(JSON.stringify(page.inertiaProps), 'Autista senza telefono', url)
    }
  })

  test('nobody picks up before the scheduled pickup day: refused, nothing changed', async ({
    client,
    assert,
  }) => {
    const { transport, carrier } = await scheduled(rome(2))
    const { user: staff } = await createStaff()
    const before = await snapshot(transport.id)
    const response = await submitAs(client, staff, 'post', transitionUrl(transport.id)).form({
      to: 'picked_up',
      stateVersion: 0,
      reason: 'Ritiro anticipato',
    })
    assert.equal(
      (response.flashMessages() as any).error,
      'Il ritiro o la consegna non possono precedere il giorno di ritiro programmato.'
    )
    const byCarrier = await transitionTransport({
      transportId: transport.id,
      to: 'picked_up',
      actor: { kind: 'transporter', userId: carrier.user.id, teamId: carrier.team.id },
    })
    assert.deepEqual(byCarrier, { ok: false, error: 'event_before_pickup_day' })
    assert.deepEqual(await snapshot(transport.id), before)
  })

  test('nor delivers before the scheduled pickup day; on the day it goes through', async ({
    assert,
  }) => {
    const late = await scheduled(rome(1), 'in_transit')
    const { user: staff } = await createStaff()
    const before = await snapshot(late.transport.id)
    assert.deepEqual(
      await transitionTransport({
        transportId: late.transport.id,
        to: 'delivered',
        actor: { kind: 'admin', userId: staff.id },
        payload: { override: true, reason: 'Consegna' },
      }),
      { ok: false, error: 'event_before_pickup_day' }
    )
    assert.deepEqual(await snapshot(late.transport.id), before)

    const today = await scheduled(rome(0))
    const actor = {
      kind: 'transporter' as const,
      userId: today.carrier.user.id,
      teamId: today.carrier.team.id,
    }
    /* (through a recorded proof: app/proofs passes its id) */
    for (const to of ['picked_up', 'delivered']) {
      const transition = { transportId: today.transport.id, to, actor, proofId: 1 }
      assert.isTrue((await transitionTransport(transition)).ok)
    }
  })

  test('a dispute is opened and closed with its own forms, never by an override', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createStaff()
    for (const [state, to] of [
      ['delivered', 'disputed'],
      ['disputed', 'completed'],
    ] as const) {
      const { transport } = await scheduled(rome(-3), state)
      const page = await client
        .get(`/admin/transports/${transport.id}`)
        .loginAs(staff)
        .withInertia()
      assert.notInclude((page.inertiaProps as any).nextStates, to)
      const before = await snapshot(transport.id)
      const response = await submitAs(client, staff, 'post', transitionUrl(transport.id)).form({
        to,
        stateVersion: 0,
        reason: 'Forzatura manuale',
      })
      assert.match((response.flashMessages() as any).error, /Contestazione/)
      assert.deepEqual(await snapshot(transport.id), before)
    }
  })
})
