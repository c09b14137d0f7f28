import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import TransportEvent from '#transports/models/transport_event'
import { buyNow } from '#marketplace/actions/buy_now'
import { createUserWithTeam } from '#tests/helpers/factories'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'

test.group('Admin buy-now / the transports on offer and the figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff see every transport waiting, oldest first, with the money split and bids', async ({
    client,
    assert,
  }) => {
    const older = await createDealerTransport()
    older.transport.createdAt = DateTime.now().minus({ days: 2 })
    await older.transport.save()
    const newer = await createDealerTransport()
    const taken = await createDealerTransport()
    const carrier = await createCarrier()
    await buyNow({
      transportId: taken.transport.id,
      teamId: carrier.team.id,
      userId: carrier.user.id,
    })
    const staff = await createStaff()

    const response = await client.get('/admin/buy-now').loginAs(staff.user).withInertia()
    response.assertInertiaComponent('admin/buy_now/index')
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.transports.data.map((row: any) => row.id),
      [older.transport.id, newer.transport.id]
    )
    const row = props.transports.data[0]
    assert.equal(row.netCents, older.transport.netCents)
    assert.equal(row.payoutCents, older.transport.payoutCents)
    assert.equal(row.commissionCents, older.transport.netCents - older.transport.payoutCents)
    assert.equal(row.openBids, 0)
    assert.isFalse(row.inSession)
    /* this period: 3 published, 1 taken with buy-now */
    assert.equal(props.figures.published, 3)
    assert.equal(props.figures.awarded, 1)
    assert.deepEqual(props.figures.channels[0], { channel: 'buy_now', count: 1, share: 1 })

    const found = await client
      .get(`/admin/buy-now?q=${newer.transport.reference.slice(-6)}&sort=newest`)
      .loginAs(staff.user)
      .withInertia()
    assert.deepEqual(
      (found.inertiaProps as any).transports.data.map((one: any) => one.id),
      [newer.transport.id]
    )
    const junk = await client
      .get('/admin/buy-now?q=%00&sort=x&from=2026-02-31&to=abc&page=99999999999')
      .loginAs(staff.user)
      .withInertia()
    junk.assertStatus(200)
  })

  test('the list’s queries do not grow with its rows', async ({ client, assert }) => {
    const staff = await createStaff()
    await createDealerTransport()
    const count = async () =>
      (await countQueries(() => client.get('/admin/buy-now').loginAs(staff.user).withInertia()))
        .queries
    const few = await count()
    for (let index = 0; index < 5; index++) await createDealerTransport()
    assert.equal(await count(), few)
  })

  test('only staff operators: carriers and dealers have no admin area, staff drivers are refused', async ({
    client,
  }) => {
    const carrier = await createCarrier()
    ;(await client.get('/admin/buy-now').loginAs(carrier.user)).assertStatus(404)
    const { user: dealer } = await createUserWithTeam('dealer')
    ;(await client.get('/admin/buy-now').loginAs(dealer)).assertStatus(404)
    const driver = await createUserWithTeam('staff', { role: 'driver' })
    ;(await client.get('/admin/buy-now').loginAs(driver.user)).assertStatus(403)
  })
})

test.group('Admin buy-now / changing a payout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the new payout reaches the carriers; the change is on the timeline for staff only', async ({
    client,
    assert,
  }) => {
    const { transport, user: dealer } = await createDealerTransport()
    const staff = await createStaff()
    const before = transport.payoutCents
    const response = await submitAs(
      client,
      staff.user,
      'put',
      `/admin/buy-now/${transport.id}/payout`
    ).form({
      payout: '250,00',
      expectedPayoutCents: before,
      reason: 'Tratta poco richiesta',
    })
    response.assertStatus(302)
    assert.equal(
      response.flashMessages()?.success,
      'Compenso modificato: i trasportatori vedono il nuovo importo.'
    )
    await transport.refresh()
    assert.equal(transport.payoutCents, 25_000)
    const [event] = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'payout_changed')
    assert.deepEqual(event.payload, { from: before, to: 25_000, reason: 'Tratta poco richiesta' })
    assert.equal(event.actorUserId, staff.user.id)

    const carrier = await createCarrier()
    const offer = await client
      .get(`/transporter/marketplace/${transport.id}`)
      .loginAs(carrier.user)
      .withInertia()
    assert.equal((offer.inertiaProps as any).transport.payoutCents, 25_000)
    const dealerPage = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealer)
      .withInertia()
    const dealerTimeline = (dealerPage.inertiaProps as any).transport.timeline
    assert.notInclude(
      dealerTimeline.map((line: any) => line.type),
      'payout_changed'
    )
    assert.notInclude(JSON.stringify(dealerPage.inertiaProps), 'Tratta poco richiesta')
    const staffPage = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff.user)
      .withInertia()
    const line = (staffPage.inertiaProps as any).transport.timeline.find(
      (one: any) => one.type === 'payout_changed'
    )
    assert.include(line.detail, '250,00 €')
    assert.include(line.detail, 'Tratta poco richiesta')
  })

  test('refused: above the net price, a stale form, a transport taken; nothing changes', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const staff = await createStaff()
    const url = `/admin/buy-now/${transport.id}/payout`
    const payout = transport.payoutCents
    const tooHigh = await submitAs(client, staff.user, 'put', url).form({
      payout: String((transport.netCents + 1) / 100).replace('.', ','),
      expectedPayoutCents: payout,
      reason: 'Prova',
    })
    assert.deepEqual((tooHigh.flashMessages() as any).inputErrorsBag.payout, [
      'Il compenso non può superare l’imponibile pagato dal concessionario.',
    ])
    const stale = await submitAs(client, staff.user, 'put', url).form({
      payout: '100',
      expectedPayoutCents: payout + 1,
      reason: 'Prova',
    })
    assert.equal(
      stale.flashMessages()?.error,
      'Il compenso è cambiato nel frattempo: ricarica la pagina e riprova.'
    )
    const missing = await submitAs(client, staff.user, 'put', url).form({ payout: '', reason: '' })
    assert.exists((missing.flashMessages() as any).inputErrorsBag.payout)
    assert.exists((missing.flashMessages() as any).inputErrorsBag.reason)

    const carrier = await createCarrier()
    await buyNow({ transportId: transport.id, teamId: carrier.team.id, userId: carrier.user.id })
    const taken = await submitAs(client, staff.user, 'put', url).form({
      payout: '100',
      expectedPayoutCents: payout,
      reason: 'Prova',
    })
    assert.equal(taken.flashMessages()?.error, 'Il trasporto non è più tra quelli disponibili.')
    await transport.refresh()
    assert.equal(transport.payoutCents, payout)
    assert.lengthOf(
      await TransportEvent.query()
        .where('transport_id', transport.id)
        .where('type', 'payout_changed'),
      0
    )
    ;(
      await submitAs(client, carrier.user, 'put', url).form({
        payout: '100',
        expectedPayoutCents: payout,
        reason: 'x',
      })
    ).assertStatus(404)
  })
})
