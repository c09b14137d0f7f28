import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BACKLOG_FAILURE, BACKLOG_WARNING } from '#core/health/queue_backlog_check'

/** Jobs waiting in the database queue. */
async function queueJobs(count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `health-${index}`,
    queue: 'default',
    status: 'pending',
    data: '{}',
    score: index,
  }))
  for (let start = 0; start < rows.length; start += 200) {
    await db.table('queue_jobs').multiInsert(rows.slice(start, start + 200))
  }
}

test.group('GET /health', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const driver = app.config.get('queue.default')
    app.config.set('queue.default', 'database')
    return () => app.config.set('queue.default', driver)
  })

  test('healthy: the database answers and the queue is not behind; nothing private is said', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    const body = response.body()
    assert.isTrue(body.healthy)
    assert.deepEqual(Object.keys(body.checks).sort(), ['database', 'queue'])
    assert.equal(body.checks.database.status, 'ok')
    assert.deepEqual(body.checks.queue, { status: 'ok', message: '0 jobs waiting' })
    assert.notProperty(body, 'debugInfo')
    assert.notInclude(JSON.stringify(body), 'password')
  })

  test('a queue backlog is a warning above 100 jobs, a failure (503) above 1000', async ({
    client,
    assert,
  }) => {
    await queueJobs(BACKLOG_WARNING + 1)
    const behind = await client.get('/health')
    behind.assertStatus(200)
    assert.equal(behind.body().checks.queue.status, 'warning')
    assert.equal(behind.body().status, 'warning')

    await db.from('queue_jobs').where('id', 'like', 'health-%').delete()
    await queueJobs(BACKLOG_FAILURE + 1)
    const stuck = await client.get('/health')
    stuck.assertStatus(503)
    assert.isFalse(stuck.body().healthy)
    assert.equal(stuck.body().checks.queue.status, 'error')
  })
})
