import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { addMember } from '#tests/helpers/factories'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { countQueries } from '#tests/helpers/query_counter'
import { createCall, createSessionFor } from '#tests/helpers/call_factories'
import { CALLS_PER_PAGE } from '#calls/queries/calls'
import { TIME_ZONE } from '#shared/time_zone'

/** A weekday morning `days` days from now, in Rome (the list does not check slot rules). */
const at = (days: number, hour = 10) =>
  DateTime.now()
    .setZone(TIME_ZONE)
    .plus({ days })
    .set({ hour, minute: 0, second: 0, millisecond: 0 })

/** `n` calls of the team from `days` days on, one every 30 minutes (distinct slots). */
async function manyCalls(
  teamId: number,
  n: number,
  days: number,
  bookedById?: number,
  transportId?: number
) {
  for (let index = 0; index < n; index++)
    await createCall(teamId, at(days).plus({ minutes: 30 * index }), {
      bookedById: bookedById ?? null,
      transportId: transportId ?? null,
    })
}

test.group('Calls / the team’s list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('upcoming soonest first; past and cancelled latest first; only the team’s', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user, team } = await createCarrier()
    const soon = await createCall(team.id, at(1), {
      bookedById: user.id,
      transportId: transport.id,
      note: 'Ritiro',
    })
    const later = await createCall(team.id, at(3))
    const over = await createCall(team.id, at(-2))
    const cancelled = await createCall(team.id, at(2), {
      cancelledAt: DateTime.now(),
      cancelledByKind: 'staff',
    })
    const other = await createCarrier()
    await createCall(other.team.id, at(1, 11))

    const upcoming = await client.get('/transporter/calls').loginAs(user).withInertia()
    upcoming.assertInertiaComponent('transporter/calls/index')
    const props = upcoming.inertiaProps as any
    assert.equal(props.list, 'upcoming')
    assert.deepEqual(
      props.calls.data.map((row: any) => row.id),
      [soon.id, later.id]
    )
    const first = props.calls.data[0]
    assert.deepEqual(first.transport, {
      id: transport.id,
      reference: transport.reference,
      route: 'Milano (MI) → Napoli (NA)',
    })
    assert.equal(first.bookedByName, user.fullName)
    assert.equal(first.status, 'booked')
    assert.isTrue(first.canCancel)
    assert.equal(first.note, 'Ritiro')
    assert.equal(first.startsAt, soon.startsAt.toUTC().toISO())

    const past = await client.get('/transporter/calls?when=past').loginAs(user).withInertia()
    const pastRows = (past.inertiaProps as any).calls.data
    assert.deepEqual(
      pastRows.map((row: any) => [row.id, row.status, row.cancelledBy, row.canCancel]),
      [
        [cancelled.id, 'cancelled', 'staff', false],
        [over.id, 'done', null, false],
      ]
    )
  })

  test('a call about a private session shows its name and whether its page is open', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier()
    const accepted = await createSessionFor([team.id], { name: 'Sessione Centro-Sud' })
    const pending = await createSessionFor([team.id], { state: 'pending' })
    const first = await createCall(team.id, at(1), { privateSessionId: accepted.id })
    const second = await createCall(team.id, at(2), { privateSessionId: pending.id })
    const response = await client.get('/transporter/calls').loginAs(user).withInertia()
    const rows = (response.inertiaProps as any).calls.data
    assert.deepEqual(
      rows.map((row: any) => [row.id, row.session, row.transport]),
      [
        [first.id, { id: accepted.id, name: 'Sessione Centro-Sud', accepted: true }, null],
        [second.id, { id: pending.id, name: 'Sessione Nord-Est', accepted: false }, null],
      ]
    )
  })

  test('pages by 20 and the page stays in the URL', async ({ client, assert }) => {
    const { user, team } = await createCarrier()
    await manyCalls(team.id, CALLS_PER_PAGE + 3, 1)
    const second = await client.get('/transporter/calls?page=2').loginAs(user).withInertia()
    const calls = (second.inertiaProps as any).calls
    assert.equal(calls.metadata.total, CALLS_PER_PAGE + 3)
    assert.equal(calls.metadata.currentPage, 2)
    assert.lengthOf(calls.data, 3)
  })

  test('the list costs the same few queries for 3 calls or 40', async ({ client, assert }) => {
    const { transport } = await createDealerTransport()
    const small = await createCarrier()
    await manyCalls(small.team.id, 3, 1, small.user.id, transport.id)
    const large = await createCarrier()
    const bookers = [large.user, await addMember(large.team, 'member')]
    const sessions = [
      await createSessionFor([small.team.id, large.team.id]),
      await createSessionFor([large.team.id], { state: 'pending', name: 'Sessione Sud' }),
    ]
    await createCall(small.team.id, at(1, 15), { privateSessionId: sessions[0].id })
    for (let index = 0; index < 40; index++)
      await createCall(large.team.id, at(2).plus({ minutes: 30 * index }), {
        bookedById: bookers[index % 2].id,
        ...(index % 3 === 0
          ? { privateSessionId: sessions[index % 2].id }
          : { transportId: transport.id }),
      })
    const visit = (user: typeof small.user) =>
      countQueries(async () =>
        (await client.get('/transporter/calls').loginAs(user).withInertia()).assertStatus(200)
      )
    await visit(small.user)
    const few = await visit(small.user)
    const many = await visit(large.user)
    assert.equal(many.queries, few.queries)
    assert.isAtMost(many.queries, 14)
  })
})

test.group('Calls / the admin calendar', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows live calls with team, booker, phone and transport; not cancelled ones', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const carrier = await createCarrier()
    const staff = await createStaff()
    const day = at(1, 15)
    const call = await createCall(carrier.team.id, day, {
      bookedById: carrier.user.id,
      transportId: transport.id,
      phone: '+39 045 987 6543',
      note: 'Orari di ritiro',
    })
    await createCall(carrier.team.id, day.plus({ hours: 1 }), {
      cancelledAt: DateTime.now(),
      cancelledByKind: 'transporter',
    })
    const response = await client
      .get(`/admin/calendar?view=week&date=${day.toISODate()}`)
      .loginAs(staff.user)
      .withInertia()
    response.assertInertiaComponent('admin/calendar/index')
    const props = response.inertiaProps as any
    assert.deepEqual(props.can, { cancelCalls: true })
    assert.deepEqual(props.calls, [
      {
        id: call.id,
        date: day.toISODate(),
        time: '15:00',
        endTime: '15:30',
        startsAt: call.startsAt.toUTC().toISO(),
        teamName: carrier.team.name,
        bookedByName: carrier.user.fullName,
        bookedByEmail: carrier.user.email,
        phone: '+39 045 987 6543',
        note: 'Orari di ritiro',
        transport: { id: transport.id, reference: transport.reference },
        session: null,
      },
    ])
    /* Another week: not there. */
    const elsewhere = await client
      .get(`/admin/calendar?view=week&date=${day.plus({ weeks: 3 }).toISODate()}`)
      .loginAs(staff.user)
      .withInertia()
    assert.deepEqual((elsewhere.inertiaProps as any).calls, [])
  })

  test('a call about a private session shows the session to staff', async ({ client, assert }) => {
    const carrier = await createCarrier()
    const staff = await createStaff()
    const session = await createSessionFor([carrier.team.id])
    const day = at(1, 11)
    const call = await createCall(carrier.team.id, day, { privateSessionId: session.id })
    const response = await client
      .get(`/admin/calendar?view=week&date=${day.toISODate()}`)
      .loginAs(staff.user)
      .withInertia()
    const [shown] = (response.inertiaProps as any).calls
    assert.equal(shown.id, call.id)
    assert.isNull(shown.transport)
    assert.deepEqual(shown.session, { id: session.id, name: 'Sessione Nord-Est' })
  })

  test('a month of calls costs one query more than none', async ({ client, assert }) => {
    const staff = await createStaff()
    const month = `?view=month&date=${at(1).toISODate()}`
    const visit = () =>
      countQueries(async () =>
        (
          await client.get(`/admin/calendar${month}`).loginAs(staff.user).withInertia()
        ).assertStatus(200)
      )
    await visit()
    const none = await visit()
    const carriers = [await createCarrier(), await createCarrier()]
    const session = await createSessionFor([carriers[1].team.id])
    for (let index = 0; index < 30; index++) {
      const carrier = carriers[index % 2]
      await createCall(carrier.team.id, at(1, 9).plus({ minutes: 20 * index }), {
        bookedById: carrier.user.id,
        privateSessionId: index % 2 ? session.id : null,
      })
    }
    const many = await visit()
    assert.equal(many.queries, none.queries)
    assert.lengthOf(
      (
        (await client.get(`/admin/calendar${month}`).loginAs(staff.user).withInertia())
          .inertiaProps as any
      ).calls,
      30
    )
  })
})
