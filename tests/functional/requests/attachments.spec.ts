import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import TransportRequestAttachment from '#requests/models/transport_request_attachment'
import { isStorageKey, safeFileName } from '#requests/domain/attachment_files'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { createRequest } from '#tests/helpers/request_factories'
import { submitAs } from '#tests/helpers/requests'

const FIXTURES = app.makePath('tmp', 'test-fixtures', 'attachments')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
])

/** Bidirectional overrides, embeddings and isolates: they make a name read differently than it is. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

async function fixture(name: string, contents: Buffer) {
  await mkdir(FIXTURES, { recursive: true })
  const path = `${FIXTURES}/${name}`
  await writeFile(path, contents)
  return path
}

async function upload(client: any, user: any, requestId: number, path: string) {
  return client
    .post(`/dealer/requests/${requestId}/attachments`)
    .file('file', path)
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

async function stored(requestId: number) {
  return TransportRequestAttachment.query().where('transport_request_id', requestId).orderBy('id')
}

/** Where the local disk (config/drive.ts) keeps a stored key. */
const onLocalDisk = (key: string) => app.makePath('storage', 'uploads', ...key.split('/'))

test.group('Requests / attachments', (group) => {
  /* every test works on a fake disk (a temporary folder), except the local round trip below */
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      await rollback()
    }
  })
  group.teardown(async () => {
    await rm(FIXTURES, { recursive: true, force: true })
  })

  test('a dealer uploads a PDF: the file is stored under the team folder and the row is listed', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'submitted' })
    const path = await fixture('Contratto vendita.pdf', PDF)

    const response = await upload(client, user, request.id, path)
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response), {})

    const [row] = await stored(request.id)
    assert.equal(row.fileName, 'Contratto vendita.pdf')
    assert.equal(row.mimeType, 'application/pdf')
    assert.equal(row.sizeBytes, PDF.length)
    assert.equal(row.uploadedById, user.id)
    assert.match(row.storageKey, new RegExp(`^requests/${team.id}/[0-9a-f]{32}\\.pdf$`))
    assert.deepEqual(Buffer.from(await drive.use().getBytes(row.storageKey)), PDF)

    const page = await client.get(`/dealer/requests/${request.id}`).loginAs(user).withInertia()
    const attachments = page.inertiaProps.attachments as any[]
    assert.lengthOf(attachments, 1)
    assert.equal(attachments[0].fileName, 'Contratto vendita.pdf')
    assert.notProperty(attachments[0], 'storageKey')
    assert.isTrue((page.inertiaProps.can as any).attach)

    const png = await upload(client, user, request.id, await fixture('foto.png', PNG))
    png.assertStatus(302)
    const rows = await stored(request.id)
    assert.lengthOf(rows, 2)
    assert.equal(rows[1].mimeType, 'image/png')
  })

  test('a wrong extension, a fake PDF or a file over 10 MB is a field error and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'draft' })

    const exe = await upload(
      client,
      user,
      request.id,
      await fixture('virus.exe', Buffer.from('MZ not a document'))
    )
    exe.assertStatus(302)
    assert.property(flashedFieldErrors(exe), 'file')

    const fake = await upload(
      client,
      user,
      request.id,
      await fixture('fake.pdf', Buffer.from('hello, I am text'))
    )
    fake.assertStatus(302)
    assert.property(flashedFieldErrors(fake), 'file')

    const big = Buffer.alloc(11 * 1024 * 1024, 0)
    PDF.copy(big)
    const large = await upload(client, user, request.id, await fixture('large.pdf', big))
    large.assertStatus(302)
    assert.property(flashedFieldErrors(large), 'file')

    const missing = await client
      .post(`/dealer/requests/${request.id}/attachments`)
      .fields({ file: 'text' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    missing.assertStatus(302)
    assert.property(flashedFieldErrors(missing), 'file')

    assert.lengthOf(await stored(request.id), 0)
  })

  test('download returns the bytes with the original name in Content-Disposition; staff can download too', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'quoted' })
    await upload(client, user, request.id, await fixture('Libretto "auto".pdf', PDF))
    const [row] = await stored(request.id)
    assert.equal(row.fileName, 'Libretto auto.pdf')

    const response = await client
      .get(`/dealer/requests/${request.id}/attachments/${row.id}`)
      .loginAs(user)
    response.assertStatus(200)
    assert.include(response.header('content-disposition'), 'attachment')
    assert.include(response.header('content-disposition'), 'Libretto auto.pdf')
    assert.include(response.header('content-type'), 'application/pdf')
    assert.deepEqual(response.body(), PDF)

    const staff = await createUserWithTeam('staff')
    const admin = await client
      .get(`/admin/requests/${request.id}/attachments/${row.id}`)
      .loginAs(staff.user)
    admin.assertStatus(200)
    assert.include(admin.header('content-disposition'), 'Libretto auto.pdf')
    const page = await client.get(`/admin/requests/${request.id}`).loginAs(staff.user).withInertia()
    assert.lengthOf(page.inertiaProps.attachments as any[], 1)

    const dealerOnAdmin = await client
      .get(`/admin/requests/${request.id}/attachments/${row.id}`)
      .loginAs(user)
    assert.oneOf(dealerOnAdmin.status(), [403, 404])
    const staffOnDealer = await client
      .get(`/dealer/requests/${request.id}/attachments/${row.id}`)
      .loginAs(staff.user)
    staffOnDealer.assertStatus(404)
  })

  test('another team gets 404 on upload, download and delete; unknown or garbage ids are 404', async ({
    client,
    assert,
  }) => {
    const owner = await createUserWithTeam('dealer')
    const other = await createUserWithTeam('dealer')
    const { request } = await createRequest(owner.team, { state: 'draft' })
    await upload(client, owner.user, request.id, await fixture('a.pdf', PDF))
    const [row] = await stored(request.id)

    const up = await upload(client, other.user, request.id, await fixture('b.pdf', PDF))
    up.assertStatus(404)
    const down = await client
      .get(`/dealer/requests/${request.id}/attachments/${row.id}`)
      .loginAs(other.user)
    down.assertStatus(404)
    const del = await submitAs(
      client,
      other.user,
      'delete',
      `/dealer/requests/${request.id}/attachments/${row.id}`
    )
    del.assertStatus(404)

    // an attachment of another request of the owner's is not reachable through this one
    const second = await createRequest(owner.team, { state: 'draft' })
    const crossed = await client
      .get(`/dealer/requests/${second.request.id}/attachments/${row.id}`)
      .loginAs(owner.user)
    crossed.assertStatus(404)
    for (const id of ['abc', '0', '99999999999', '-1']) {
      const garbage = await client
        .get(`/dealer/requests/${request.id}/attachments/${id}`)
        .loginAs(owner.user)
      garbage.assertStatus(404)
    }

    assert.lengthOf(await stored(request.id), 1)
    assert.isTrue(await drive.use().exists(row.storageKey))
  })

  test('delete removes the row and the file', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'draft' })
    await upload(client, user, request.id, await fixture('c.png', PNG))
    const [row] = await stored(request.id)
    assert.isTrue(await drive.use().exists(row.storageKey))

    const response = await submitAs(
      client,
      user,
      'delete',
      `/dealer/requests/${request.id}/attachments/${row.id}`
    )
    response.assertStatus(302)
    assert.lengthOf(await stored(request.id), 0)
    assert.isFalse(await drive.use().exists(row.storageKey))
  })

  test('an ordered or cancelled request refuses uploads with a clear error; at most 10 attachments', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const path = await fixture('d.pdf', PDF)
    for (const state of ['ordered', 'cancelled'] as const) {
      const { request } = await createRequest(team, { state })
      const response = await upload(client, user, request.id, path)
      response.assertStatus(302)
      const errors = flashedFieldErrors(response)
      assert.match(errors.file?.[0] ?? '', /bozza|draft/i)
      assert.lengthOf(await stored(request.id), 0)
    }

    const { request } = await createRequest(team, { state: 'submitted' })
    for (let index = 0; index < 10; index += 1) {
      const response = await upload(client, user, request.id, path)
      assert.deepEqual(flashedFieldErrors(response), {})
    }
    const eleventh = await upload(client, user, request.id, path)
    assert.match(flashedFieldErrors(eleventh).file?.[0] ?? '', /10/)
    assert.lengthOf(await stored(request.id), 10)
  })

  test('file names are cleaned and bounded', ({ assert }) => {
    /* the extension is always the real content's (see attachment_names.spec.ts) */
    assert.equal(safeFileName('../../etc/passwd', { ext: 'pdf' }), 'passwd.pdf')
    assert.equal(safeFileName('C:\\Users\\x\\doc.pdf', { ext: 'pdf' }), 'doc.pdf')
    assert.equal(safeFileName('   ', { ext: 'png' }), 'allegato.png')
    const long = safeFileName(`${'a'.repeat(500)}.pdf`, { ext: 'pdf' })
    assert.lengthOf(long, 200)
    assert.isTrue(long.endsWith('.pdf'))
    assert.isFalse(isStorageKey('../../secret'))
  })

  test('on the real local disk: stored under storage/uploads, downloaded, then removed', async ({
    client,
    assert,
  }) => {
    drive.restore()
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'draft' })
    await upload(client, user, request.id, await fixture('Preventivo.pdf', PDF))
    const [row] = await stored(request.id)
    const file = onLocalDisk(row.storageKey)
    try {
      assert.isTrue(
        file.startsWith(app.makePath('storage', 'uploads', 'requests', String(team.id)))
      )
      assert.deepEqual(await readFile(file), PDF)

      const download = await client
        .get(`/dealer/requests/${request.id}/attachments/${row.id}`)
        .loginAs(user)
      download.assertStatus(200)
      assert.deepEqual(download.body(), PDF)

      await submitAs(client, user, 'delete', `/dealer/requests/${request.id}/attachments/${row.id}`)
      assert.isFalse(existsSync(file))
    } finally {
      await rm(file, { force: true })
    }
  })

  test('a row whose file is missing downloads as 404, not 500', async ({ client }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'draft' })
    const row = await TransportRequestAttachment.create({
      transportRequestId: request.id,
      fileName: 'perso.pdf',
      storageKey: `requests/${team.id}/${'0'.repeat(32)}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 10,
    })
    const response = await client
      .get(`/dealer/requests/${request.id}/attachments/${row.id}`)
      .loginAs(user)
    response.assertStatus(404)
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
