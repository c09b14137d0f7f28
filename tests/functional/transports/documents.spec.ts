import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TransportRequestAttachment from '#requests/models/transport_request_attachment'
import { createDealerTransport, createStaff } from '#tests/helpers/transport_factories'

test.group('Transports / documents', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the dealer's and the admin's transport pages list the request's documents", async ({
    client,
    assert,
  }) => {
    const { user, transport } = await createDealerTransport()
    await TransportRequestAttachment.create({
      transportRequestId: transport.transportRequestId,
      fileName: 'DDT-0042.pdf',
      storageKey: 'requests/0/ddt.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 2048,
      uploadedById: user.id,
    })

    const dealerPage = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(user)
      .withInertia()
    dealerPage.assertStatus(200)
    const documents = (dealerPage.inertiaProps as any).documents
    assert.equal(documents.requestId, transport.transportRequestId)
    assert.deepEqual(
      documents.files.map((file: { fileName: string }) => file.fileName),
      ['DDT-0042.pdf']
    )

    const { user: admin } = await createStaff()
    const adminPage = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(admin)
      .withInertia()
    adminPage.assertStatus(200)
    assert.lengthOf((adminPage.inertiaProps as any).documents.files, 1)
  })
})
