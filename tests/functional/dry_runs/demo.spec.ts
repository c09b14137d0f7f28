import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { createHash } from 'node:crypto'
import DryRun from '#transports/models/dry_run'
import Transport from '#transports/models/transport'

test.group('Dry runs / demo data', (group) => {
  /* the whole demo is seeded per test: slow on a busy machine */
  group.each.timeout(120_000)
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
    /* one transaction: the fee from the dealer's wallet to the carrier's payable */
    const entries = await db
      .from('ledger_entries')
      .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .where('ledger_transactions.dry_run_id', dryRun.id)
      .orderBy('ledger_entries.id')
      .select('ledger_transactions.kind', 'ledger_entries.account', 'ledger_entries.amount_cents')
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.account, Number(entry.amount_cents)]),
      [
        ['dry_run_fee', 'dealer_wallet', -dryRun.feeCents],
        ['dry_run_fee', 'transporter_payable', dryRun.feeCents],
      ]
    )
    assert.lengthOf(await db.from('payables').where('dry_run_id', dryRun.id), 1)
    const transport = await Transport.findOrFail(dryRun.transportId)
    assert.equal(transport.state, 'pickup_scheduled')
    assert.isTrue(transport.pickupOn!.toISODate()! > dryRun.scheduledPickupOn.toISODate()!)
  })
})
