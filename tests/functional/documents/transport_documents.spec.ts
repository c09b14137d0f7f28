import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { TIME_ZONE } from '#shared/time_zone'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import TransportDocument from '#documents/models/transport_document'
import TransportEvent from '#transports/models/transport_event'
import { assignTransport } from '#transports/actions/transition_transport'
import { storeTransportDocument } from '#documents/actions/store_transport_document'
import { ensureCmr } from '#documents/actions/ensure_cmr'
import { cmrData } from '#documents/queries/cmr_data'
import { renderCmr } from '#documents/domain/cmr_layout'
import { sha256Hex } from '#documents/domain/evidence'
import { DOCUMENTS_PER_PAGE } from '#documents/queries/transport_documents'
import { createUserWithTeam } from '#tests/helpers/factories'
import { countQueries } from '#tests/helpers/query_counter'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'

/** A transport assigned to a carrier (with its REN number on file), and its people. */
async function assigned() {
  const dealer = await createUserWithTeam('dealer')
  const { transport } = await createDealerTransport({ dealer, vehicles: 2 })
  const carrier = await createCarrier()
  const staff = await createStaff()
  await db.table('onboarding_applications').insert(applicationRow(carrier.team.id))
  const result = await assignTransport({
    transportId: transport.id,
    transporterTeamId: carrier.team.id,
    actor: { kind: 'admin', userId: staff.user.id },
  })
  if (!result.ok) throw new Error(result.error)
  return { transport, dealer, carrier, staff }
}

function applicationRow(teamId: number) {
  const now = new Date()
  return {
    token_hash: `h${teamId}-${Math.random()}`,
    state: 'approved',
    locale: 'it',
    legal_name: 'Bisarche Srl',
    vat_number: '01234567897',
    fiscal_code: '01234567897',
    street: 'Via Po 1',
    cap: '10100',
    city: 'Torino',
    province: 'TO',
    contact_name: 'Carlo',
    contact_email: `c${teamId}@example.test`,
    contact_phone: '+39 011 000000',
    ren_number: 'REN-TO-123456',
    team_id: teamId,
    created_at: now,
    updated_at: now,
  }
}

/**
 * The text of an uncompressed pdfkit PDF: each `[<hex> kerning <hex>] TJ`
 * array decoded (WinAnsi ≈ latin1), one line per array.
 */
function pdfText(pdf: Buffer) {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('')
    lines.push(Buffer.from(hex, 'hex').toString('latin1'))
  }
  return lines.join('\n')
}

async function storeProof(transportId: number, bytes = Buffer.from('%PDF-1.4 proof')) {
  return db.transaction((trx) =>
    storeTransportDocument(
      {
        transportId,
        kind: 'delivery_proof',
        fileName: 'Consegna.pdf',
        bytes,
        actor: { kind: 'system', userId: null },
      },
      trx
    )
  )
}

test.group('Transport documents: CMR, listing, download', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the CMR prints the parties, REN, places, reference and every vehicle plate and VIN', async ({
    assert,
  }) => {
    const { transport } = await assigned()
    const vehicles = await db
      .from('transport_request_vehicles')
      .where('transport_request_id', transport.transportRequestId)
    const data = (await cmrData(transport.id, db.connection()))!
    assert.equal(data.carrier.renNumber, 'REN-TO-123456')
    assert.equal(data.reference, transport.reference)
    assert.lengthOf(data.vehicles, 2)
    const pdf = await renderCmr(data, { compress: false })
    assert.isTrue(pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
    const text = pdfText(pdf)
    for (const needle of [transport.reference, 'REN-TO-123456', 'LETTERA DI VETTURA', 'Milano']) {
      assert.include(text, needle)
    }
    for (const vehicle of vehicles) {
      if (vehicle.plate) assert.include(text, vehicle.plate)
      if (vehicle.vin) assert.include(text, vehicle.vin)
    }
  })

  test('before assignment no CMR; from assignment the first download generates, seals and stores it once', async ({
    client,
    assert,
  }) => {
    const { transport: published, user } = await createDealerTransport()
    const early = await client.get(`/dealer/transports/${published.id}/cmr`).loginAs(user)
    early.assertStatus(404)
    const page = await client.get(`/dealer/transports/${published.id}`).loginAs(user).withInertia()
    assert.deepEqual((page.inertiaProps as any).transportDocuments, {
      items: [],
      cmrPending: false,
    })

    const { transport, dealer } = await assigned()
    const before = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealer.user)
      .withInertia()
    assert.isTrue((before.inertiaProps as any).transportDocuments.cmrPending)

    const first = await client.get(`/dealer/transports/${transport.id}/cmr`).loginAs(dealer.user)
    first.assertStatus(200)
    assert.include(first.header('content-type'), 'application/pdf')
    assert.include(first.header('content-disposition'), `CMR-${transport.reference}.pdf`)
    const second = await client.get(`/dealer/transports/${transport.id}/cmr`).loginAs(dealer.user)
    assert.deepEqual(second.body(), first.body())

    const documents = await TransportDocument.query().where('transport_id', transport.id)
    assert.lengthOf(documents, 1)
    assert.equal(documents[0].sha256, sha256Hex(first.body()))
    const sealed = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'document_sealed')
    assert.lengthOf(sealed, 1)
    assert.equal(sealed[0].actorKind, 'dealer')
  })

  test('the page lists the documents with the stored hash; the download gives the stored bytes', async ({
    client,
    assert,
  }) => {
    const { transport, dealer, carrier, staff } = await assigned()
    const bytes = Buffer.from('%PDF-1.4 delivered in good order')
    const proof = await storeProof(transport.id, bytes)
    const pages = [
      { url: `/dealer/transports/${transport.id}`, user: dealer.user, area: 'dealer' },
      { url: `/transporter/transports/${transport.id}`, user: carrier.user, area: 'transporter' },
      { url: `/admin/transports/${transport.id}`, user: staff.user, area: 'admin' },
    ]
    for (const { url, user, area } of pages) {
      const page = await client.get(url).loginAs(user).withInertia()
      page.assertStatus(200)
      const items = (page.inertiaProps as any).transportDocuments.items
      assert.lengthOf(items, 1)
      assert.equal(items[0].sha256, proof.sha256)
      assert.equal(items[0].kind, 'delivery_proof')
      assert.equal(items[0].sizeBytes, bytes.length)
      const download = await client
        .get(`/${area}/transports/${transport.id}/documents/${proof.id}`)
        .loginAs(user)
      download.assertStatus(200)
      assert.deepEqual(download.body(), bytes)
      assert.equal(sha256Hex(download.body()), items[0].sha256)
    }
  })

  test('anyone else: 404 (another dealer, another carrier, a wrong document id), guests to login', async ({
    client,
  }) => {
    const { transport } = await assigned()
    const proof = await storeProof(transport.id)
    const otherDealer = await createUserWithTeam('dealer')
    const otherCarrier = await createCarrier()
    const { transport: elsewhere } = await createDealerTransport({ dealer: otherDealer })
    const url = (area: string) => `/${area}/transports/${transport.id}/documents/${proof.id}`
    ;(await client.get(url('dealer')).loginAs(otherDealer.user)).assertStatus(404)
    ;(
      await client.get(`/dealer/transports/${transport.id}/cmr`).loginAs(otherDealer.user)
    ).assertStatus(404)
    ;(await client.get(url('transporter')).loginAs(otherCarrier.user)).assertStatus(404)
    ;(
      await client.get(`/transporter/transports/${transport.id}/cmr`).loginAs(otherCarrier.user)
    ).assertStatus(404)
    /* a document of another transport through a transport one may see */
    ;(
      await client
        .get(`/dealer/transports/${elsewhere.id}/documents/${proof.id}`)
        .loginAs(otherDealer.user)
    ).assertStatus(404)
    /* a dealer in the admin area: the area itself is a 404 */
    ;(await client.get(url('admin')).loginAs(otherDealer.user)).assertStatus(404)
    const guest = await client.get(url('dealer')).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
    /* nothing was generated by the refused CMR requests */
    const { default: Documents } = await import('#documents/models/transport_document')
    const rows = await Documents.query().where('transport_id', transport.id).where('kind', 'cmr')
    if (rows.length !== 0) throw new Error('a refused request generated a CMR')
  })

  test('staff verify the integrity on the transport page (optional prop, partial reload)', async ({
    client,
    assert,
  }) => {
    const { transport, staff, dealer } = await assigned()
    await ensureCmr(transport.id, { kind: 'system', userId: null })
    const page = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff.user)
      .withInertia()
    assert.notProperty(page.inertiaProps, 'integrity')
    const reload = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff.user)
      .withInertia()
      .withInertiaPartialReload('admin/transports/show', ['integrity'] as any)
    const integrity = (reload.inertiaProps as any).integrity
    assert.isTrue(integrity.ok)
    assert.equal(integrity.documentCount, 1)

    const [document] = await TransportDocument.query().where('transport_id', transport.id)
    await drive.use().put(document.storageKey, Buffer.from('%PDF-1.4 forged'))
    const broken = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff.user)
      .withInertia()
      .withInertiaPartialReload('admin/transports/show', ['integrity'] as any)
    assert.deepEqual((broken.inertiaProps as any).integrity.problems, [
      { kind: 'file_altered', documentId: document.id },
    ])
    /* the dealer's page never carries it */
    const dealerPage = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealer.user)
      .withInertia()
      .withInertiaPartialReload('dealer/transports/show', ['integrity'] as any)
    assert.notProperty(dealerPage.inertiaProps, 'integrity')
  })

  test('Admin → Documents: filters by kind, dates and reference; staff only; query count does not grow', async ({
    client,
    assert,
  }) => {
    const { transport, staff, dealer } = await assigned()
    await ensureCmr(transport.id, { kind: 'system', userId: null })
    await storeProof(transport.id)
    const list = async (query = '') =>
      (await client.get(`/admin/documents/transports${query}`).loginAs(staff.user).withInertia())
        .inertiaProps as any
    const all = await list()
    assert.lengthOf(all.documents.data, 2)
    assert.equal(all.documents.data[0].transportReference, transport.reference)
    assert.deepEqual(
      (await list('?kind=cmr')).documents.data.map((row: any) => row.kind),
      ['cmr']
    )
    assert.equal((await list('?kind=cmr')).filters.kind, 'cmr')
    assert.lengthOf((await list(`?q=${transport.reference.slice(-6)}`)).documents.data, 2)
    assert.lengthOf((await list('?q=T-1999')).documents.data, 0)
    assert.lengthOf((await list('?from=2000-01-01&to=2000-12-31')).documents.data, 0)
    const today = DateTime.now().setZone(TIME_ZONE).toISODate()!
    assert.lengthOf((await list(`?from=${today}&to=${today}`)).documents.data, 2)
    /* malformed filters are dropped */
    assert.lengthOf((await list('?kind=x&from=2026-02-31&page=abc')).documents.data, 2)

    ;(await client.get('/admin/documents/transports').loginAs(dealer.user)).assertStatus(404)

    const few = await countQueries(() =>
      client.get('/admin/documents/transports').loginAs(staff.user).withInertia()
    )
    for (let index = 0; index < DOCUMENTS_PER_PAGE + 2; index++) {
      const other = await createDealerTransport()
      await storeProof(other.transport.id)
    }
    const many = await countQueries(() =>
      client.get('/admin/documents/transports').loginAs(staff.user).withInertia()
    )
    assert.equal(many.queries, few.queries)
    assert.lengthOf((many.result.inertiaProps.documents as any).data, DOCUMENTS_PER_PAGE)
  })
})
