import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type Transport from '#transports/models/transport'
import Order from '#ordering/models/order'
import { transitionTransport } from '#transports/actions/transition_transport'
import { heldFor, payableBalance, walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { addMember } from '#tests/helpers/factories'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
  lastWorkingDay,
} from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { submitAs } from '#tests/helpers/requests'

/** A paid transport, moved by staff to `states`' last. */
async function transportIn(states: string[]) {
  const carrier = await createTransporter()
  const dealer = await createDealerTransport()
  const staff = await createStaff()
  for (const to of states) {
    const moved = await transitionTransport({
      transportId: dealer.transport.id,
      to,
      actor: { kind: 'admin', userId: staff.user.id },
      transporterTeamId: to === 'assigned' ? carrier.team.id : undefined,
      pickupOn: to === 'pickup_scheduled' ? lastWorkingDay() : undefined,
      payload: { reason: 'Prova' },
    })
    if (!moved.ok) throw new Error(`${to}: ${moved.error}`)
  }
  await dealer.transport.refresh()
  return { ...dealer, carrier, staff }
}

async function snapshot(transport: Transport, teamId: number) {
  await transport.refresh()
  return {
    state: transport.state,
    version: transport.stateVersion,
    wallet: await walletBalance(teamId),
    held: await heldFor(transport.id),
    transactions: (await db.from('ledger_transactions').where('transport_id', transport.id)).length,
  }
}

test.group('Transports / the dealer cancels a transport', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const { restore } = captureBroadcasts()
    return () => {
      restore()
    }
  })

  test('the page states the terms: before assignment everything comes back', async ({
    client,
    assert,
  }) => {
    const { transport, user } = await createDealerTransport()
    const page = await client.get(`/dealer/transports/${transport.id}`).loginAs(user).withInertia()
    page.assertStatus(200)
    assert.deepEqual(page.inertiaProps.cancellation, {
      feeCents: 0,
      refundCents: 61_000,
      version: transport.stateVersion,
    })
  })

  test('published: cancelled, the whole gross back to the wallet, the order refunded, live', async ({
    client,
    assert,
  }) => {
    const { calls, restore } = captureBroadcasts()
    try {
      const { transport, user, team, order } = await createDealerTransport()
      const response = await submitAs(
        client,
        user,
        'post',
        `/dealer/transports/${transport.id}/cancel`
      )
        .header('referer', `/dealer/transports/${transport.id}`)
        .form({ version: transport.stateVersion })
      response.assertStatus(302)
      response.assertHeader('location', `/dealer/transports/${transport.id}`)
      response.assertFlashMessage('success', 'Trasporto annullato: il rimborso è sul portafoglio.')
      assert.equal((await transport.refresh()).state, 'cancelled')
      assert.equal(await walletBalance(team.id), 61_000)
      assert.equal((await Order.findOrFail(order.id)).state, 'refunded')
      assert.isTrue(calls.some(([channel]) => channel === `teams/${team.id}`))
      assert.deepEqual(await checkMoney(), [])
    } finally {
      restore()
    }
  })

  test('assigned: the fee goes to the carrier, the rest to the wallet; the page said so', async ({
    client,
    assert,
  }) => {
    const { transport, user, team, carrier } = await transportIn(['assigned'])
    const page = await client.get(`/dealer/transports/${transport.id}`).loginAs(user).withInertia()
    assert.deepInclude(page.inertiaProps.cancellation, { feeCents: 5_000, refundCents: 56_000 })
    const response = await submitAs(
      client,
      user,
      'post',
      `/dealer/transports/${transport.id}/cancel`
    ).form({ version: transport.stateVersion })
    response.assertStatus(302)
    assert.equal(await walletBalance(team.id), 56_000)
    assert.equal(await payableBalance(carrier.team.id), 5_000)
    assert.deepEqual(await checkMoney(), [])
  })

  test('after the pickup, with a stale version, or twice: refused, nothing moves', async ({
    client,
    assert,
  }) => {
    const picked = await transportIn(['assigned', 'pickup_scheduled', 'picked_up'])
    const before = await snapshot(picked.transport, picked.team.id)
    const page = await client
      .get(`/dealer/transports/${picked.transport.id}`)
      .loginAs(picked.user)
      .withInertia()
    assert.isNull(page.inertiaProps.cancellation)
    const late = await submitAs(
      client,
      picked.user,
      'post',
      `/dealer/transports/${picked.transport.id}/cancel`
    ).form({})
    late.assertFlashMessage('error', 'Questo cambio di stato non è consentito dallo stato attuale.')
    assert.deepEqual(await snapshot(picked.transport, picked.team.id), before)

    const stale = await transportIn(['assigned'])
    const seen = stale.transport.stateVersion - 1
    const staleBefore = await snapshot(stale.transport, stale.team.id)
    const refused = await submitAs(
      client,
      stale.user,
      'post',
      `/dealer/transports/${stale.transport.id}/cancel`
    ).form({ version: seen })
    assert.equal((refused.flashMessages() as any).error !== undefined, true)
    assert.deepEqual(await snapshot(stale.transport, stale.team.id), staleBefore)

    const twice = await createDealerTransport()
    const url = `/dealer/transports/${twice.transport.id}/cancel`
    await submitAs(client, twice.user, 'post', url).form({})
    const after = await snapshot(twice.transport, twice.team.id)
    await submitAs(client, twice.user, 'post', url).form({})
    assert.deepEqual(await snapshot(twice.transport, twice.team.id), after)
    assert.equal(after.wallet, 61_000)
  })

  test("another dealer team, the carrier and staff cannot cancel through the dealer's route", async ({
    client,
    assert,
  }) => {
    const { transport, team, carrier, staff } = await transportIn(['assigned'])
    const { user: stranger } = await (
      await import('#tests/helpers/factories')
    ).createUserWithTeam('dealer')
    const before = await snapshot(transport, team.id)
    for (const user of [stranger, carrier.user, staff.user]) {
      const response = await submitAs(
        client,
        user,
        'post',
        `/dealer/transports/${transport.id}/cancel`
      ).form({})
      response.assertStatus(404)
    }
    assert.deepEqual(await snapshot(transport, team.id), before)
    /* a member of the dealer team may (orders are every member's) */
    const member = await addMember(team, 'member')
    const allowed = await submitAs(
      client,
      member,
      'post',
      `/dealer/transports/${transport.id}/cancel`
    ).form({})
    allowed.assertStatus(302)
    assert.equal((await transport.refresh()).state, 'cancelled')
  })
})
