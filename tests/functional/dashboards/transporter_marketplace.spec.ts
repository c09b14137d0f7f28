import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Bid from '#marketplace/models/bid'
import PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'
import type Transport from '#transports/models/transport'
import { addMember } from '#tests/helpers/factories'
import { todayInRome } from '#shared/time_zone'
import { addWorkingDays } from '#shared/working_days'
import { createCarrier, createDealerTransport } from '#tests/helpers/transport_factories'
import { countQueries } from '#tests/helpers/query_counter'

type Carrier = Awaited<ReturnType<typeof createCarrier>>

const deliveryDay = () => addWorkingDays(todayInRome(), 3)

/** A published transport from `province`, picked up the working day after `deliveryDay()`. */
async function offer(province = 'MI') {
  const { transport } = await createDealerTransport({ pickupProvince: province })
  const from = DateTime.fromISO(addWorkingDays(deliveryDay(), 1))
  transport.merge({ pickupOn: from, pickupDateFrom: from, pickupDateTo: from })
  await transport.save()
  return transport
}

/** A transport of the carrier on its way, delivered in Milan on `deliveryDay()`. */
async function carried(carrier: Carrier) {
  const { transport } = await createDealerTransport({
    deliveryProvince: 'MI',
    state: 'pickup_scheduled',
    transporterTeamId: carrier.team.id,
  })
  transport.deliveryEstimateOn = DateTime.fromISO(deliveryDay())
  await transport.save()
  return transport
}

function bid(carrier: Carrier, transport: Transport, days: number, state: Bid['state'] = 'open') {
  return Bid.create({
    transportId: transport.id,
    teamId: carrier.team.id,
    userId: carrier.user.id,
    amountCents: 35_000 + days,
    pickupOn: DateTime.fromISO(addWorkingDays(todayInRome(), days)),
    state,
  })
}

/** A session (running unless told otherwise) and the team's invitation to it. */
async function session(
  carrier: Carrier,
  state: 'pending' | 'accepted',
  options: { startsIn?: number; endsIn?: number; closed?: boolean; name?: string } = {}
) {
  /* whole seconds: SQLite keeps no milliseconds, PostgreSQL does */
  const now = DateTime.now().startOf('second')
  const created = await PrivateSession.create({
    name: options.name ?? `Sessione ${state}`,
    startsAt: now.plus({ minutes: options.startsIn ?? -10 }),
    endsAt: now.plus({ minutes: options.endsIn ?? 60 }),
    scheduledEndAt: now.plus({ minutes: options.endsIn ?? 60 }),
    closedAt: options.closed ? DateTime.now() : null,
  })
  await PrivateSessionInvitation.create({
    privateSessionId: created.id,
    teamId: carrier.team.id,
    state,
    sentAt: DateTime.now(),
  })
  return created
}

function dashboard(client: any, user: any): Promise<any> {
  return client.get('/transporter').loginAs(user).withInertia()
}

test.group('Transporter dashboard / the marketplace cards', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('open bids, sessions running, invitations waiting and return loads of the team', async ({
    client,
    assert,
  }) => {
    const carrier = await createCarrier()
    const other = await createCarrier()
    const offers = await Promise.all([offer(), offer(), offer(), offer(), offer()])
    await bid(carrier, offers[0], 4)
    const soonest = await bid(carrier, offers[1], 1)
    await bid(carrier, offers[2], 2)
    await bid(carrier, offers[3], 3)
    await bid(carrier, offers[4], 1, 'withdrawn')
    await bid(other, offers[4], 1)

    const endsFirst = await session(carrier, 'accepted', { endsIn: 30, name: 'Nord' })
    await session(carrier, 'accepted', { endsIn: 90, name: 'Centro' })
    await session(carrier, 'accepted', { closed: true })
    await session(carrier, 'accepted', { startsIn: -120, endsIn: -60 })
    await session(carrier, 'accepted', { startsIn: 60, endsIn: 120, name: 'Futura' })
    const waiting = await session(carrier, 'pending', { startsIn: 60, endsIn: 120, name: 'Sud' })
    await session(carrier, 'pending', { startsIn: -120, endsIn: -60 })
    await session(other, 'pending')

    const mine = await carried(carrier)

    const response = await dashboard(client, carrier.user)
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.deepEqual(props.can, { browseMarketplace: true })
    const cards = props.marketplace

    assert.equal(cards.bids.total, 4)
    assert.lengthOf(cards.bids.rows, 3)
    assert.equal(cards.bids.rows[0].id, soonest.id)
    assert.deepEqual(cards.bids.rows[0].transport, {
      id: offers[1].id,
      reference: offers[1].reference,
      from: `${offers[1].pickupCity} (MI)`,
      to: `${offers[1].deliveryCity} (NA)`,
    })
    assert.equal(cards.bids.rows[0].amountCents, soonest.amountCents)

    assert.equal(cards.sessions.total, 2)
    assert.deepEqual(
      cards.sessions.rows.map((row: any) => row.name),
      ['Nord', 'Centro']
    )
    assert.equal(cards.sessions.rows[0].id, endsFirst.id)
    assert.equal(cards.sessions.rows[0].endsAt, endsFirst.endsAt.toUTC().toISO())

    assert.equal(cards.invites.total, 1)
    assert.deepEqual(
      cards.invites.rows.map((row: any) => [row.id, row.name]),
      [[waiting.id, 'Sud']]
    )

    /* the five offers start in Milan the day after the delivery: the return loads */
    assert.lengthOf(cards.returnLoads, 5)
    assert.deepInclude(cards.returnLoads[0], {
      forTransportId: mine.id,
      km: 0,
      after: {
        id: mine.id,
        reference: mine.reference,
        deliveryCity: mine.deliveryCity,
        deliveryProvince: 'MI',
      },
    })
    const json = JSON.stringify(cards)
    for (const secret of [offers[0].pickupStreet, offers[0].trackingToken, 'netCents'])
      assert.notInclude(json, secret)
  })

  test('a driver gets no marketplace card and none of its data', async ({ client, assert }) => {
    const office = await createCarrier()
    const driver = await addMember(office.team, 'driver')
    const transport = await offer()
    await bid(office, transport, 1)
    await session(office, 'pending', { name: 'Riservata' })
    await carried(office)

    /* a driver has no dashboard at all (issue 11): their own transports instead */
    const response = await client.get('/transporter').loginAs(driver).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/transporter/transports')
    const list = await client.get('/transporter/transports').loginAs(driver).withInertia()
    const json = JSON.stringify(list.inertiaProps)
    assert.notInclude(json, 'Riservata')
    assert.notInclude(json, transport.reference)
  })

  test('the cards cost the same queries with few or many bids, sessions and transports', async ({
    client,
    assert,
  }) => {
    const carrier = await createCarrier()
    await bid(carrier, await offer(), 1)
    await session(carrier, 'accepted')
    await session(carrier, 'pending', { startsIn: 60, endsIn: 120 })
    await carried(carrier)
    await dashboard(client, carrier.user) /* warms what the app caches once */
    const few = await countQueries(() => dashboard(client, carrier.user))

    for (let index = 0; index < 5; index++) {
      await bid(carrier, await offer(index % 2 ? 'MI' : 'MB'), index + 2)
      await session(carrier, 'accepted')
      await session(carrier, 'pending', { startsIn: 60, endsIn: 120 })
      await carried(carrier)
    }
    const many = await countQueries(() => dashboard(client, carrier.user))
    const cards = (many.result.inertiaProps as any).marketplace
    assert.equal(cards.bids.total, 6)
    assert.lengthOf(cards.bids.rows, 3)
    assert.equal(cards.sessions.total, 6)
    assert.equal(cards.invites.total, 6)
    assert.lengthOf(cards.returnLoads, 5)
    assert.equal(many.queries, few.queries)
  })
})
