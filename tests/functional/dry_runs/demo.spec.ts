import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { createHash } from 'node:crypto'
import DryRun from '#transports/models/dry_run'
import Transport from '#transports/models/transport'
import WalletEntry from '#wallet/models/wallet_entry'

test.group('Dry runs / demo data', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      await rollback()
    }
  })

  test('the demo has one dry run with its photo, its position and its two ledger lines; the pickup was scheduled again', async ({
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const [dryRun] = await DryRun.all()
    assert.exists(dryRun)
    assert.equal(dryRun.reason, 'site_closed')
    assert.equal(dryRun.photoMime, 'image/jpeg')
    assert.isNotNull(dryRun.latitude)
    const bytes = await drive.use().getBytes(dryRun.photoKey)
    assert.equal(createHash('sha256').update(bytes).digest('hex'), dryRun.photoSha256)
    const entries = await WalletEntry.query().where('dry_run_id', dryRun.id).orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.amountCents]),
      [
        ['dry_run_fee', -dryRun.feeCents],
        ['dry_run_compensation', dryRun.feeCents],
      ]
    )
    const transport = await Transport.findOrFail(dryRun.transportId)
    assert.equal(transport.state, 'pickup_scheduled')
    assert.isTrue(transport.pickupOn!.toISODate()! > dryRun.scheduledPickupOn.toISODate()!)
  })
})
