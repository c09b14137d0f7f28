import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import { addMember } from '#tests/helpers/factories'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { countQueries } from '#tests/helpers/query_counter'

/** A transport of a new dealer, carried by a new carrier (owner + a driver), in a state. */
async function carried(state: Transport['state'] = 'assigned', driven = false) {
  const carrier = await createTransporter()
  const driver = await addMember(carrier.team, 'driver')
  const dealer = await createDealerTransport({ state, transporterTeamId: carrier.team.id })
  if (driven) {
    dealer.transport.driverUserId = driver.id
    await dealer.transport.save()
  }
  return { carrier, driver, dealer, transport: dealer.transport }
}

/** What must not move when a request is refused. */
async function footprint(id: number) {
  const row = await Transport.findOrFail(id)
  const events = await TransportEvent.query().where('transport_id', id).count('* as total')
  return {
    state: row.state,
    version: row.stateVersion,
    driver: row.driverUserId,
    pickupOn: row.pickupOn?.toISODate() ?? null,
    slot: [row.pickupSlotFrom, row.pickupSlotTo],
    events: Number(events[0].$extras.total),
  }
}

const ids = (page: any) => (page.inertiaProps.transports.data as { id: number }[]).map((r) => r.id)

test.group('Transports / drivers see only their transports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('list and show: the driver gets theirs only, the office every transport of the team', async ({
    client,
    assert,
  }) => {
    const { carrier, driver, transport: mine } = await carried('assigned', true)
    const other = await createDealerTransport({
      state: 'assigned',
      transporterTeamId: carrier.team.id,
    })
    const forDriver = await client.get('/transporter/transports').loginAs(driver).withInertia()
    assert.deepEqual(ids(forDriver), [mine.id])
    const forOffice = await client
      .get('/transporter/transports')
      .loginAs(carrier.user)
      .withInertia()
    assert.sameMembers(ids(forOffice), [mine.id, other.transport.id])
    assert.equal((forOffice.inertiaProps as any).transports.data[1].driverName, driver.fullName)

    const show = await client
      .get(`/transporter/transports/${mine.id}`)
      .loginAs(driver)
      .withInertia()
    show.assertStatus(200)
    /* the team's money is not the driver's business */
    assert.isNull((show.inertiaProps as any).transport.payoutCents)
    assert.deepEqual((show.inertiaProps as any).execution.drivers, [])
    for (const url of [
      `/transporter/transports/${other.transport.id}`,
      `/transporter/transports/${other.transport.id}/schedule`,
    ])
      (await client.get(url).loginAs(driver)).assertStatus(404)
    const refused = await submitAs(
      client,
      driver,
      'post',
      `/transporter/transports/${other.transport.id}/schedule`
    ).form({ date: '2030-01-07', from: '09:00', stateVersion: 0 })
    refused.assertStatus(404)
  })

  test("the team's other pages refuse a driver; the dashboard sends them to their transports", async ({
    client,
    assert,
  }) => {
    const { driver } = await carried('assigned', true)
    for (const url of [
      '/transporter/marketplace',
      '/transporter/bids',
      '/transporter/invites',
      '/transporter/calls',
      '/transporter/documents',
    ]) {
      const response = await client.get(url).loginAs(driver)
      assert.include([403, 404], response.status(), url)
    }
    const dashboard = await client.get('/transporter').loginAs(driver).redirects(0)
    dashboard.assertStatus(302)
    assert.equal(dashboard.header('location'), '/transporter/transports')
    const home = await client.get('/home').loginAs(driver).redirects(0)
    assert.equal(home.header('location'), '/transporter/transports')
  })
})

test.group('Transports / assigning a driver', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an owner or admin assigns a driver of the team: column, event, broadcast to both teams', async ({
    client,
    assert,
  }) => {
    const { carrier, driver, dealer, transport } = await carried()
    const admin = await addMember(carrier.team, 'admin')
    const { calls, restore } = captureBroadcasts()
    try {
      const response = await submitAs(
        client,
        admin,
        'post',
        `/transporter/transports/${transport.id}/driver`
      ).json({ driverUserId: driver.id, expectedDriverUserId: null })
      response.assertHeader('location', `/transporter/transports/${transport.id}`)
      assert.equal((response.flashMessages() as any).success, 'Autista assegnato.')
    } finally {
      restore()
    }
    await transport.refresh()
    assert.equal(transport.driverUserId, driver.id)
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'driver_assigned')
      .firstOrFail()
    assert.equal(event.actorUserId, admin.id)
    assert.equal(event.payload!.driverUserId, driver.id)
    const channels = calls.map(([channel]) => channel)
    assert.includeMembers(channels, [`teams/${carrier.team.id}`, `teams/${dealer.team.id}`])

    /* The driver now sees it; the dealer sees the driver's first name, staff the full name. */
    const list = await client.get('/transporter/transports').loginAs(driver).withInertia()
    assert.deepEqual(ids(list), [transport.id])
    const dealerPage = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealer.user)
      .withInertia()
    assert.equal((dealerPage.inertiaProps as any).transport.driverFirstName, 'Member')
    const carrierPage = await client
      .get(`/transporter/transports/${transport.id}`)
      .loginAs(carrier.user)
      .withInertia()
    assert.deepEqual((carrierPage.inertiaProps as any).transport.driver, {
      id: driver.id,
      name: driver.fullName,
    })

    /* Removing the driver: the event, and the driver loses the transport. */
    const removed = await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/transports/${transport.id}/driver`
    ).json({ driverUserId: null, expectedDriverUserId: driver.id })
    assert.equal((removed.flashMessages() as any).success, 'Autista rimosso.')
    await transport.refresh()
    assert.isNull(transport.driverUserId)
    const after = await client.get('/transporter/transports').loginAs(driver).withInertia()
    assert.deepEqual(ids(after), [])
  })

  test('refused, with nothing changed: a member or a driver assigning, a non-driver, a driver of another team, a stale page', async ({
    client,
    assert,
  }) => {
    const { carrier, driver, transport } = await carried()
    const member = await addMember(carrier.team, 'member')
    const { driver: stranger } = await carried()
    const url = `/transporter/transports/${transport.id}/driver`
    const before = await footprint(transport.id)

    /* a member: refused by the policy; the driver: not theirs, so not even found */
    for (const actor of [member, driver]) {
      const response = await submitAs(client, actor, 'post', url).json({ driverUserId: driver.id })
      assert.include([302, 403, 404], response.status())
      assert.deepEqual(await footprint(transport.id), before)
    }
    for (const [who, expected] of [
      [member.id, 'Si possono assegnare solo membri della squadra con il ruolo Autista.'],
      [stranger.id, 'Si possono assegnare solo membri della squadra con il ruolo Autista.'],
    ] as const) {
      const response = await submitAs(client, carrier.user, 'post', url).json({
        driverUserId: who,
      })
      assert.equal((response.flashMessages() as any).error, expected)
      assert.deepEqual(await footprint(transport.id), before)
    }
    const stale = await submitAs(client, carrier.user, 'post', url).json({
      driverUserId: driver.id,
      expectedDriverUserId: stranger.id,
    })
    assert.match((stale.flashMessages() as any).error, /appena modificato/)
    assert.deepEqual(await footprint(transport.id), before)

    /* Delivered: the driver can no longer change. */
    await Transport.query().where('id', transport.id).update({ state: 'delivered' })
    const late = await submitAs(client, carrier.user, 'post', url).json({ driverUserId: driver.id })
    assert.equal(
      (late.flashMessages() as any).error,
      "In questo stato l'autista non si può più cambiare."
    )
  })
})

/** The first slot the schedule page proposes after today (a day that is not today). */
async function slotsOf(client: any, user: any, id: number) {
  const page = await client
    .get(`/transporter/transports/${id}/schedule`)
    .loginAs(user)
    .withInertia()
  page.assertStatus(200)
  return (page.inertiaProps as any).slots as { date: string; from: string; to: string }[]
}

const today = () => DateTime.now().setZone('Europe/Rome').toISODate()!

/** The first day on or after `from` with the ISO weekday (6 = Saturday). */
function nextWeekday(weekday: number, from = DateTime.now().setZone('Europe/Rome')) {
  let day = from.plus({ days: 1 })
  while (day.weekday !== weekday) day = day.plus({ days: 1 })
  return day.toISODate()!
}

test.group('Transports / scheduling the pickup', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the slots follow the pickup address: its hours, its closing days, the dealer team and global ones', async ({
    client,
    assert,
  }) => {
    const { carrier, dealer, transport } = await carried()
    const [address] = await db
      .table('addresses')
      .insert({
        team_id: dealer.team.id,
        label: 'Piazzale',
        street: 'Via Roma 1',
        cap: '20100',
        city: 'Milano',
        province: 'MI',
        opening_hours: JSON.stringify({
          mon: [['08:00', '12:00']],
          tue: [['08:00', '12:00']],
          wed: [['08:00', '12:00']],
          thu: [['08:00', '12:00']],
          fri: [['08:00', '12:00']],
        }),
        created_at: new Date(),
      })
      .returning('id')
    const addressId = typeof address === 'object' ? address.id : address
    await db
      .from('transport_requests')
      .where('id', transport.transportRequestId)
      .update({ pickup_address_id: addressId })
    const before = await slotsOf(client, carrier.user, transport.id)
    assert.isAbove(before.length, 3)
    for (const slot of before) {
      assert.deepEqual([slot.from, slot.to], ['08:00', '12:00'])
      const weekday = DateTime.fromISO(slot.date).weekday
      assert.isBelow(weekday, 6, slot.date)
    }
    const [a, b, c] = [...new Set(before.map((slot) => slot.date))]
    const close = (values: Record<string, unknown>, day: string) =>
      db.table('closing_days').insert({
        ...values,
        starts_on: day,
        ends_on: day,
        created_at: new Date(),
      })
    await close({ address_id: addressId, team_id: dealer.team.id }, a)
    await close({ team_id: dealer.team.id }, b)
    await close({}, c)
    const after = await slotsOf(client, carrier.user, transport.id)
    for (const day of [a, b, c])
      assert.notInclude(
        after.map((slot) => slot.date),
        day
      )
    /* A typed choice on a closed day is refused with the reason. */
    const refused = await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/transports/${transport.id}/schedule`
    ).form({ date: b, from: '09:00', stateVersion: transport.stateVersion })
    assert.equal(
      (refused.flashMessages() as any).error,
      'Il luogo di ritiro è chiuso quel giorno (festivo, fine settimana o giorno di chiusura).'
    )
    refused.assertHeader('location', `/transporter/transports/${transport.id}/schedule`)
  })

  test('the carrier picks a slot: pickup_scheduled with day and time, delivery estimate, event, broadcast', async ({
    client,
    assert,
  }) => {
    const { carrier, dealer, driver, transport } = await carried('assigned', true)
    const slots = await slotsOf(client, driver, transport.id)
    const slot = slots.find((candidate) => candidate.date > today())!
    const { calls, restore } = captureBroadcasts()
    try {
      const response = await submitAs(
        client,
        driver,
        'post',
        `/transporter/transports/${transport.id}/schedule`
      ).form({ date: slot.date, from: slot.from, stateVersion: transport.stateVersion })
      assert.equal((response.flashMessages() as any).success, 'Ritiro programmato.')
    } finally {
      restore()
    }
    await transport.refresh()
    assert.equal(transport.state, 'pickup_scheduled')
    assert.equal(transport.pickupOn!.toISODate(), slot.date)
    assert.deepEqual([transport.pickupSlotFrom, transport.pickupSlotTo], [slot.from, slot.to])
    assert.isTrue(transport.deliveryEstimateOn!.toISODate()! > slot.date)
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('to_state', 'pickup_scheduled')
      .firstOrFail()
    assert.equal(event.payload!.pickupSlotFrom, slot.from)
    assert.includeMembers(
      calls.map(([channel]) => channel),
      [`teams/${carrier.team.id}`, `teams/${dealer.team.id}`]
    )

    /* Rescheduled to another day: same state, a new version, an event; the dealer sees it. */
    const other = slots.find((candidate) => candidate.date > slot.date)!
    const moved = await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/transports/${transport.id}/schedule`
    ).form({
      date: other.date,
      from: other.from,
      to: other.to,
      stateVersion: transport.stateVersion,
    })
    assert.equal((moved.flashMessages() as any).success, 'Ritiro programmato.')
    await transport.refresh()
    assert.equal(transport.state, 'pickup_scheduled')
    assert.equal(transport.pickupOn!.toISODate(), other.date)
    const rescheduled = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'rescheduled')
      .firstOrFail()
    assert.equal(rescheduled.payload!.previousPickupOn, slot.date)
    const dealerPage = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealer.user)
      .withInertia()
    const shown = (dealerPage.inertiaProps as any).transport
    assert.deepEqual(
      [shown.pickupOn, shown.pickupSlotFrom, shown.pickupSlotTo],
      [other.date, other.from, other.to]
    )
  })

  test('refusals leave everything as it was, each with its reason', async ({ client, assert }) => {
    const { carrier, transport } = await carried()
    const url = `/transporter/transports/${transport.id}/schedule`
    const before = await footprint(transport.id)
    const yesterday = DateTime.now().setZone('Europe/Rome').minus({ days: 1 }).toISODate()!
    const far = DateTime.now().setZone('Europe/Rome').plus({ days: 60 }).toISODate()!
    const cases: [Record<string, unknown>, string][] = [
      [{ date: yesterday, from: '09:00' }, 'Il giorno o l’orario scelto è già passato.'],
      [{ date: far, from: '09:00' }, 'Il giorno scelto è fuori dalla finestra di ritiro.'],
      [
        { date: nextWeekday(6), from: '09:00' },
        'Il luogo di ritiro è chiuso quel giorno (festivo, fine settimana o giorno di chiusura).',
      ],
      [
        { date: nextWeekday(3), from: '20:00' },
        'L’orario scelto è fuori dagli orari di apertura del luogo di ritiro.',
      ],
    ]
    for (const [choice, message] of cases) {
      const response = await submitAs(client, carrier.user, 'post', url).form({
        ...choice,
        stateVersion: transport.stateVersion,
      })
      assert.equal(
        ((response.flashMessages() as any).error as string).replace(/'/g, '’'),
        message,
        JSON.stringify(choice)
      )
      assert.deepEqual(await footprint(transport.id), before)
    }
    /* A malformed time is a field error. */
    const malformed = await submitAs(client, carrier.user, 'post', url).form({
      date: nextWeekday(3),
      from: '9 di mattina',
      stateVersion: 0,
    })
    assert.exists((malformed.flashMessages() as any).inputErrorsBag?.from)
    assert.deepEqual(await footprint(transport.id), before)
    /* A dealer's member cannot reach it at all (another area). */
    const delivered = await carried('delivered')
    const late = await submitAs(
      client,
      delivered.carrier.user,
      'post',
      `/transporter/transports/${delivered.transport.id}/schedule`
    ).form({ date: nextWeekday(3), from: '09:00', stateVersion: 0 })
    assert.match((late.flashMessages() as any).error, /non è consentito/)
  })

  test('start the transit: picked_up → in_transit by the assigned driver', async ({
    client,
    assert,
  }) => {
    const { driver, transport } = await carried('picked_up', true)
    const response = await submitAs(
      client,
      driver,
      'post',
      `/transporter/transports/${transport.id}/transit`
    ).form({ stateVersion: transport.stateVersion })
    assert.equal((response.flashMessages() as any).success, 'Viaggio iniziato.')
    await transport.refresh()
    assert.equal(transport.state, 'in_transit')
  })
})

test.group('Transports / the carrier list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('filters in the URL: state, search on reference and towns', async ({ client, assert }) => {
    const { carrier, transport } = await carried('assigned')
    const other = await createDealerTransport({
      state: 'pickup_scheduled',
      transporterTeamId: carrier.team.id,
    })
    await Transport.query().where('id', other.transport.id).update({ delivery_city: 'Bari' })
    const page = async (qs: string) =>
      ids(await client.get(`/transporter/transports?${qs}`).loginAs(carrier.user).withInertia())
    assert.deepEqual(await page('state=assigned'), [transport.id])
    assert.deepEqual(await page('q=bari'), [other.transport.id])
    assert.deepEqual(await page(`q=${transport.reference.toLowerCase()}`), [transport.id])
    assert.deepEqual(await page('q=%25'), [other.transport.id, transport.id])
    const filters = (
      await client.get('/transporter/transports?q=bari').loginAs(carrier.user).withInertia()
    ).inertiaProps as any
    assert.equal(filters.filters.q, 'bari')
  })

  test('the query count does not grow with the rows (drivers named in one query)', async ({
    client,
    assert,
  }) => {
    const { carrier, driver } = await carried('assigned', true)
    const count = async () =>
      (
        await countQueries(() =>
          client.get('/transporter/transports').loginAs(carrier.user).withInertia()
        )
      ).queries
    const few = await count()
    for (let index = 0; index < 5; index++) {
      const more = await createDealerTransport({
        state: 'assigned',
        transporterTeamId: carrier.team.id,
      })
      more.transport.driverUserId = driver.id
      await more.transport.save()
    }
    assert.equal(await count(), few)
  })
})
