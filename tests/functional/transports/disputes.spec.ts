import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import { mkdir, writeFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import Dispute from '#transports/models/dispute'
import DisputePhoto from '#transports/models/dispute_photo'
import db from '@adonisjs/lucid/services/db'
import DisputeMail from '#transports/mails/dispute_mail'
import { completeDeliveredTransports } from '#transports/actions/complete_delivered_transports'
import { openDispute, resolveDispute } from '#transports/actions/disputes'
import { addMember } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'

const FIXTURES = app.makePath('tmp', 'test-fixtures', 'disputes')
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

async function fixture(name: string, contents: Buffer) {
  await mkdir(FIXTURES, { recursive: true })
  const path = `${FIXTURES}/${name}`
  await writeFile(path, contents)
  return path
}

/** A transport delivered `hoursAgo` hours ago, carried by a fresh team. */
async function delivered(hoursAgo = 2) {
  const carrier = await createTransporter()
  const dealer = await createDealerTransport({
    state: 'delivered',
    transporterTeamId: carrier.team.id,
  })
  dealer.transport.pickedUpAt = DateTime.now().minus({ hours: hoursAgo + 5 })
  dealer.transport.deliveredAt = DateTime.now().minus({ hours: hoursAgo })
  await dealer.transport.save()
  return { ...dealer, carrier }
}

async function snapshot(id: number) {
  const transport = await Transport.findOrFail(id)
  return {
    state: transport.state,
    version: transport.stateVersion,
    disputes: (await Dispute.query().where('transport_id', id)).length,
    photos: (await DisputePhoto.all()).length,
    events: (await TransportEvent.query().where('transport_id', id)).length,
    refunds: (await db.from('ledger_transactions').where('kind', 'dispute_refund')).length,
  }
}

function open(
  client: any,
  user: any,
  url: string,
  fields: Record<string, string>,
  files: string[] = []
) {
  let request = client.post(url)
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value)
  for (const path of files) request = request.file('photos[]', path)
  return request.withCsrfToken().loginAs(user).redirects(0)
}

const FIELDS = { reasonCode: 'damage', description: 'Graffio profondo sulla portiera destra.' }

test.group('Transports / disputes', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      mail.restore()
      await rollback()
    }
  })

  test('the dealer opens a dispute within 48 h with photos: disputed, dispute row, both sides told', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport, user, team, carrier } = await delivered(47)
    const photo = await fixture('portiera.png', PNG)
    const response = await open(
      client,
      user,
      `/dealer/transports/${transport.id}/dispute`,
      FIELDS,
      [photo, photo]
    )
    response.assertStatus(302)
    assert.equal((response.flashMessages() as any).success, 'Contestazione aperta.')
    await transport.refresh()
    assert.equal(transport.state, 'disputed')
    const dispute = await Dispute.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(dispute.state, 'open')
    assert.equal(dispute.reasonCode, 'damage')
    assert.equal(dispute.openedByKind, 'dealer')
    assert.equal(dispute.openedById, user.id)
    const photos = await DisputePhoto.query().where('dispute_id', dispute.id)
    assert.lengthOf(photos, 2)
    for (const row of photos) {
      assert.equal(row.mimeType, 'image/png')
      assert.isTrue(await drive.use().exists(row.storageKey))
    }
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('to_state', 'disputed')
      .firstOrFail()
    assert.equal(event.actorKind, 'dealer')
    /* the dealer's owner and the carrier's owner */
    mails.assertQueuedCount(DisputeMail, 2)
    mails.assertQueued(
      DisputeMail,
      (m) => m.recipient.email === user.email && m.data.area === 'dealer'
    )
    mails.assertQueued(
      DisputeMail,
      (m) => m.recipient.email === carrier.user.email && m.data.area === 'transporter'
    )

    /* the page shows it; the carrier may see the photo, another dealer may not */
    const page = await client.get(`/dealer/transports/${transport.id}`).loginAs(user).withInertia()
    assert.equal((page.inertiaProps as any).dispute.description, FIELDS.description)
    assert.isNull((page.inertiaProps as any).disputeUntil)
    /* who opened it, by name, is for staff only */
    assert.isNull((page.inertiaProps as any).dispute.openedByName)
    const { user: staff } = await createStaff()
    const admin = await client.get(`/admin/transports/${transport.id}`).loginAs(staff).withInertia()
    assert.equal((admin.inertiaProps as any).dispute.openedByName, user.fullName)
    /* the carrier reads it on its page (read-only: no form, no opener's name) */
    const carrierPage = await client
      .get(`/transporter/transports/${transport.id}`)
      .loginAs(carrier.user)
      .withInertia()
    const carrierProps = carrierPage.inertiaProps as any
    assert.equal(carrierProps.dispute.description, FIELDS.description)
    assert.lengthOf(carrierProps.dispute.photos, 2)
    assert.isNull(carrierProps.dispute.openedByName)
    assert.isNull(carrierProps.disputeUntil)
    assert.isNull(carrierProps.refundableCents)
    const photoUrl = `/transporter/transports/${transport.id}/dispute/photos/${photos[0].id}`
    ;(await client.get(photoUrl).loginAs(carrier.user)).assertStatus(200)
    const other = await createDealerTransport()
    ;(
      await client
        .get(`/dealer/transports/${transport.id}/dispute/photos/${photos[0].id}`)
        .loginAs(other.user)
    ).assertStatus(404)
    assert.equal(team.id, transport.teamId)
  })

  test('the completion job skips a disputed transport', async ({ assert }) => {
    const { transport, user, team } = await delivered(60)
    /* opened in time (staff backdate nothing: open, then age the delivery) */
    transport.deliveredAt = DateTime.now().minus({ hours: 1 })
    await transport.save()
    assert.isTrue(
      (
        await openDispute({
          transportId: transport.id,
          actor: { kind: 'dealer', userId: user.id, teamId: team.id },
          ...FIELDS,
          photos: [],
        })
      ).ok
    )
    await Transport.query()
      .where('id', transport.id)
      .update({ delivered_at: DateTime.now().minus({ days: 5 }).toSQL({ includeOffset: false }) })
    await completeDeliveredTransports()
    await transport.refresh()
    assert.equal(transport.state, 'disputed')
  })

  test('refused: after 48 h, by the carrier, by another dealer, by a driver, bad photos, too short', async ({
    client,
    assert,
  }) => {
    const late = await delivered(49)
    const before = await snapshot(late.transport.id)
    const tooLate = await open(
      client,
      late.user,
      `/dealer/transports/${late.transport.id}/dispute`,
      FIELDS
    )
    assert.equal(
      (tooLate.flashMessages() as any).error,
      'Le 48 ore dalla consegna sono passate: non si può più aprire una contestazione.'
    )
    assert.deepEqual(await snapshot(late.transport.id), before)

    const { transport, user, team, carrier } = await delivered(1)
    const fresh = await snapshot(transport.id)
    const other = await createDealerTransport()
    ;(
      await open(client, other.user, `/dealer/transports/${transport.id}/dispute`, FIELDS)
    ).assertStatus(404)
    /* the carrier has no such route, and is no dealer of it */
    ;(
      await open(client, carrier.user, `/transporter/transports/${transport.id}/dispute`, FIELDS)
    ).assertStatus(404)
    ;(
      await open(client, carrier.user, `/dealer/transports/${transport.id}/dispute`, FIELDS)
    ).assertStatus(404)
    const driver = await addMember(team, 'driver')
    const byDriver = await open(
      client,
      driver,
      `/dealer/transports/${transport.id}/dispute`,
      FIELDS
    )
    /* drivers have no dealer pages (redirected) or the policy refuses: never applied */
    assert.include([302, 403, 404], byDriver.status())
    assert.notExists((byDriver.flashMessages() as any)?.success)
    const fake = await fixture('finta.png', Buffer.from('not a picture at all'))
    const badPhoto = await open(
      client,
      user,
      `/dealer/transports/${transport.id}/dispute`,
      FIELDS,
      [fake]
    )
    /* refused by the validator (the body parser sniffs the type) or by the action's own sniffing */
    const photoErrors = Object.keys(flashedFieldErrors(badPhoto)).filter((key) =>
      key.startsWith('photos')
    )
    assert.isTrue(
      photoErrors.length > 0 ||
        (badPhoto.flashMessages() as any).error === 'Allega solo foto JPEG o PNG fino a 10 MB.'
    )
    const png = await fixture('ok.png', PNG)
    const six = await open(client, user, `/dealer/transports/${transport.id}/dispute`, FIELDS, [
      png,
      png,
      png,
      png,
      png,
      png,
    ])
    assert.exists(flashedFieldErrors(six).photos)
    const short = await open(client, user, `/dealer/transports/${transport.id}/dispute`, {
      reasonCode: 'nonsense',
      description: 'corto',
    })
    assert.exists(flashedFieldErrors(short).reasonCode)
    assert.exists(flashedFieldErrors(short).description)
    assert.deepEqual(await snapshot(transport.id), fresh)
    assert.deepEqual(
      await drive
        .use()
        .listAll('disputes')
        .then((list) => [...list.objects]),
      []
    )
  })

  test('staff open one from the admin page; a transport not delivered cannot be disputed', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createStaff()
    const { transport } = await delivered(3)
    const response = await open(client, staff, `/admin/transports/${transport.id}/dispute`, FIELDS)
    assert.equal((response.flashMessages() as any).success, 'Contestazione aperta.')
    const dispute = await Dispute.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(dispute.openedByKind, 'admin')
    const published = await createDealerTransport()
    const before = await snapshot(published.transport.id)
    const refused = await open(
      client,
      staff,
      `/admin/transports/${published.transport.id}/dispute`,
      FIELDS
    )
    assert.equal(
      (refused.flashMessages() as any).error,
      'Questo cambio di stato non è consentito dallo stato attuale.'
    )
    assert.deepEqual(await snapshot(published.transport.id), before)
  })

  test('staff resolve with a partial refund: one ledger line, completed, both sides told; limits and a second resolution refused', async ({
    client,
    assert,
  }) => {
    const { transport, user, team, carrier } = await delivered(1)
    const { user: staff } = await createStaff()
    assert.isTrue(
      (
        await openDispute({
          transportId: transport.id,
          actor: { kind: 'dealer', userId: user.id, teamId: team.id },
          ...FIELDS,
          photos: [],
        })
      ).ok
    )
    const gross = Number((await transport.related('quote').query().firstOrFail()).grossCents)
    const url = `/admin/transports/${transport.id}/dispute/resolve`
    const before = await snapshot(transport.id)

    const page = await client.get(`/admin/transports/${transport.id}`).loginAs(staff).withInertia()
    assert.equal((page.inertiaProps as any).refundableCents, gross)

    const missing = await submitAs(client, staff, 'post', url).form({
      outcome: 'partial_refund',
      decision: '',
    })
    assert.exists(flashedFieldErrors(missing).decision)
    assert.exists(flashedFieldErrors(missing).refund)
    const tooMuch = await submitAs(client, staff, 'post', url).form({
      outcome: 'partial_refund',
      refund: String((gross + 1) / 100).replace('.', ','),
      decision: 'Rimborso del danno',
    })
    assert.match((tooMuch.flashMessages() as any).error, /non può superare/)
    const zero = await submitAs(client, staff, 'post', url).form({
      outcome: 'partial_refund',
      refund: '0',
      decision: 'Rimborso del danno',
    })
    assert.exists(flashedFieldErrors(zero).refund)
    /* the dealer and the carrier cannot resolve */
    ;(
      await submitAs(client, user, 'post', url).form({ outcome: 'as_is', decision: 'Chiuso' })
    ).assertStatus(404)
    ;(
      await submitAs(client, carrier.user, 'post', url).form({
        outcome: 'as_is',
        decision: 'Chiuso',
      })
    ).assertStatus(404)
    assert.deepEqual(await snapshot(transport.id), before)

    const { mails } = mail.fake()
    const done = await submitAs(client, staff, 'post', url).form({
      outcome: 'partial_refund',
      refund: '120,50',
      decision: '  Danno documentato dalle foto: rimborso della riparazione.  ',
    })
    assert.equal(
      (done.flashMessages() as any).success,
      'Contestazione risolta: trasporto completato.'
    )
    await transport.refresh()
    assert.equal(transport.state, 'completed')
    const dispute = await Dispute.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(dispute.state, 'resolved')
    assert.equal(dispute.refundCents, 12050)
    assert.equal(dispute.resolvedById, staff.id)
    assert.equal(dispute.decision, 'Danno documentato dalle foto: rimborso della riparazione.')
    const entries = await db
      .from('ledger_entries')
      .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .where('ledger_transactions.kind', 'dispute_refund')
      .where('ledger_entries.account', 'dealer_wallet')
      .select('ledger_entries.*', 'ledger_transactions.transport_id as refunded_transport_id')
    assert.lengthOf(entries, 1)
    assert.equal(Number(entries[0].amount_cents), 12050)
    assert.equal(Number(entries[0].team_id), team.id)
    assert.equal(Number(entries[0].refunded_transport_id), transport.id)
    mails.assertQueuedCount(DisputeMail, 2)
    mails.assertQueued(
      DisputeMail,
      (m) => m.data.event === 'resolved' && m.data.refundCents === 12050
    )

    const after = await snapshot(transport.id)
    const again = await submitAs(client, staff, 'post', url).form({
      outcome: 'as_is',
      decision: 'Di nuovo',
    })
    assert.equal((again.flashMessages() as any).error, 'La contestazione è già stata risolta.')
    assert.deepEqual(await snapshot(transport.id), after)
    assert.deepEqual(
      await resolveDispute({
        transportId: transport.id,
        staffUserId: staff.id,
        decision: 'Di nuovo',
        refundCents: 1,
      }),
      { ok: false, error: 'dispute_not_open' }
    )
  })

  test('completed as is: no ledger line', async ({ client, assert }) => {
    const { transport, user, team } = await delivered(1)
    const { user: staff } = await createStaff()
    await openDispute({
      transportId: transport.id,
      actor: { kind: 'dealer', userId: user.id, teamId: team.id },
      ...FIELDS,
      photos: [],
    })
    await submitAs(client, staff, 'post', `/admin/transports/${transport.id}/dispute/resolve`).form(
      {
        outcome: 'as_is',
        refund: '999999',
        decision: 'Danno preesistente, indicato nel verbale di ritiro.',
      }
    )
    await transport.refresh()
    assert.equal(transport.state, 'completed')
    const dispute = await Dispute.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(dispute.state, 'resolved')
    assert.isNull(dispute.refundCents)
    assert.lengthOf(await db.from('ledger_transactions').where('kind', 'dispute_refund'), 0)
  })
})
