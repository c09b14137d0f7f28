import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import TransportEvent from '#transports/models/transport_event'
import TransportsVerify from '#commands/transports_verify'
import { assignTransport } from '#transports/actions/transition_transport'
import { storeTransportDocument } from '#documents/actions/store_transport_document'
import { verifyTransport } from '#documents/queries/verify_evidence'
import { GENESIS_HASH } from '#documents/domain/evidence'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'

/** A transport published, assigned by staff, with a stored document: three writers of the timeline. */
async function chainedTransport() {
  const { transport } = await createDealerTransport()
  const { team: carrier } = await createCarrier()
  const { user: staff } = await createStaff()
  const assigned = await assignTransport({
    transportId: transport.id,
    transporterTeamId: carrier.id,
    actor: { kind: 'admin', userId: staff.id },
  })
  if (!assigned.ok) throw new Error(assigned.error)
  const document = await db.transaction((trx) =>
    storeTransportDocument(
      {
        transportId: transport.id,
        kind: 'cmr',
        fileName: 'CMR.pdf',
        bytes: Buffer.from('%PDF-1.4 evidence'),
        actor: { kind: 'system', userId: null },
      },
      trx
    )
  )
  return { transport, document }
}

test.group('Evidence: the timeline hash chain and its verification', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('every writer chains its event to the previous one of the transport', async ({ assert }) => {
    const { transport } = await chainedTransport()
    const events = await TransportEvent.query().where('transport_id', transport.id).orderBy('id')
    assert.deepEqual(
      events.map((event) => event.type),
      ['created', 'assigned', 'document_sealed']
    )
    assert.equal(events[0].prevHash, GENESIS_HASH)
    assert.equal(events[1].prevHash, events[0].hash)
    assert.equal(events[2].prevHash, events[1].hash)
    for (const event of events) assert.match(event.hash!, /^[0-9a-f]{64}$/)
  })

  test('an untouched transport verifies, files included', async ({ assert }) => {
    const { transport } = await chainedTransport()
    const report = await verifyTransport(transport)
    assert.isTrue(report.ok)
    assert.equal(report.eventCount, 3)
    assert.equal(report.documentCount, 1)
  })

  test("editing an event's payload in the database breaks it at that event", async ({ assert }) => {
    const { transport } = await chainedTransport()
    const assigned = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'assigned')
      .firstOrFail()
    await db
      .from('transport_events')
      .where('id', assigned.id)
      .update({ payload: '{"transporterTeamId":1}' })
    const report = await verifyTransport(transport)
    assert.isFalse(report.ok)
    assert.equal(report.firstBrokenEventId, assigned.id)
    assert.deepEqual(report.problems, [{ kind: 'event_altered', eventId: assigned.id }])
  })

  test('deleting an event breaks the link of the next one', async ({ assert }) => {
    const { transport } = await chainedTransport()
    const events = await TransportEvent.query().where('transport_id', transport.id).orderBy('id')
    await db.from('transport_events').where('id', events[1].id).delete()
    const report = await verifyTransport(transport)
    assert.deepEqual(report.problems, [{ kind: 'chain_broken', eventId: events[2].id }])
  })

  test("changing a stored file's bytes breaks it; so does changing the row's hash", async ({
    assert,
  }) => {
    const { transport, document } = await chainedTransport()
    await drive.use().put(document.storageKey, Buffer.from('%PDF-1.4 forged'))
    assert.deepEqual((await verifyTransport(transport)).problems, [
      { kind: 'file_altered', documentId: document.id },
    ])
    await db
      .from('transport_documents')
      .where('id', document.id)
      .update({ sha256: 'f'.repeat(64) })
    assert.deepEqual(
      (await verifyTransport(transport)).problems.map((problem) => problem.kind),
      ['document_row_altered', 'file_altered']
    )
  })

  test('transports:verify exits 0 on a sound transport, 1 on a broken or unknown one', async ({
    assert,
  }) => {
    const { transport, document } = await chainedTransport()
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const sound = await ace.create(TransportsVerify, [transport.reference])
    await sound.exec()
    sound.assertSucceeded()

    const byId = await ace.create(TransportsVerify, [String(transport.id)])
    await byId.exec()
    byId.assertSucceeded()

    await drive.use().put(document.storageKey, Buffer.from('changed'))
    const broken = await ace.create(TransportsVerify, [transport.reference])
    await broken.exec()
    broken.assertFailed()
    assert.isTrue(broken.logger.getLogs().some((log) => log.message.includes('file_altered')))

    const unknown = await ace.create(TransportsVerify, ['T-1900-000000'])
    await unknown.exec()
    unknown.assertFailed()
    ace.ui.switchMode('normal')
  })
})
