import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import ClosingDay from '#teams/models/closing_day'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'

test.group('Transports / calendars', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dealer month shows the team\u2019s pickups and deliveries, closing days and holidays', async ({
    client,
    assert,
  }) => {
    const { user, team, transport } = await createDealerTransport()
    const other = await createDealerTransport()
    transport.pickupOn = DateTime.fromISO('2026-04-07')
    transport.deliveryEstimateOn = DateTime.fromISO('2026-04-09')
    await transport.save()
    other.transport.pickupOn = DateTime.fromISO('2026-04-07')
    await other.transport.save()
    await ClosingDay.create({
      teamId: team.id,
      startsOn: DateTime.fromISO('2026-04-20'),
      endsOn: DateTime.fromISO('2026-04-21'),
      reason: 'Inventario',
    })
    const response = await client
      .get('/dealer/calendar?view=month&date=2026-04-15')
      .loginAs(user)
      .withInertia()
    response.assertInertiaComponent('dealer/calendar/index')
    const calendar = (response.inertiaProps as any).calendar
    assert.equal(calendar.period.start, '2026-03-30')
    assert.equal(calendar.period.end, '2026-05-03')
    const days = calendar.weeks.flat()
    const day = (date: string) => days.find((d: any) => d.date === date)
    assert.deepEqual(
      day('2026-04-07').entries.map((e: any) => [e.kind, e.transportId]),
      [['pickup', transport.id]]
    )
    assert.deepEqual(
      day('2026-04-09').entries.map((e: any) => e.kind),
      ['delivery']
    )
    assert.deepEqual(day('2026-04-06').holidays, ['easter_monday'])
    assert.equal(day('2026-04-20').closings[0].reason, 'Inventario')
  })

  test('the week view starts on Monday; bad query values fall back', async ({ client, assert }) => {
    const { user } = await createDealerTransport()
    const week = await client
      .get('/dealer/calendar?view=week&date=2026-04-09')
      .loginAs(user)
      .withInertia()
    const calendar = (week.inertiaProps as any).calendar
    assert.equal(calendar.period.start, '2026-04-06')
    assert.lengthOf(calendar.weeks, 1)
    const bad = await client
      .get('/dealer/calendar?view=year&date=2026-13-45')
      .loginAs(user)
      .withInertia()
    bad.assertStatus(200)
    assert.equal((bad.inertiaProps as any).calendar.period.view, 'month')
  })

  test('the admin calendar shows every team\u2019s transports; other areas get 404', async ({
    client,
    assert,
  }) => {
    const a = await createDealerTransport()
    const b = await createDealerTransport()
    const { user: staff } = await createStaff()
    const month = a.transport.pickupOn!.toISODate()
    const response = await client.get(`/admin/calendar?date=${month}`).loginAs(staff).withInertia()
    response.assertInertiaComponent('admin/calendar/index')
    const ids = (response.inertiaProps as any).calendar.weeks
      .flat()
      .flatMap((d: any) => d.entries.map((e: any) => e.transportId))
    assert.includeMembers(ids, [a.transport.id, b.transport.id])
    const { user: carrier } = await createTransporter()
    ;(await client.get('/admin/calendar').loginAs(a.user)).assertStatus(404)
    ;(await client.get('/dealer/calendar').loginAs(carrier)).assertStatus(404)
  })
})
