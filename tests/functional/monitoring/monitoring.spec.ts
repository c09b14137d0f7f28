import diagnostics_channel from 'node:diagnostics_channel'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { countQueries } from '#tests/helpers/query_counter'
import { JOB_EXECUTE_CHANNEL } from '#monitoring/listeners'
import { COUNT_BOUND, SECTION_ROWS } from '#monitoring/domain/thresholds'
import { TIME_ZONE } from '#shared/time_zone'
import {
  hoursAgo,
  insertDispute,
  insertTransport,
  romeDay,
  stamp,
} from '#tests/functional/monitoring/fixtures'

const PAGE = '/admin/analytics/monitoring'

async function monitoringAs(client: any, user: any, query = '') {
  const response = await client.get(`${PAGE}${query}`).loginAs(user).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('admin/monitoring/show')
  return response.body().props.monitoring
}

const ids = (section: { rows: { id: number }[] }) => section.rows.map((row) => row.id)

/** The end of a Rome day, `minutes` before or after. */
const romeEnd = (day: string, minutes: number) =>
  stamp(DateTime.fromISO(day, { zone: TIME_ZONE }).plus({ days: 1, minutes }).toLocal())

test.group('Admin → Monitoring: what needs a human now', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a pickup day in the past without a pickup is late; today, or picked up, is not', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const late = await insertTransport(team.id, 'pickup_scheduled', { pickup_on: romeDay(-1) })
    const today = await insertTransport(team.id, 'pickup_scheduled', { pickup_on: romeDay(0) })
    const done = await insertTransport(team.id, 'picked_up', {
      pickup_on: romeDay(-1),
      picked_up_at: hoursAgo(20),
    })

    const monitoring = await monitoringAs(client, user)
    assert.equal(monitoring.latePickups.total, 1)
    assert.deepEqual(ids(monitoring.latePickups), [late])
    assert.equal(monitoring.latePickups.rows[0].on, romeDay(-1))
    assert.notInclude(ids(monitoring.latePickups), today)
    assert.notInclude(ids(monitoring.latePickups), done)
  })

  test('a delivery estimate in the past without a delivery is late; delivered is not', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const late = await insertTransport(team.id, 'in_transit', {
      pickup_on: romeDay(-3),
      delivery_estimate_on: romeDay(-1),
    })
    await insertTransport(team.id, 'delivered', {
      pickup_on: romeDay(-3),
      delivery_estimate_on: romeDay(-1),
      delivered_at: hoursAgo(30),
    })
    await insertTransport(team.id, 'in_transit', { delivery_estimate_on: romeDay(1) })

    const monitoring = await monitoringAs(client, user)
    assert.deepEqual(ids(monitoring.lateDeliveries), [late])
  })

  test('a transport is stuck past its state threshold, not before', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    /* assigned: 48 h; picked up: 24 h; published: 120 h from creation */
    const stuck = await insertTransport(team.id, 'assigned', { state_changed_at: hoursAgo(49) })
    await insertTransport(team.id, 'assigned', { state_changed_at: hoursAgo(47) })
    const loaded = await insertTransport(team.id, 'picked_up', { state_changed_at: hoursAgo(25) })
    await insertTransport(team.id, 'picked_up', { state_changed_at: hoursAgo(23) })
    const unsold = await insertTransport(team.id, 'published', {
      created_at: hoursAgo(121),
      state_changed_at: null,
    })
    await insertTransport(team.id, 'published', { created_at: hoursAgo(100) })
    await insertTransport(team.id, 'completed', { state_changed_at: hoursAgo(1000) })

    const monitoring = await monitoringAs(client, user)
    assert.equal(monitoring.stuck.total, 3)
    /* the longest in its state first */
    assert.deepEqual(ids(monitoring.stuck), [unsold, stuck, loaded])
    assert.equal(monitoring.stuck.rows[1].hours, 49)
  })

  test('published transports near their pickup window without a carrier', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const soon = await insertTransport(team.id, 'published', { pickup_date_from: romeDay(2) })
    await insertTransport(team.id, 'published', { pickup_date_from: romeDay(3) })
    await insertTransport(team.id, 'assigned', { pickup_date_from: romeDay(1) })

    const monitoring = await monitoringAs(client, user)
    assert.deepEqual(ids(monitoring.unassigned), [soon])
  })

  test('open disputes wait, oldest first, with the transport to decide on', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const first = await insertTransport(team.id, 'disputed')
    const second = await insertTransport(team.id, 'disputed')
    await insertDispute(second, 2)
    await insertDispute(first, 30)
    await insertDispute(await insertTransport(team.id, 'completed'), 50, 'resolved')

    const monitoring = await monitoringAs(client, user)
    assert.equal(monitoring.disputes.total, 2)
    assert.deepEqual(
      monitoring.disputes.rows.map((row: { transportId: number }) => row.transportId),
      [first, second]
    )
  })

  test('insurance in force expiring within 30 days is listed, a later policy supersedes', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team: expiring } = await createUserWithTeam('transporter')
    const { team: renewed } = await createUserWithTeam('transporter')
    const policy = (teamId: number, expiresOn: string, key: string) =>
      db.table('team_documents').insert({
        team_id: teamId,
        kind: 'insurance',
        file_name: 'polizza.pdf',
        storage_key: `test/${key}-${teamId}`,
        mime_type: 'application/pdf',
        size_bytes: 10,
        expires_on: expiresOn,
        state: 'accepted',
        created_at: hoursAgo(0),
        updated_at: hoursAgo(0),
      })
    await policy(expiring.id, romeDay(10), 'a')
    await policy(renewed.id, romeDay(5), 'b')
    await policy(renewed.id, romeDay(400), 'c')

    const monitoring = await monitoringAs(client, user)
    assert.deepEqual(
      monitoring.insurance.rows.map((row: { teamId: number }) => row.teamId),
      [expiring.id]
    )
    assert.equal(monitoring.insurance.rows[0].expiresOn, romeDay(10))
  })

  test("a job the queue gives up on is recorded from the queue's execution channel", async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const message: Record<string, unknown> = {
      job: { id: 'job-1', name: 'SendMailJob', attempts: 5 },
      queue: 'default',
    }
    await diagnostics_channel.tracingChannel(JOB_EXECUTE_CHANNEL).tracePromise(async () => {
      message.status = 'failed'
      message.error = new Error('SMTP refused the message')
    }, message)
    /* a retry is not a failure */
    const retry: Record<string, unknown> = {
      job: { id: 'job-2', name: 'SendMailJob', attempts: 0 },
      queue: 'default',
    }
    await diagnostics_channel.tracingChannel(JOB_EXECUTE_CHANNEL).tracePromise(async () => {
      retry.status = 'retrying'
      retry.error = new Error('timeout')
    }, retry)

    let rows: any[] = []
    for (let attempt = 0; attempt < 50 && rows.length === 0; attempt++) {
      rows = await db.from('monitoring_failed_jobs').select('*')
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].job_id, 'job-1')

    const monitoring = await monitoringAs(client, user)
    assert.equal(monitoring.failedJobs.total, 1)
    assert.deepInclude(monitoring.failedJobs.rows[0], {
      name: 'SendMailJob',
      queue: 'default',
      attempts: 6,
      error: 'SMTP refused the message',
    })
  })

  test('on-time pickups and deliveries over a date range, by the end of the Rome day', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const day = romeDay(-2)
    /* picked up a minute before the end of the day: on time */
    await insertTransport(team.id, 'picked_up', {
      pickup_on: day,
      picked_up_at: romeEnd(day, -1),
      delivery_estimate_on: day,
      delivered_at: null,
    })
    /* a minute after: late */
    await insertTransport(team.id, 'in_transit', {
      pickup_on: day,
      picked_up_at: romeEnd(day, 1),
    })
    /* never picked up, the day has passed: due and late */
    await insertTransport(team.id, 'pickup_scheduled', { pickup_on: day })
    /* cancelled, or scheduled later: not due */
    await insertTransport(team.id, 'cancelled', { pickup_on: day })
    await insertTransport(team.id, 'pickup_scheduled', { pickup_on: romeDay(3) })
    /* delivered on time */
    await insertTransport(team.id, 'delivered', {
      pickup_on: romeDay(-5),
      picked_up_at: romeEnd(romeDay(-5), -600),
      delivery_estimate_on: day,
      delivered_at: romeEnd(day, -60),
    })

    const monitoring = await monitoringAs(client, user, `?from=${romeDay(-3)}&to=${romeDay(0)}`)
    const levels = monitoring.serviceLevels
    assert.deepEqual(levels.range, { from: romeDay(-3), to: romeDay(0) })
    assert.deepEqual(levels.pickups, { due: 3, onTime: 1, percent: 33.33 })
    /* the picked-up one estimated for `day`, not delivered: due and late; the delivered one on time */
    assert.deepEqual(levels.deliveries, { due: 2, onTime: 1, percent: 50 })

    const outside = await monitoringAs(client, user, `?from=${romeDay(-30)}&to=${romeDay(-10)}`)
    assert.deepEqual(outside.serviceLevels.pickups, { due: 0, onTime: 0, percent: null })
  })

  test('each section is bounded: a count and the first rows, the same queries for many rows', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    await insertTransport(team.id, 'pickup_scheduled', { pickup_on: romeDay(-1) })
    const few = await countQueries(() => client.get(PAGE).loginAs(user).withInertia())

    for (let i = 0; i < SECTION_ROWS + 3; i++)
      await insertTransport(team.id, 'pickup_scheduled', { pickup_on: romeDay(-1 - i) })
    const many = await countQueries(() => client.get(PAGE).loginAs(user).withInertia())
    assert.equal(many.queries, few.queries)
    /* the whole request: session, user, teams, bell; two statements for the seven sections,
       one for both SLA figures, two for the health checks (docs/monitoring.md) */
    assert.isAtMost(many.queries, 10)

    const monitoring = await monitoringAs(client, user)
    assert.equal(monitoring.latePickups.total, SECTION_ROWS + 4)
    assert.lengthOf(monitoring.latePickups.rows, SECTION_ROWS)
    /* the oldest pickup day first */
    assert.equal(monitoring.latePickups.rows[0].on, romeDay(-1 - (SECTION_ROWS + 2)))
  })

  test('a count stops at COUNT_BOUND: more shows as capped, the most urgent rows still first', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    /* spread over the three states before the pickup: each is its own index range */
    const states = ['published', 'assigned', 'pickup_scheduled']
    for (let i = 0; i < COUNT_BOUND + 2; i++)
      await insertTransport(team.id, states[i % 3], { pickup_on: romeDay(-1 - (i % 20)) })
    const oldest = await insertTransport(team.id, 'assigned', { pickup_on: romeDay(-40) })

    const monitoring = await monitoringAs(client, user)
    assert.equal(monitoring.latePickups.total, COUNT_BOUND)
    assert.isTrue(monitoring.latePickups.capped)
    assert.lengthOf(monitoring.latePickups.rows, SECTION_ROWS)
    assert.equal(monitoring.latePickups.rows[0].id, oldest)
    assert.isFalse(monitoring.stuck.capped)
  })

  test('the page links the health check and states it', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('staff')
    const monitoring = await monitoringAs(client, user)
    assert.isBoolean(monitoring.health.healthy)
    assert.isString(monitoring.health.status)
  })

  test('only staff see it: dealers and carriers get a 404, a staff driver a 403', async ({
    client,
  }) => {
    const { user: dealer } = await createUserWithTeam('dealer')
    const { user: carrier, team: carrierTeam } = await createUserWithTeam('transporter')
    const carrierDriver = await addMember(carrierTeam, 'driver')
    const { team: staff } = await createUserWithTeam('staff')
    const staffDriver = await addMember(staff, 'driver')
    for (const outsider of [dealer, carrier, carrierDriver]) {
      const response = await client.get(PAGE).loginAs(outsider)
      response.assertStatus(404)
    }
    const response = await client.get(PAGE).loginAs(staffDriver)
    response.assertStatus(403)
    const guest = await client.get(PAGE).redirects(0)
    guest.assertStatus(302)
  })
})
