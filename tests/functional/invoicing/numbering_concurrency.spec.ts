import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { issueInvoice } from '#invoicing/actions/issue_documents'
import { useSdiSender, type SdiSender } from '#invoicing/sdi/sdi_sender'
import {
  configureSeller,
  createInvoicedDealer,
  TRANSPORT_LINE,
} from '#tests/helpers/invoicing_fixtures'

/*
| Real parallel transactions (no global transaction): PostgreSQL only, where
| row locks are real (`npm run test:pg -- --files tests/functional/invoicing/numbering_concurrency.spec.ts`).
| SQLite serialises write transactions by itself. The test removes what it
| created and restores the counter.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'
const SKIP = 'PostgreSQL only (npm run test:pg): SQLite serialises write transactions'
const YEAR_SERIES = 'invoice'

/** Records hand-overs instead of writing files. */
class RecordingSender implements SdiSender {
  readonly names: string[] = []
  async send({ fileName }: { fileName: string }) {
    this.names.push(fileName)
    return { channel: 'test', destination: fileName }
  }
}

test.group('Invoicing: numbering under concurrent payments (PostgreSQL)', () => {
  test('50 concurrent issues across 10 teams: numbers 1…50 of the year, no gap, no duplicate', async ({
    assert,
  }) => {
    drive.fake()
    const sender = new RecordingSender()
    const previous = useSdiSender(sender)
    const settings = await configureSeller()
    const dealers = await Promise.all(Array.from({ length: 10 }, () => createInvoicedDealer()))
    const teamIds = dealers.map((dealer) => dealer.team.id)
    const counters = await db.from('invoice_counters').where('series', YEAR_SERIES).select('*')
    await db.from('invoice_counters').where('series', YEAR_SERIES).delete()
    try {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          db.transaction(async (trx) => {
            const result = await issueInvoice(
              {
                teamId: teamIds[index % teamIds.length],
                lines: [{ ...TRANSPORT_LINE, unitNetCents: 10_000 + index }],
                paymentMethod: index % 2 ? 'card' : 'wallet',
              },
              trx
            )
            /* the payment goes on a little after the invoice, holding the lock */
            await new Promise((resolve) => setTimeout(resolve, 3))
            return result
          })
        )
      )
      assert.isTrue(results.every((result) => result.ok))
      const rows = await db
        .from('invoices')
        .whereIn('team_id', teamIds)
        .orderBy('sequence')
        .select('sequence', 'number', 'year', 'issued_at', 'id')
      assert.deepEqual(
        rows.map((row) => Number(row.sequence)),
        Array.from({ length: 50 }, (_, index) => index + 1)
      )
      assert.lengthOf(new Set(rows.map((row) => row.number)), 50)
      /* dates never go backwards along the numbers */
      for (let index = 1; index < rows.length; index++) {
        assert.isAtMost(
          new Date(rows[index - 1].issued_at).getTime(),
          new Date(rows[index].issued_at).getTime()
        )
      }
      /* every invoice got its files and went to the SDI once */
      const files = await db.from('invoice_files').whereIn(
        'invoice_id',
        rows.map((row) => row.id)
      )
      assert.lengthOf(files, 100)
      assert.lengthOf(new Set(sender.names), 50)
      assert.lengthOf(sender.names, 50)
    } finally {
      const ids = db.from('invoices').whereIn('team_id', teamIds).select('id')
      await db.from('sdi_transmissions').whereIn('invoice_id', ids).delete()
      await db.from('invoice_files').whereIn('invoice_id', ids).delete()
      await db.from('invoice_lines').whereIn('invoice_id', ids).delete()
      await db.from('invoices').whereIn('team_id', teamIds).delete()
      await db.from('invoice_counters').where('series', YEAR_SERIES).delete()
      if (counters.length) await db.table('invoice_counters').multiInsert(counters)
      await db.from('team_members').whereIn('team_id', teamIds).delete()
      await db
        .from('users')
        .whereIn(
          'id',
          dealers.map((dealer) => dealer.user.id)
        )
        .delete()
      await db.from('teams').whereIn('id', teamIds).delete()
      await db.from('platform_settings').where('id', settings.id).delete()
      useSdiSender(previous)
      drive.restore()
    }
  }).skip(!isPg(), SKIP)
})
