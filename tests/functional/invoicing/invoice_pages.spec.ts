import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import InvoiceFile from '#invoicing/models/invoice_file'
import { sha256Hex } from '#invoicing/actions/invoice_files'
import { FileDropSdiSender, useSdiSender } from '#invoicing/sdi/sdi_sender'
import { INVOICES_PER_PAGE } from '#invoicing/queries/invoice_pages'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { countQueries } from '#tests/helpers/query_counter'
import { allKeys } from '#tests/helpers/transport_factories'
import {
  configureSeller,
  createInvoicedDealer,
  issueTestCreditNote,
  issueTestInvoice,
} from '#tests/helpers/invoicing_fixtures'

/** A download's bytes (a Buffer body, or the text of an XML answer). */
function bytesOf(response: { body(): unknown; text(): string }) {
  const body = response.body()
  return Buffer.isBuffer(body) ? body : Buffer.from(response.text() ?? '', 'utf8')
}

async function issued(teamId: number, overrides = {}) {
  const result = await issueTestInvoice(teamId, overrides)
  if (!result.ok) throw new Error(result.error)
  return result.value
}

test.group('Invoice pages and downloads', (group) => {
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

  test("Payments → Fatture: the team's own documents only, filtered by year, kind and number", async ({
    client,
    assert,
  }) => {
    await configureSeller()
    const dealer = await createInvoicedDealer()
    const other = await createInvoicedDealer()
    const member = await addMember(dealer.team, 'member')
    const first = await issued(dealer.team.id, { paymentMethod: 'card' })
    const second = await issued(dealer.team.id, { paymentMethod: 'bank_transfer' })
    await issued(other.team.id)
    const note = await issueTestCreditNote({
      invoiceId: first.id,
      amountCents: 1_000,
      reason: 'Rimborso',
    })
    if (!note.ok) throw new Error(note.error)

    const list = async (query = '') =>
      (await client.get(`/dealer/payments/invoices${query}`).loginAs(member).withInertia())
        .inertiaProps as any
    const all = await list()
    assert.deepEqual(
      all.invoices.data.map((row: any) => row.number),
      [note.value.number, second.number, first.number]
    )
    const noteRow = all.invoices.data[0]
    assert.equal(noteRow.kind, 'credit_note')
    assert.equal(noteRow.relatedNumber, first.number)
    assert.equal(noteRow.grossCents, 1_000)
    /* dealers never receive the customer column or the SDI data */
    assert.notInclude(allKeys(all.invoices), 'customerName')
    assert.notInclude(allKeys(all.invoices), 'sdiSentAt')
    assert.include(all.years, first.year)

    assert.lengthOf((await list('?kind=credit_note')).invoices.data, 1)
    assert.lengthOf((await list('?kind=invoice')).invoices.data, 2)
    assert.lengthOf((await list(`?year=${first.year}`)).invoices.data, 3)
    assert.lengthOf((await list('?year=2001')).invoices.data, 0)
    assert.deepEqual(
      (await list(`?q=${second.number.slice(-6)}`)).invoices.data.map((row: any) => row.id),
      [second.id]
    )
    /* another team's filter is not a dealer's filter; malformed values are dropped */
    const crafted = await list(`?teamId=${other.team.id}&year=abcd&kind=x&sdi=sent&page=-1`)
    assert.lengthOf(crafted.invoices.data, 3)
    assert.deepEqual(crafted.filters, {
      year: null,
      kind: null,
      q: null,
      teamId: null,
      from: null,
      to: null,
      sdi: null,
    })
  })

  test('downloads: the stored bytes, the same every time; own team only; staff all; carriers 404', async ({
    client,
    assert,
  }) => {
    await configureSeller()
    const dealer = await createInvoicedDealer()
    const other = await createInvoicedDealer()
    const staff = await createUserWithTeam('staff')
    const carrier = await createUserWithTeam('transporter')
    const invoice = await issued(dealer.team.id)
    const stored = await InvoiceFile.query().where('invoice_id', invoice.id)
    const pdf = stored.find((file) => file.kind === 'pdf')!
    const xml = stored.find((file) => file.kind === 'xml')!

    const get = (url: string, user: any) => client.get(url).loginAs(user)
    const first = await get(`/dealer/payments/invoices/${invoice.id}/pdf`, dealer.user)
    first.assertStatus(200)
    first.assertHeader('content-type', 'application/pdf')
    assert.include(
      first.header('content-disposition'),
      `Fattura-${invoice.number.replace('/', '-')}.pdf`
    )
    assert.equal(first.header('cache-control'), 'private, no-store')
    const firstBytes = bytesOf(first)
    assert.isTrue(firstBytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
    assert.equal(sha256Hex(firstBytes), pdf.sha256)

    const xmlAnswer = await get(`/dealer/payments/invoices/${invoice.id}/xml`, dealer.user)
    xmlAnswer.assertStatus(200)
    assert.include(xmlAnswer.header('content-type'), 'application/xml')
    assert.equal(sha256Hex(bytesOf(xmlAnswer)), xml.sha256)
    const again = await get(`/admin/invoices/${invoice.id}/xml`, staff.user)
    again.assertStatus(200)
    assert.isTrue(bytesOf(again).equals(bytesOf(xmlAnswer)))
    const staffPdf = await get(`/admin/invoices/${invoice.id}/pdf`, staff.user)
    staffPdf.assertStatus(200)
    assert.isTrue(bytesOf(staffPdf).equals(firstBytes))

    /* another dealer, a carrier, a dealer in the admin area, a guest */
    ;(await get(`/dealer/payments/invoices/${invoice.id}/pdf`, other.user)).assertStatus(404)
    ;(await get(`/dealer/payments/invoices/${invoice.id}/xml`, other.user)).assertStatus(404)
    ;(await get(`/dealer/payments/invoices/${invoice.id}/pdf`, carrier.user)).assertStatus(404)
    ;(await get(`/admin/invoices/${invoice.id}/pdf`, carrier.user)).assertStatus(404)
    ;(await get(`/admin/invoices/${invoice.id}/pdf`, dealer.user)).assertStatus(404)
    ;(await get('/dealer/payments/invoices', carrier.user)).assertStatus(404)
    ;(await get('/admin/invoices', dealer.user)).assertStatus(404)
    ;(await get('/dealer/payments/invoices/2147483647/pdf', dealer.user)).assertStatus(404)
    ;(await get('/dealer/payments/invoices/99999999999/pdf', dealer.user)).assertStatus(404)
    const guest = await client.get(`/dealer/payments/invoices/${invoice.id}/pdf`).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
    /* downloads never made a second file */
    assert.lengthOf(await InvoiceFile.query().where('invoice_id', invoice.id), 2)
    assert.equal((await InvoiceFile.findOrFail(pdf.id)).sha256, pdf.sha256)
  })

  test('a file missing its row is generated on the first download, once', async ({
    client,
    assert,
  }) => {
    await configureSeller()
    const dealer = await createInvoicedDealer()
    const invoice = await issued(dealer.team.id)
    /* as if the delivery job had not run yet */
    await db.from('sdi_transmissions').where('invoice_id', invoice.id).delete()
    await db.from('invoice_files').where('invoice_id', invoice.id).delete()
    const [a, b] = await Promise.all([
      client.get(`/dealer/payments/invoices/${invoice.id}/pdf`).loginAs(dealer.user),
      client.get(`/dealer/payments/invoices/${invoice.id}/xml`).loginAs(dealer.user),
    ])
    a.assertStatus(200)
    b.assertStatus(200)
    const files = await InvoiceFile.query().where('invoice_id', invoice.id)
    assert.sameMembers(
      files.map((file) => file.kind),
      ['pdf', 'xml']
    )
  })

  test('Admin → Fatture: filters by customer, kind, days, number and SDI delivery; query count does not grow', async ({
    client,
    assert,
  }) => {
    await configureSeller()
    const staff = await createUserWithTeam('staff')
    const dealer = await createInvoicedDealer()
    const other = await createInvoicedDealer()
    const a = await issued(dealer.team.id)
    const b = await issued(other.team.id)
    /* b not handed to the SDI yet */
    await db.from('sdi_transmissions').where('invoice_id', b.id).delete()
    const small = await issueTestCreditNote({
      invoiceId: b.id,
      amountCents: 100,
      reason: 'Rimborso',
    })
    if (!small.ok) throw new Error(small.error)
    await db.from('sdi_transmissions').where('invoice_id', small.value.id).delete()

    const list = async (query = '') =>
      (await client.get(`/admin/invoices${query}`).loginAs(staff.user).withInertia())
        .inertiaProps as any
    const all = await list()
    assert.deepEqual(
      all.invoices.data.map((row: any) => row.id),
      [small.value.id, b.id, a.id]
    )
    assert.equal(all.invoices.data[2].customerName, a.customerName)
    assert.isString(all.invoices.data[2].sdiSentAt)
    assert.isNull(all.invoices.data[1].sdiSentAt)
    assert.equal(all.invoices.data[0].relatedNumber, b.number)
    assert.isTrue(all.sellerReady)
    assert.includeMembers(
      all.teams.map((team: any) => team.id),
      [dealer.team.id, other.team.id]
    )
    const ids = async (query: string) => (await list(query)).invoices.data.map((row: any) => row.id)
    assert.deepEqual(await ids(`?teamId=${dealer.team.id}`), [a.id])
    assert.deepEqual(await ids('?sdi=pending'), [small.value.id, b.id])
    assert.deepEqual(await ids('?sdi=sent'), [a.id])
    assert.deepEqual(await ids('?kind=credit_note'), [small.value.id])
    assert.deepEqual(await ids('?from=2000-01-01&to=2000-12-31'), [])
    const today = a.issuedOn.toISODate()
    assert.deepEqual(await ids(`?from=${today}&to=${today}&kind=invoice`), [b.id, a.id])
    /* the credit note NC/…/000001 contains the invoice number 2026/000001 too */
    assert.deepEqual(await ids(`?q=${encodeURIComponent(a.number)}&kind=invoice`), [a.id])
    assert.deepEqual(await ids('?from=2026-02-31&teamId=0&sdi=maybe&kind=invoice'), [b.id, a.id])

    const few = await countQueries(() =>
      client.get('/admin/invoices').loginAs(staff.user).withInertia()
    )
    const dealerFew = await countQueries(() =>
      client.get('/dealer/payments/invoices').loginAs(dealer.user).withInertia()
    )
    for (let index = 0; index < INVOICES_PER_PAGE + 2; index++) {
      await issued(index % 2 ? dealer.team.id : other.team.id)
    }
    const many = await countQueries(() =>
      client.get('/admin/invoices').loginAs(staff.user).withInertia()
    )
    assert.equal(many.queries, few.queries)
    assert.lengthOf((many.result.inertiaProps.invoices as any).data, INVOICES_PER_PAGE)

    const dealerMany = await countQueries(() =>
      client.get('/dealer/payments/invoices').loginAs(dealer.user).withInertia()
    )
    assert.equal(dealerMany.queries, dealerFew.queries)
    assert.isAbove((dealerMany.result.inertiaProps.invoices as any).data.length, 10)
  })

  test('Admin → Fatture tells staff when the company data cannot issue invoices', async ({
    client,
    assert,
  }) => {
    const staff = await createUserWithTeam('staff')
    await configureSeller({ vatNumber: '' })
    const page = await client.get('/admin/invoices').loginAs(staff.user).withInertia()
    page.assertStatus(200)
    assert.isFalse((page.inertiaProps as any).sellerReady)
    assert.lengthOf((page.inertiaProps as any).invoices.data, 0)
  })
})
