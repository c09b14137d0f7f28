import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import TransportEvent from '#transports/models/transport_event'
import { sha256Hex, storeTransportDocument } from '#documents/actions/store_transport_document'
import { createDealerTransport } from '#tests/helpers/transport_factories'

test.group('storeTransportDocument', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('stores the bytes, their SHA-256 and a document_sealed event with the same hash', async ({
    assert,
  }) => {
    drive.fake()
    const { transport } = await createDealerTransport()
    const bytes = Buffer.from('%PDF-1.4 test document')
    const document = await db.transaction((trx) =>
      storeTransportDocument(
        {
          transportId: transport.id,
          kind: 'cmr',
          fileName: 'CMR.pdf',
          bytes,
          actor: { kind: 'system', userId: null },
        },
        trx
      )
    )
    assert.equal(document.sha256, sha256Hex(bytes))
    assert.equal(document.sizeBytes, bytes.length)
    assert.match(
      document.storageKey,
      new RegExp(`^transport-documents/${transport.id}/[0-9a-f]{32}\\.pdf$`)
    )
    assert.deepEqual(Buffer.from(await drive.use().getBytes(document.storageKey)), bytes)
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'document_sealed')
      .firstOrFail()
    assert.deepEqual(event.payload, {
      documentId: document.id,
      kind: 'cmr',
      sha256: document.sha256,
    })
    drive.restore()
  })
})
