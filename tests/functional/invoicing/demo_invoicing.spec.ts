import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import Invoice from '#invoicing/models/invoice'
import PayoutAccount from '#payouts/models/payout_account'
import { assertXmlMatchesRow } from '#tests/helpers/invoicing_files'
import { validateFatturaPa } from '#tests/helpers/xsd'
import { checkMoney } from '#ledger/queries/money_check'

/**
 * The demo (`npm start`): invoices of the demo dealers' paid transports
 * (issued by the payment flows), credit notes of the refunds, every FatturaPA
 * XML valid against the XSD, the books (money:check) equal to the documents;
 * the demo carrier's payout IBAN.
 */
test.group('Demo invoicing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('every paid order has its invoice and every refund its credit note; every XML passes the XSD and matches the ledger', async ({
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()

    const dealer = await db.from('teams').where('name', 'Autosalone Rossi').select('id').first()
    const invoices = await Invoice.query().where('team_id', dealer.id).orderBy('id')
    const notes = invoices.filter((invoice) => invoice.kind === 'credit_note')
    assert.isAtLeast(invoices.length - notes.length, 5)
    /* the cancelled order's transport, the one cancelled after assignment, the dispute's partial refund */
    assert.isAtLeast(notes.length, 3)
    /* money in every state: held for transports under way, owed to the carrier, a cancellation fee */
    const kinds = await db.from('payables').distinct('kind').orderBy('kind')
    assert.includeMembers(
      kinds.map((row) => row.kind),
      ['cancellation_fee', 'dry_run_fee', 'transport']
    )
    const held = await db
      .from('ledger_entries')
      .where('account', 'held')
      .sum('amount_cents as total')
    assert.isAbove(Number(held[0].total), 0)
    /* each paid transport its invoice, each refund its credit note, the VAT as invoiced */
    assert.deepEqual(await checkMoney(), [])

    const everything = await Invoice.query().orderBy('id')
    const xmls: string[] = []
    for (const invoice of everything) {
      xmls.push((await assertXmlMatchesRow(assert, invoice, { xsd: false })).xml)
    }
    /* every file in one xmllint run */
    const validation = await validateFatturaPa(xmls)
    assert.deepEqual(validation.errors, [])
    assert.isTrue(validation.valid)
    const sent = await db.from('sdi_transmissions').count('* as total').first()
    assert.equal(Number(sent.total), everything.length)

    const carrier = await db.from('teams').where('name', 'Trasporti Bianchi').select('id').first()
    const account = await PayoutAccount.findByOrFail('team_id', carrier.id)
    assert.equal(account.iban, 'IT66A0306909606100000012345')
  }).timeout(180_000)
})
