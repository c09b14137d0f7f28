import { test } from '@japa/runner'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Invoice from '#invoicing/models/invoice'
import InvoiceLine from '#invoicing/models/invoice_line'
import InvoiceFile from '#invoicing/models/invoice_file'
import SdiTransmission from '#invoicing/models/sdi_transmission'
import { issueInvoice } from '#invoicing/actions/issue_documents'
import { ensureInvoiceFiles, invoiceFileBytes, sha256Hex } from '#invoicing/actions/invoice_files'
import { sendInvoiceToSdi } from '#invoicing/actions/send_to_sdi'
import { FileDropSdiSender, useSdiSender } from '#invoicing/sdi/sdi_sender'
import { splitGross } from '#invoicing/domain/totals'
import { issueDay } from '#invoicing/domain/numbering'
import { DateTime } from 'luxon'
import { assertXmlMatchesRow } from '#tests/helpers/invoicing_files'
import {
  configureSeller,
  createInvoicedDealer,
  issueTestCreditNote,
  issueTestInvoice,
  TRANSPORT_LINE,
} from '#tests/helpers/invoicing_fixtures'
import { createUserWithTeam } from '#tests/helpers/factories'

const YEAR = issueDay(DateTime.now()).year

async function counter(series: string) {
  const row = await db
    .from('invoice_counters')
    .where('series', series)
    .where('year', YEAR)
    .select('last_sequence')
    .first()
  return row ? Number(row.last_sequence) : 0
}

test.group('Invoicing: issuing invoices and credit notes', (group) => {
  let outbox: string
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    drive.fake()
    outbox = await mkdtemp(join(tmpdir(), 'sdi-'))
    const previous = useSdiSender(new FileDropSdiSender(outbox))
    return async () => {
      drive.restore()
      useSdiSender(previous)
      await rm(outbox, { recursive: true, force: true })
    }
  })

  test('an invoice: number, snapshots, lines and totals; files and the SDI drop after the commit', async ({
    assert,
  }) => {
    await configureSeller()
    const { team } = await createInvoicedDealer()
    const before = await counter('invoice')
    const result = await issueTestInvoice(team.id, {
      lines: [TRANSPORT_LINE, { description: 'Telo di copertura', quantity: 3, unitNetCents: 225 }],
      paymentMethod: 'bank_transfer',
    })
    assert.isTrue(result.ok)
    if (!result.ok) return
    const invoice = await Invoice.findOrFail(result.value.id)
    assert.equal(invoice.number, `${YEAR}/${String(before + 1).padStart(6, '0')}`)
    assert.equal(invoice.kind, 'invoice')
    assert.equal(invoice.netCents, 50_675)
    /* 22 % of 506.75 € = 111.485 → 111.49 (half up, on the summary) */
    assert.equal(invoice.vatCents, 11_149)
    assert.equal(invoice.grossCents, 61_824)
    assert.deepEqual(invoice.summaries, [
      { vatBasisPoints: 2200, netCents: 50_675, vatCents: 11_149 },
    ])
    assert.equal(invoice.customer.vatNumber, team.vatNumber)
    assert.equal(invoice.customer.sdiCode, 'M5UXCR1')
    assert.equal(invoice.seller.vatNumber, '01234567897')
    assert.equal(invoice.issuedOn.toISODate(), issueDay(invoice.issuedAt).issuedOn)
    const lines = await InvoiceLine.query().where('invoice_id', invoice.id).orderBy('position')
    assert.deepEqual(
      lines.map((line) => [line.position, line.quantity, line.unitNetCents, line.netCents]),
      [
        [1, 1, 50_000, 50_000],
        [2, 3, 225, 675],
      ]
    )

    /* after the commit: XML + PDF stored once with their hashes, the XML in the drop folder */
    const files = await InvoiceFile.query().where('invoice_id', invoice.id).orderBy('kind')
    assert.deepEqual(
      files.map((file) => file.kind),
      ['pdf', 'xml']
    )
    for (const file of files) {
      const bytes = (await invoiceFileBytes(file.storageKey))!
      assert.equal(file.sha256, sha256Hex(bytes))
      assert.equal(file.sizeBytes, bytes.length)
    }
    const { root } = await assertXmlMatchesRow(assert, invoice)
    assert.equal(
      root.FatturaElettronicaBody.DatiPagamento.DettaglioPagamento.ModalitaPagamento,
      'MP05'
    )
    const transmissions = await SdiTransmission.query().where('invoice_id', invoice.id)
    assert.lengthOf(transmissions, 1)
    assert.match(transmissions[0].fileName, /^IT01234567897_[0-9A-Z]{5}\.xml$/)
    assert.deepEqual(await readdir(outbox), [transmissions[0].fileName])
    const dropped = await readFile(join(outbox, transmissions[0].fileName))
    assert.equal(sha256Hex(dropped), files.find((file) => file.kind === 'xml')!.sha256)

    /* again: nothing new, the same bytes */
    await ensureInvoiceFiles(invoice.id)
    await sendInvoiceToSdi(invoice.id)
    assert.lengthOf(await InvoiceFile.query().where('invoice_id', invoice.id), 2)
    assert.lengthOf(await SdiTransmission.query().where('invoice_id', invoice.id), 1)
    assert.lengthOf(await readdir(outbox), 1)
  })

  test('an issued invoice never changes: later edits of the team do not reach it; updates and deletes are refused', async ({
    assert,
  }) => {
    await configureSeller()
    const { team } = await createInvoicedDealer()
    const result = await issueTestInvoice(team.id)
    if (!result.ok) throw new Error(result.error)
    const legalName = result.value.customer.legalName
    team.legalName = 'Nuova Ragione Sociale S.r.l.'
    team.sdiCode = 'AAAAAAA'
    await team.save()
    await configureSeller({ street: 'Corso Como 1' })
    const invoice = await Invoice.findOrFail(result.value.id)
    assert.equal(invoice.customer.legalName, legalName)
    assert.equal(invoice.customer.sdiCode, 'M5UXCR1')
    assert.equal(invoice.seller.street, 'Via Monte Napoleone 10')

    invoice.grossCents = 1
    await assert.rejects(() => invoice.save(), /never changed/)
    await assert.rejects(() => invoice.delete(), /never deleted/)
    const line = await InvoiceLine.query().where('invoice_id', invoice.id).firstOrFail()
    line.netCents = 1
    await assert.rejects(() => line.save(), /never changed/)
    const file = await InvoiceFile.query().where('invoice_id', invoice.id).firstOrFail()
    await assert.rejects(() => file.delete(), /never deleted/)
    const stored = await Invoice.findOrFail(invoice.id)
    assert.equal(stored.grossCents, 61_000)
  })

  test('numbers follow one another across teams; a rolled-back payment gives its number back', async ({
    assert,
  }) => {
    await configureSeller()
    const first = await createInvoicedDealer()
    const second = await createInvoicedDealer()
    const start = await counter('invoice')
    const a = await issueTestInvoice(first.team.id)
    await db
      .transaction(async (trx) => {
        const issued = await issueInvoice(
          { teamId: second.team.id, lines: [TRANSPORT_LINE], paymentMethod: 'card' },
          trx
        )
        assert.isTrue(issued.ok)
        throw new Error('the payment failed after the invoice')
      })
      .catch(() => {})
    const b = await issueTestInvoice(second.team.id, { paymentMethod: 'card' })
    if (!a.ok || !b.ok) throw new Error('not issued')
    assert.equal(a.value.sequence, start + 1)
    assert.equal(b.value.sequence, start + 2)
    assert.equal(await counter('invoice'), start + 2)
    assert.lengthOf(await Invoice.query().whereIn('team_id', [first.team.id, second.team.id]), 2)
  })

  test('the same idempotency key returns the first invoice and takes no number', async ({
    assert,
  }) => {
    await configureSeller()
    const { team } = await createInvoicedDealer()
    const other = await createInvoicedDealer()
    const first = await issueTestInvoice(team.id, { idempotencyKey: 'order:42' })
    const numberAfterFirst = await counter('invoice')
    const again = await issueTestInvoice(team.id, { idempotencyKey: 'order:42' })
    assert.isTrue(first.ok && again.ok)
    if (!first.ok || !again.ok) return
    assert.equal(again.value.id, first.value.id)
    assert.equal(await counter('invoice'), numberAfterFirst)
    assert.deepEqual(await issueTestInvoice(other.team.id, { idempotencyKey: 'order:42' }), {
      ok: false,
      error: 'idempotency_conflict',
    })
    assert.lengthOf(await Invoice.query().where('idempotency_key', 'order:42'), 1)
  })

  test('refusals write nothing and take no number', async ({ assert }) => {
    const { team } = await createInvoicedDealer()
    const start = await counter('invoice')
    /* the platform's company data are not complete (a version without its P.IVA) */
    await configureSeller({ vatNumber: '' })
    assert.deepEqual(await issueTestInvoice(team.id), { ok: false, error: 'seller_incomplete' })
    await configureSeller()
    const bare = await createUserWithTeam('dealer', { withoutCompany: true })
    const carrier = await createUserWithTeam('transporter')
    const cases: [Promise<unknown>, string][] = [
      [issueTestInvoice(bare.team.id), 'customer_incomplete'],
      [issueTestInvoice(carrier.team.id), 'customer_not_found'],
      [issueTestInvoice(2_147_483_647), 'customer_not_found'],
      [issueTestInvoice(team.id, { lines: [] }), 'invalid_lines'],
      [
        issueTestInvoice(team.id, { lines: [{ description: 'x', unitNetCents: -1 }] }),
        'invalid_lines',
      ],
      [
        issueTestInvoice(team.id, { lines: [{ description: 'x', unitNetCents: 0 }] }),
        'invalid_amount',
      ],
      [issueTestInvoice(team.id, { paymentMethod: 'cash' as any }), 'invalid_payment_method'],
      [issueTestInvoice(team.id, { idempotencyKey: 'k'.repeat(101) }), 'invalid_idempotency_key'],
    ]
    for (const [promise, error] of cases)
      assert.deepEqual(await promise, { ok: false, error } as any)
    assert.equal(await counter('invoice'), start)
    assert.lengthOf(await Invoice.query().where('team_id', team.id), 0)
  })

  test('a credit note of a gross amount: exact cents, its own series, TD04 pointing at the invoice', async ({
    assert,
  }) => {
    await configureSeller()
    const { team } = await createInvoicedDealer({ pecOnly: true })
    const issued = await issueTestInvoice(team.id, { idempotencyKey: 'order:7' })
    if (!issued.ok) throw new Error(issued.error)
    const start = await counter('credit_note')
    const note = await issueTestCreditNote({
      invoiceId: issued.value.id,
      amountCents: 12_345,
      reason: 'Contestazione risolta con rimborso parziale',
      idempotencyKey: 'dispute:7',
    })
    assert.isTrue(note.ok)
    if (!note.ok) return
    const stored = await Invoice.findOrFail(note.value.id)
    assert.equal(stored.kind, 'credit_note')
    assert.equal(stored.number, `NC/${YEAR}/${String(start + 1).padStart(6, '0')}`)
    assert.equal(stored.grossCents, 12_345)
    const split = splitGross(12_345)
    assert.equal(stored.netCents, split.netCents)
    assert.equal(stored.vatCents, split.vatCents)
    assert.equal(stored.relatedInvoiceId, issued.value.id)
    assert.isNull(stored.paymentMethod)
    assert.equal(stored.customer.vatNumber, issued.value.customer.vatNumber)
    const { root } = await assertXmlMatchesRow(assert, stored)
    const general = root.FatturaElettronicaBody.DatiGenerali
    assert.equal(general.DatiGeneraliDocumento.TipoDocumento, 'TD04')
    assert.equal(general.DatiFattureCollegate.IdDocumento, issued.value.number)
    assert.equal(root.FatturaElettronicaHeader.DatiTrasmissione.CodiceDestinatario, '0000000')
    assert.equal(root.FatturaElettronicaHeader.DatiTrasmissione.PECDestinatario, team.pec)
    assert.lengthOf(await SdiTransmission.query().where('invoice_id', stored.id), 1)

    /* a retry changes nothing; more than what is left is refused */
    const again = await issueTestCreditNote({
      invoiceId: issued.value.id,
      amountCents: 12_345,
      reason: 'Contestazione risolta con rimborso parziale',
      idempotencyKey: 'dispute:7',
    })
    assert.equal(again.ok && again.value.id, stored.id)
    const left = 61_000 - 12_345
    assert.deepEqual(
      await issueTestCreditNote({
        invoiceId: issued.value.id,
        amountCents: left + 1,
        reason: 'Annullo',
      }),
      { ok: false, error: 'exceeds_invoice' }
    )
    assert.equal(await counter('credit_note'), start + 1)
    const rest = await issueTestCreditNote({
      invoiceId: issued.value.id,
      amountCents: left,
      reason: 'Annullamento del resto',
    })
    assert.isTrue(rest.ok)
    assert.deepEqual(
      await issueTestCreditNote({ invoiceId: issued.value.id, amountCents: 1, reason: 'Ancora' }),
      { ok: false, error: 'exceeds_invoice' }
    )
  })

  test('a credit note of lines; refusals', async ({ assert }) => {
    await configureSeller()
    const { team } = await createInvoicedDealer()
    const issued = await issueTestInvoice(team.id)
    if (!issued.ok) throw new Error(issued.error)
    const note = await issueTestCreditNote({
      invoiceId: issued.value.id,
      lines: [{ description: 'Storno trasporto annullato', unitNetCents: 50_000 }],
      reason: 'Ordine annullato prima del ritiro',
    })
    assert.isTrue(note.ok)
    if (note.ok) {
      assert.equal(note.value.grossCents, 61_000)
      await assertXmlMatchesRow(assert, note.value)
    }
    const cases: [Parameters<typeof issueTestCreditNote>[0], string][] = [
      [{ invoiceId: issued.value.id, amountCents: 100, reason: '  ' }, 'invalid_reason'],
      [{ invoiceId: 2_147_483_647, amountCents: 100, reason: 'x' }, 'invoice_not_found'],
      [{ invoiceId: issued.value.id, reason: 'x' }, 'invalid_lines'],
      [
        { invoiceId: issued.value.id, amountCents: 100, lines: [TRANSPORT_LINE], reason: 'x' },
        'invalid_lines',
      ],
      [{ invoiceId: issued.value.id, amountCents: 0, reason: 'x' }, 'invalid_amount'],
    ]
    for (const [input, error] of cases) {
      assert.deepEqual(await issueTestCreditNote(input), { ok: false, error } as any)
    }
    /* a credit note is not credited */
    if (note.ok) {
      assert.deepEqual(
        await issueTestCreditNote({ invoiceId: note.value.id, amountCents: 1, reason: 'x' }),
        { ok: false, error: 'invoice_not_found' }
      )
    }
  })
})
