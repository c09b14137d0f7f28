import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import TransportRequestAttachment from '#requests/models/transport_request_attachment'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { createRequest } from '#tests/helpers/request_factories'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
])

/** Bidirectional overrides, embeddings and isolates: they make a name read differently than it is. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

test.group('Requests / attachment names', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      await rollback()
    }
  })

  test('a name is stored and sent back safe: no direction overrides, NFC, the extension of the real content', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'draft' })
    const send = (contents: Buffer, filename: string, contentType: string) =>
      client
        .post(`/dealer/requests/${request.id}/attachments`)
        .file('file', contents, { filename, contentType })
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)

    /* "fattura‮gnp.pdf" shows as "fatturafdp.png" in a browser */
    const spoofed = await send(PDF, 'fattura\u202egnp.pdf', 'application/pdf')
    assert.deepEqual(flashedFieldErrors(spoofed), {})
    const decomposed = await send(PDF, 'Ricevuta cafe\u0301 \u2066x\u2069.pdf', 'application/pdf')
    assert.deepEqual(flashedFieldErrors(decomposed), {})
    const shouting = await send(JPEG, 'Libretto.JPEG', 'image/jpeg')
    assert.deepEqual(flashedFieldErrors(shouting), {})

    const rows = await TransportRequestAttachment.query()
      .where('transport_request_id', request.id)
      .orderBy('id')
    assert.deepEqual(
      rows.map((row) => row.fileName),
      ['fatturagnp.pdf', 'Ricevuta caf\u00e9 x.pdf', 'Libretto.jpg']
    )
    for (const row of rows) assert.notMatch(row.fileName, BIDI)

    const download = await client
      .get(`/dealer/requests/${request.id}/attachments/${rows[1]!.id}`)
      .loginAs(user)
    download.assertStatus(200)
    const disposition = download.header('content-disposition') ?? ''
    assert.notMatch(disposition, BIDI)
    assert.include(disposition, "filename*=UTF-8''Ricevuta%20caf%C3%A9%20x.pdf")
    assert.match(disposition, /^attachment; filename="Ricevuta caf[^"]* x\.pdf"/)
  })
})
