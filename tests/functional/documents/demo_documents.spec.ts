import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { CMR_STATES } from '#documents/domain/documents'
import { verifyTransport } from '#documents/queries/verify_evidence'

test.group('Demo documents', (group) => {
  /* the whole demo is seeded per test: slow on a busy machine */
  group.each.timeout(120_000)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every demo transport from assignment onward has its CMR; every chain verifies', async ({
    assert,
  }) => {
    drive.fake()
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const transports = await db.from('transports').orderBy('id').select('id', 'reference', 'state')
    const withCmr = new Set(
      (await db.from('transport_documents').where('kind', 'cmr').select('transport_id')).map(
        (row) => row.transport_id
      )
    )
    for (const transport of transports) {
      const expected = (CMR_STATES as readonly string[]).includes(transport.state)
      assert.equal(withCmr.has(transport.id), expected, `${transport.reference} ${transport.state}`)
      const report = await verifyTransport(transport)
      assert.isTrue(report.ok, `${transport.reference}: ${JSON.stringify(report.problems)}`)
    }
    drive.restore()
  })
})
