import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import type Transport from '#transports/models/transport'
import PrivateSession from '#marketplace/models/private_session'
import { todayInRome } from '#shared/time_zone'
import { addWorkingDays } from '#shared/working_days'
import { CARRIER_PRIVATE_KEYS as PRIVATE_KEYS } from '#tests/helpers/privacy'
import { allKeys, createCarrier, createDealerTransport } from '#tests/helpers/transport_factories'
import { countQueries } from '#tests/helpers/query_counter'

type Carrier = Awaited<ReturnType<typeof createCarrier>>

/** The day the carried transport is delivered: 3 working days from today. */
const deliveryDay = () => addWorkingDays(todayInRome(), 3)

/** A transport of the carrier on its way, delivered in Milan on `deliveryDay()`. */
async function carried(carrier: Carrier, state: Transport['state'] = 'in_transit') {
  const { transport } = await createDealerTransport({
    deliveryProvince: 'MI',
    state,
    transporterTeamId: carrier.team.id,
  })
  transport.deliveryEstimateOn = DateTime.fromISO(deliveryDay())
  await transport.save()
  return transport
}

/** A published transport picked up in `province` from `offset` working days after the delivery. */
async function offer(province: string, offset = 1, payoutCents = 40_000) {
  const { transport } = await createDealerTransport({ pickupProvince: province })
  const from = addWorkingDays(deliveryDay(), offset)
  transport.pickupOn = DateTime.fromISO(from)
  transport.pickupDateFrom = DateTime.fromISO(from)
  transport.pickupDateTo = DateTime.fromISO(from)
  transport.payoutCents = payoutCents
  await transport.save()
  return transport
}

function returnLoads(client: any, user: any, transportId: number): Promise<any> {
  return client
    .get(`/transporter/transports/${transportId}`)
    .loginAs(user)
    .withInertiaPartialReload('transporter/transports/show', ['returnLoads'])
}

test.group('Return loads / on the transport page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('suggests what the team may take near the delivery, nearest first; never the private columns', async ({
    client,
    assert,
  }) => {
    const carrier = await createCarrier({ regions: ['lombardia'] })
    const mine = await carried(carrier)
    const milanLate = await offer('MI', 3, 30_000)
    const milanRich = await offer('MI', 1, 50_000)
    const milanPoor = await offer('MI', 1, 45_000)
    const bergamo = await offer('BG', 0)
    /* not for it: another region, held by a private session, taken, too late, too far */
    const genoa = await offer('GE', 1)
    const held = await offer('MI', 1)
    const session = await PrivateSession.create({
      name: 'Sessione Nord',
      startsAt: DateTime.now().minus({ minutes: 5 }),
      endsAt: DateTime.now().plus({ hours: 1 }),
      scheduledEndAt: DateTime.now().plus({ hours: 1 }),
    })
    await session.related('transports').attach([held.id])
    const other = await createCarrier()
    const taken = await offer('MI', 1)
    taken.state = 'assigned'
    taken.transporterTeamId = other.team.id
    await taken.save()
    await offer('MI', 4)
    await offer('MN', 1)

    const first = await client
      .get(`/transporter/transports/${mine.id}`)
      .loginAs(carrier.user)
      .withInertia()
    first.assertStatus(200)
    const props = first.inertiaProps as any
    assert.deepEqual(props.can, { browseMarketplace: true })
    /* deferred: not in the first answer */
    assert.notProperty(props, 'returnLoads')

    const response = await returnLoads(client, carrier.user, mine.id)
    response.assertStatus(200)
    const loads = (response.inertiaProps as any).returnLoads
    assert.deepEqual(
      loads.map((load: any) => load.id),
      [milanRich.id, milanPoor.id, milanLate.id, bergamo.id]
    )
    assert.notInclude(
      loads.map((load: any) => load.id),
      genoa.id
    )
    assert.deepInclude(loads[3], {
      reference: bergamo.reference,
      pickup: { city: bergamo.pickupCity, province: 'BG' },
      km: 57,
      payoutCents: 40_000,
      forTransportId: mine.id,
      pickupFrom: addWorkingDays(deliveryDay(), 0),
    })
    assert.sameMembers(
      allKeys(loads).filter((key) => PRIVATE_KEYS.includes(key)),
      []
    )
    const json = JSON.stringify(loads)
    for (const secret of [
      milanRich.pickupStreet,
      milanRich.deliveryStreet,
      milanRich.pickupReferentPhone!,
      milanRich.trackingToken,
    ])
      assert.notInclude(json, secret)
  })

  test('at most 5, in one query however many there are', async ({ client, assert }) => {
    const carrier = await createCarrier()
    const mine = await carried(carrier, 'assigned')
    await offer('MI')
    await returnLoads(client, carrier.user, mine.id) /* warms what the app caches once */
    const few = await countQueries(() => returnLoads(client, carrier.user, mine.id))
    assert.lengthOf((few.result.inertiaProps as any).returnLoads, 1)
    for (let index = 0; index < 7; index++) await offer(index % 2 ? 'MI' : 'MB', index % 3)
    const many = await countQueries(() => returnLoads(client, carrier.user, mine.id))
    assert.lengthOf((many.result.inertiaProps as any).returnLoads, 5)
    assert.equal(many.queries, few.queries)
  })

  test('none for a delivered transport or a team that may not take work', async ({
    client,
    assert,
  }) => {
    const carrier = await createCarrier()
    const delivered = await carried(carrier, 'delivered')
    await offer('MI')
    const none = await returnLoads(client, carrier.user, delivered.id)
    assert.deepEqual((none.inertiaProps as any).returnLoads, [])

    const suspended = await createCarrier({ suspended: true })
    const theirs = await carried(suspended)
    const refused = await returnLoads(client, suspended.user, theirs.id)
    assert.deepEqual((refused.inertiaProps as any).returnLoads, [])
  })

  test('a driver sees the transport but no return loads', async ({ client, assert }) => {
    const carrier = await createCarrier({ role: 'driver' })
    const mine = await carried(carrier)
    /* a driver reaches only the transports assigned to them (issue 11) */
    mine.driverUserId = carrier.user.id
    await mine.save()
    await offer('MI')
    const page = await client
      .get(`/transporter/transports/${mine.id}`)
      .loginAs(carrier.user)
      .withInertia()
    page.assertStatus(200)
    assert.deepEqual((page.inertiaProps as any).can, { browseMarketplace: false })
    assert.notProperty(page.inertiaProps, 'returnLoads')
    const asked = await returnLoads(client, carrier.user, mine.id)
    assert.notProperty(asked.inertiaProps, 'returnLoads')
  })
})
