import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createConnection } from 'node:net'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { Locator, QueueManager, Schedule } from '@adonisjs/queue'
import { knex as knexAdapter } from '@boringnode/queue/drivers/knex_adapter'
import { redis as redisAdapter } from '@boringnode/queue/drivers/redis_adapter'
import type { Adapter } from '@boringnode/queue/types'
import { RECURRING_JOBS } from '#start/scheduler'
import { registerRecurringJobs, registerRecurringJob, jobNameOf } from '#core/queue/schedules'
import ExpireQuotesJob from '#requests/jobs/expire_quotes_job'
import CompleteDeliveredTransportsJob from '#transports/jobs/complete_delivered_transports_job'
import Transport from '#transports/models/transport'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createRequest } from '#tests/helpers/request_factories'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { runQueueWorkers } from './queue_workers.js'
import { sourceFiles } from '#tests/helpers/source_files'

const FIFTEEN_MINUTES = 15 * 60_000

test.group('Scheduled jobs: the schedules', (group) => {
  group.each.teardown(() => QueueManager.restore())

  test('every recurring job is scheduled at its cadence', async ({ assert }) => {
    QueueManager.fake()
    const before = Date.now()
    const results = await registerRecurringJobs(RECURRING_JOBS)
    assert.deepEqual(
      results,
      Object.fromEntries(RECURRING_JOBS.map((definition) => [definition.id, 'created']))
    )
    assert.includeMembers(
      RECURRING_JOBS.map((definition) => definition.id),
      ['quotes:expire', 'transports:complete', 'bids:auto-accept']
    )

    const schedules = await Schedule.list()
    const byId = new Map(schedules.map((schedule) => [schedule.id, schedule]))
    for (const definition of RECURRING_JOBS) {
      const schedule = byId.get(definition.id)!
      const every = definition.everyMinutes * 60_000
      assert.exists(schedule, definition.id)
      assert.equal(schedule.name, jobNameOf(definition))
      assert.equal(schedule.everyMs, every)
      assert.isNull(schedule.cronExpression)
      assert.equal(schedule.status, 'active')
      const next = schedule.nextRunAt!.getTime()
      assert.isAtLeast(next, before + every)
      assert.isAtMost(next, Date.now() + every)
    }
  })

  test('workers can find every scheduled job (the job files are in the queue locations)', async ({
    assert,
  }) => {
    for (const definition of RECURRING_JOBS) {
      assert.equal(Locator.get(jobNameOf(definition)), definition.job as unknown)
    }
  })

  test('registering again keeps the next run and a pause; a new cadence reschedules', async ({
    assert,
  }) => {
    const fake = QueueManager.fake()
    const [quotes] = RECURRING_JOBS
    await registerRecurringJob(quotes)
    const due = new Date(Date.now() - 1000)
    await fake.updateSchedule(quotes.id, { nextRunAt: due })

    /* A restart must not push a due run 15 minutes further. */
    assert.equal(await registerRecurringJob(quotes), 'unchanged')
    assert.equal((await Schedule.find(quotes.id))!.nextRunAt!.getTime(), due.getTime())

    await (await Schedule.find(quotes.id))!.pause()
    assert.equal(await registerRecurringJob(quotes), 'unchanged')
    assert.equal((await Schedule.find(quotes.id))!.status, 'paused')

    assert.equal(await registerRecurringJob({ ...quotes, everyMinutes: 30 }), 'updated')
    const changed = (await Schedule.find(quotes.id))!
    assert.equal(changed.everyMs, 30 * 60_000)
    assert.isAbove(changed.nextRunAt!.getTime(), Date.now() + 29 * 60_000)
  })

  test('no web process runs background work on setInterval', async ({ assert }) => {
    const offenders: string[] = []
    for (const file of await sourceFiles(app.makePath('app'))) {
      if (/\bsetInterval\s*\(/.test(await readFile(file, 'utf8'))) offenders.push(file)
    }
    assert.deepEqual(offenders, [], 'use a scheduled job (start/scheduler.ts) instead')
  })
})

test.group('Scheduled jobs: the work', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('ExpireQuotesJob expires quotes past their validity', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const { request, quote: created } = await createRequest(team, { state: 'quoted' })
    const quote = created!
    quote.expiresAt = DateTime.now().minus({ minutes: 1 })
    await quote.save()

    await ExpireQuotesJob.dispatch({})

    await quote.refresh()
    await request.refresh()
    assert.equal(quote.state, 'expired')
    assert.equal(request.state, 'expired')
  })

  test('CompleteDeliveredTransportsJob completes transports delivered more than 48 h ago', async ({
    assert,
  }) => {
    const { team: carrier } = await createTransporter()
    const { transport: old } = await createDealerTransport({
      state: 'delivered',
      transporterTeamId: carrier.id,
    })
    old.deliveredAt = DateTime.now().minus({ hours: 49 })
    await old.save()
    const { transport: recent } = await createDealerTransport({
      state: 'delivered',
      transporterTeamId: carrier.id,
    })
    recent.deliveredAt = DateTime.now().minus({ hours: 47 })
    await recent.save()

    await CompleteDeliveredTransportsJob.dispatch({})

    assert.equal((await Transport.findOrFail(old.id)).state, 'completed')
    assert.equal((await Transport.findOrFail(recent.id)).state, 'delivered')
  })
})

test.group('Scheduled jobs: a due run is claimed once across workers', () => {
  test('database driver: concurrent claims from two connections', async ({ assert, cleanup }) => {
    /*
     * On PostgreSQL each worker has its own connections: two connection pools
     * race (FOR UPDATE SKIP LOCKED). The embedded SQLite has one writer, the
     * one process: both adapters share its connection.
     */
    const names = db.connection().dialect.name === 'postgres' ? ['claim_a', 'claim_b'] : []
    const config = db.manager.get(db.primaryConnectionName)!.config
    for (const name of names) db.manager.add(name, config)
    cleanup(async () => {
      for (const name of names) await db.manager.close(name)
    })
    const clients = names.length ? names : [db.primaryConnectionName, db.primaryConnectionName]
    const adapters = clients.map((name) => knexAdapter(db.connection(name).getWriteClient())())
    const id = `test:claim-once:${randomUUID()}`
    cleanup(() => adapters[0].deleteSchedule(id))

    await assertClaimedOnce(assert, adapters, id)
  })

  test('redis driver: concurrent claims from two connections', async ({ assert, cleanup }) => {
    const prefix = `trasporti-test:${randomUUID()}::`
    const adapters = [0, 1].map(() => redisAdapter({ ...redisSettings(), keyPrefix: prefix })())
    cleanup(async () => {
      for (const adapter of adapters) await adapter.destroy()
    })
    const id = 'test:claim-once'
    cleanup(() => adapters[0].deleteSchedule(id))

    await assertClaimedOnce(assert, adapters, id)
  }).skip(
    async () => !(await redisIsReachable()),
    'Redis is not reachable on REDIS_HOST:REDIS_PORT'
  )

  test('`node ace queue:work` runs a due schedule once (two processes on PostgreSQL)', async ({
    assert,
  }) => {
    /* The embedded SQLite has one process (the web process's worker): one worker there. */
    const workers = db.connection().dialect.name === 'postgres' ? 2 : 1
    /* The schedule is due before the workers start; they register it (unchanged) and claim it. */
    await db.table('queue_schedules').insert({
      id: 'quotes:expire',
      status: 'active',
      name: 'ExpireQuotesJob',
      payload: '{}',
      every_ms: FIFTEEN_MINUTES,
      timezone: 'UTC',
      run_count: 0,
      next_run_at: new Date(Date.now() - 60_000),
      created_at: new Date(),
    })
    try {
      const output = await runQueueWorkers(workers, {
        until: (logs) => logs.join('').includes('scheduled job ExpireQuotesJob done'),
        /* Several more polls of both workers (idleDelay 1s) after the run. */
        settleMs: 3000,
      })
      for (const printed of output) assert.include(printed, 'Starting worker', printed)
      const runs = output.join('').split('scheduled job ExpireQuotesJob done').length - 1
      assert.equal(runs, 1, output.join('\n'))
      const schedule = await db.from('queue_schedules').where('id', 'quotes:expire').first()
      assert.equal(Number(schedule.run_count), 1)
      assert.isAbove(new Date(schedule.next_run_at).getTime(), Date.now() + 14 * 60_000)
    } finally {
      await db.from('queue_schedules').delete()
      await db.from('queue_jobs').delete()
    }
  }).timeout(60_000)
})

async function assertClaimedOnce(assert: any, adapters: Adapter[], id: string) {
  await adapters[0].upsertSchedule({
    id,
    name: 'ExpireQuotesJob',
    payload: {},
    everyMs: FIFTEEN_MINUTES,
    timezone: 'UTC',
  })
  await adapters[0].updateSchedule(id, { nextRunAt: new Date(Date.now() - 1000) })

  const attempts = adapters.flatMap((adapter) =>
    Array.from({ length: 10 }, () => adapter.claimDueSchedule())
  )
  const claims = (await Promise.all(attempts)).filter((claim) => claim !== null)

  assert.lengthOf(claims, 1)
  assert.equal(claims[0]!.id, id)
  const after = (await adapters[1].getSchedule(id))!
  assert.equal(after.runCount, 1)
  assert.isAbove(after.nextRunAt!.getTime(), Date.now() + FIFTEEN_MINUTES - 5000)
  assert.isNull(await adapters[1].claimDueSchedule())
}

function redisSettings() {
  return {
    host: process.env.REDIS_HOST || '127.0.0.1',
    port: Number(process.env.REDIS_PORT || 6379),
    password: process.env.REDIS_PASSWORD || undefined,
    lazyConnect: false,
  }
}

function redisIsReachable(): Promise<boolean> {
  const { host, port } = redisSettings()
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 500 })
    const done = (value: boolean) => {
      socket.destroy()
      resolve(value)
    }
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}
