import { test } from '@japa/runner'
import { addMember } from '#tests/helpers/factories'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import { DateTime, Settings } from 'luxon'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import Dispute from '#transports/models/dispute'
import DisputeMail from '#transports/mails/dispute_mail'
import TransportDocument from '#documents/models/transport_document'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Proof from '#proofs/models/proof'
import ProofPhoto from '#proofs/models/proof_photo'
import ProofLink from '#proofs/models/proof_link'
import ProofDamage from '#proofs/models/proof_damage'
import ProofAnnotation from '#proofs/models/proof_annotation'
import ProofLinkMail from '#proofs/mails/proof_link_mail'
import { transitionTransport } from '#transports/actions/transition_transport'
import { proofsOf } from '#proofs/queries/proofs'
import { todayInRome } from '#shared/time_zone'
import { REQUIRED_SLOTS } from '#shared/proof_zones'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { createUserWithTeam } from '#tests/helpers/factories'
import { submitAs } from '#tests/helpers/requests'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { countQueries } from '#tests/helpers/query_counter'

const FIXTURES = app.makePath('tmp', 'test-fixtures', 'proofs')
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

let fixtureSequence = 0
/** A small JPEG photo, different every time (its colour), written to a file. */
async function jpegFile(color = '#c0392b') {
  fixtureSequence += 1
  await mkdir(FIXTURES, { recursive: true })
  const bytes = await sharp({
    create: { width: 64 + fixtureSequence, height: 48, channels: 3, background: color },
  })
    .jpeg()
    .toBuffer()
  const path = `${FIXTURES}/photo-${fixtureSequence}.jpg`
  await writeFile(path, bytes)
  return { path, bytes }
}

async function signaturePng() {
  const bytes = await sharp({
    create: { width: 300, height: 120, channels: 4, background: '#ffffff' },
  })
    .png()
    .toBuffer()
  return `data:image/png;base64,${bytes.toString('base64')}`
}

/** A transport carried by a fresh carrier, in `state`, its pickup day today. */
async function carried(
  state: 'pickup_scheduled' | 'picked_up' | 'in_transit' = 'pickup_scheduled'
) {
  const carrier = await createTransporter()
  const dealer = await createDealerTransport({ state, transporterTeamId: carrier.team.id })
  dealer.transport.pickupOn = DateTime.fromISO(todayInRome())
  if (state !== 'pickup_scheduled')
    dealer.transport.pickedUpAt = DateTime.now().minus({ minutes: 30 })
  await dealer.transport.save()
  const vehicles = await TransportRequestVehicle.query().where(
    'transport_request_id',
    dealer.transport.transportRequestId
  )
  return { ...dealer, carrier, vehicles }
}

function uploadPhoto(
  client: any,
  user: any,
  transportId: number,
  stage: string,
  vehicleId: number,
  slot: string,
  path: string
) {
  return client
    .post(`/transporter/transports/${transportId}/${stage}/photos`)
    .field('vehicleId', String(vehicleId))
    .field('slot', slot)
    .file('photo', path)
    .header('Accept', 'application/json')
    .withCsrfToken()
    .loginAs(user)
}

/** Every required photo of every vehicle; returns the photo bytes by slot. */
async function uploadAll(
  client: any,
  user: any,
  transportId: number,
  stage: string,
  vehicleIds: number[],
  skip: string[] = []
) {
  const bytes: Record<string, Buffer> = {}
  for (const vehicleId of vehicleIds)
    for (const slot of REQUIRED_SLOTS) {
      if (skip.includes(slot)) continue
      const file = await jpegFile()
      const response = await uploadPhoto(
        client,
        user,
        transportId,
        stage,
        vehicleId,
        slot,
        file.path
      )
      response.assertStatus(201)
      bytes[`${vehicleId}:${slot}`] = file.bytes
    }
  return bytes
}

function checklists(vehicleIds: number[]) {
  return vehicleIds.map((vehicleId) => ({
    vehicleId,
    documents: true,
    keys: true,
    accessories: false,
    note: 'Libretto nel cassetto',
    odometerKm: 12_345,
  }))
}

async function snapshot(transportId: number) {
  const transport = await Transport.findOrFail(transportId)
  const proofs = await Proof.query().where('transport_id', transportId)
  return {
    state: transport.state,
    version: transport.stateVersion,
    proofs: proofs.map((proof) => [
      proof.stage,
      proof.state,
      proof.signerName,
      proof.submittedAt?.toISO() ?? null,
    ]),
    events: (await TransportEvent.query().where('transport_id', transportId)).length,
    documents: (await TransportDocument.query().where('transport_id', transportId)).length,
    links: (await ProofLink.all()).length,
    damages: (await ProofDamage.all()).length,
  }
}

test.group('Proofs / pickup and delivery', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      Settings.now = () => Date.now()
      drive.restore()
      mail.restore()
      await rollback()
    }
  })

  test('the carrier cannot move a transport to picked_up or delivered without a proof; staff still can, with a reason', async ({
    assert,
  }) => {
    const { transport, carrier } = await carried()
    const actor = { kind: 'transporter' as const, userId: carrier.user.id, teamId: carrier.team.id }
    const refused = await transitionTransport({ transportId: transport.id, to: 'picked_up', actor })
    assert.deepEqual(refused, { ok: false, error: 'proof_required' })
    const referent = await transitionTransport({
      transportId: transport.id,
      to: 'picked_up',
      actor: { kind: 'pickup_referent', userId: null },
    })
    assert.deepEqual(referent, { ok: false, error: 'proof_required' })
    await transport.refresh()
    assert.equal(transport.state, 'pickup_scheduled')
    const staff = await transitionTransport({
      transportId: transport.id,
      to: 'picked_up',
      actor: { kind: 'admin', userId: carrier.user.id },
      payload: { override: true, reason: 'Autista senza telefono' },
    })
    assert.isTrue(staff.ok)
  })

  test('pickup signed on the phone: photos hashed as stored, damage with its photo, picked_up, sealed PDF in the timeline, broadcast', async ({
    client,
    assert,
  }) => {
    const { transport, carrier, vehicles, user: dealerUser } = await carried()
    const vehicleIds = vehicles.map((vehicle) => vehicle.id)
    const bytes = await uploadAll(client, carrier.user, transport.id, 'pickup', vehicleIds)
    const damageFile = await jpegFile('#2c3e50')
    const damagePhoto = await uploadPhoto(
      client,
      carrier.user,
      transport.id,
      'pickup',
      vehicleIds[0],
      'damage',
      damageFile.path
    )
    damagePhoto.assertStatus(201)
    const broadcasts = captureBroadcasts()
    let response
    try {
      response = await submitAs(
        client,
        carrier.user,
        'post',
        `/transporter/transports/${transport.id}/pickup`
      ).json({
        vehicles: checklists(vehicleIds),
        damages: [
          {
            vehicleId: vehicleIds[0],
            zone: 'left_front',
            note: 'Graffio sulla portiera',
            photoId: damagePhoto.body().id,
          },
        ],
        notes: 'Ritiro regolare',
        signerName: 'Mario Rossi',
        signature: await signaturePng(),
        latitude: 45.4642,
        longitude: 9.19,
        accuracy: 12.4,
      })
    } finally {
      broadcasts.restore()
    }
    response.assertStatus(302)
    assert.equal(response.header('location'), `/transporter/transports/${transport.id}`)
    await transport.refresh()
    assert.equal(transport.state, 'picked_up')
    assert.isNotNull(transport.pickedUpAt)

    const proof = await Proof.query()
      .where('transport_id', transport.id)
      .where('stage', 'pickup')
      .firstOrFail()
    assert.equal(proof.state, 'signed')
    assert.equal(proof.signedVia, 'phone')
    assert.equal(proof.signerName, 'Mario Rossi')
    assert.equal(proof.accuracyM, 12)
    assert.equal(proof.submittedById, carrier.user.id)
    assert.equal(proof.signatureSha256, sha256(await drive.use().getBytes(proof.signatureKey!)))

    /* each original kept byte for byte: the stored hash is the hash of the stored file and of what was sent */
    const photos = await ProofPhoto.query().where('proof_id', proof.id)
    assert.lengthOf(photos, 5 * vehicleIds.length + 1)
    for (const photo of photos) {
      const stored = await drive.use().getBytes(photo.storageKey)
      assert.equal(photo.sha256, sha256(stored))
      const display = await drive.use().getBytes(photo.displayKey)
      assert.equal((await sharp(Buffer.from(display)).metadata()).format, 'jpeg')
    }
    for (const [key, sent] of Object.entries(bytes)) {
      const [vehicleId, slot] = key.split(':')
      const photo = photos.find((row) => row.vehicleId === Number(vehicleId) && row.slot === slot)!
      assert.equal(photo.sha256, sha256(sent))
    }
    const damage = await ProofDamage.query().where('proof_id', proof.id).firstOrFail()
    assert.equal(damage.zone, 'left_front')
    assert.equal(damage.photoId, damagePhoto.body().id)

    /* the sealed PDF: a document whose hash is the stored file's, in a document_sealed event */
    const document = await TransportDocument.query()
      .where('transport_id', transport.id)
      .where('kind', 'pickup_proof')
      .firstOrFail()
    const pdf = await drive.use().getBytes(document.storageKey)
    assert.equal(Buffer.from(pdf).subarray(0, 5).toString(), '%PDF-')
    assert.equal(document.sha256, sha256(pdf))
    assert.equal(proof.documentId, document.id)
    const sealed = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'document_sealed')
      .firstOrFail()
    assert.equal(sealed.payload!.sha256, document.sha256)
    const moved = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('to_state', 'picked_up')
      .firstOrFail()
    assert.equal(moved.actorKind, 'transporter')
    assert.equal(moved.payload!.proofId, proof.id)

    /* the dealer's page and public tracking hear about it without a reload */
    assert.isTrue(
      broadcasts.calls.some(
        ([channel, payload]) =>
          channel === `tracking/${transport.trackingToken}` && payload.state === 'picked_up'
      )
    )
    assert.isTrue(
      broadcasts.calls.some(
        ([channel, payload]) =>
          channel === `teams/${transport.teamId}` && payload.state === 'picked_up'
      )
    )

    /* the dealer sees the proof and its photos through its own route */
    const page = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealerUser)
      .withInertia()
    page.assertStatus(200)
    const shown = (page.inertiaProps as any).proofs
    assert.lengthOf(shown, 1)
    assert.equal(shown[0].signerName, 'Mario Rossi')
    const photoId = shown[0].vehicles[0].photos[0].id
    const image = await client
      .get(`/dealer/transports/${transport.id}/proof-photos/${photoId}`)
      .loginAs(dealerUser)
    image.assertStatus(200)
    assert.equal(image.header('content-type'), 'image/jpeg')
    const original = await client
      .get(`/dealer/transports/${transport.id}/proof-photos/${photoId}?original=1`)
      .loginAs(dealerUser)
    original.assertStatus(200)
  })

  test('at least the four sides and the odometer of every vehicle: a missing photo refuses the submission and changes nothing', async ({
    client,
    assert,
  }) => {
    const { transport, carrier, vehicles } = await carried()
    const vehicleIds = vehicles.map((vehicle) => vehicle.id)
    await uploadAll(client, carrier.user, transport.id, 'pickup', vehicleIds, ['odometer'])
    const before = await snapshot(transport.id)
    const response = await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/transports/${transport.id}/pickup`
    ).json({
      vehicles: checklists(vehicleIds),
      signerName: 'Mario Rossi',
      signature: await signaturePng(),
    })
    response.assertStatus(302)
    assert.equal(
      (response.flashMessages() as any).error,
      'Servono le foto davanti, dietro, dei due lati e del contachilometri di ogni veicolo.'
    )
    assert.deepEqual(await snapshot(transport.id), before)
    assert.equal(before.proofs[0][1], 'draft')
  })

  test('a proof is submitted once: a second submission and later photos are refused, nothing changes', async ({
    client,
    assert,
  }) => {
    const { transport, carrier, vehicles } = await carried()
    const vehicleIds = vehicles.map((vehicle) => vehicle.id)
    await uploadAll(client, carrier.user, transport.id, 'pickup', vehicleIds)
    const body = {
      vehicles: checklists(vehicleIds),
      signerName: 'Mario Rossi',
      signature: await signaturePng(),
    }
    const url = `/transporter/transports/${transport.id}/pickup`
    ;(await submitAs(client, carrier.user, 'post', url).json(body)).assertStatus(302)
    const before = await snapshot(transport.id)
    const again = await submitAs(client, carrier.user, 'post', url).json({
      ...body,
      signerName: 'Altro Nome',
    })
    assert.match((again.flashMessages() as any).error, /già stata inviata|stato attuale/)
    const photo = await jpegFile()
    const late = await uploadPhoto(
      client,
      carrier.user,
      transport.id,
      'pickup',
      vehicleIds[0],
      'front',
      photo.path
    )
    late.assertStatus(422)
    assert.deepEqual(await snapshot(transport.id), before)
    /* the page shows the submitted proof, read only */
    const page = await client.get(url).loginAs(carrier.user).withInertia()
    assert.isFalse((page.inertiaProps as any).canSubmit)
    assert.equal((page.inertiaProps as any).proof.state, 'signed')
  })

  test('a photo sent again for the same place replaces the draft photo; content is sniffed', async ({
    client,
    assert,
  }) => {
    const { transport, carrier, vehicles } = await carried()
    const first = await jpegFile()
    const second = await jpegFile('#16a085')
    const one = await uploadPhoto(
      client,
      carrier.user,
      transport.id,
      'pickup',
      vehicles[0].id,
      'front',
      first.path
    )
    const two = await uploadPhoto(
      client,
      carrier.user,
      transport.id,
      'pickup',
      vehicles[0].id,
      'front',
      second.path
    )
    one.assertStatus(201)
    two.assertStatus(201)
    const photos = await ProofPhoto.query()
      .where('vehicle_id', vehicles[0].id)
      .where('slot', 'front')
    assert.lengthOf(photos, 1)
    assert.equal(photos[0].id, two.body().id)
    assert.equal(photos[0].sha256, sha256(second.bytes))
    const oldRow = one.body().id
    assert.isNull(await ProofPhoto.find(oldRow))

    await mkdir(FIXTURES, { recursive: true })
    await writeFile(`${FIXTURES}/fake.jpg`, 'not an image at all')
    const fake = await uploadPhoto(
      client,
      carrier.user,
      transport.id,
      'pickup',
      vehicles[0].id,
      'back',
      `${FIXTURES}/fake.jpg`
    )
    fake.assertStatus(422)
    /* another transport's vehicle */
    const other = await carried()
    const foreign = await uploadPhoto(
      client,
      carrier.user,
      transport.id,
      'pickup',
      other.vehicles[0].id,
      'back',
      first.path
    )
    foreign.assertStatus(422)
  })

  test('delivery confirmed by the referent through the one-time link: delivered by the referent, sealed; the link works once', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport, carrier, vehicles } = await carried('in_transit')
    const vehicleIds = vehicles.map((vehicle) => vehicle.id)
    await uploadAll(client, carrier.user, transport.id, 'delivery', vehicleIds)
    const submitted = await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/transports/${transport.id}/delivery`
    ).json({
      vehicles: checklists(vehicleIds),
    })
    submitted.assertStatus(302)
    await transport.refresh()
    assert.equal(transport.state, 'in_transit')
    const proof = await Proof.query()
      .where('transport_id', transport.id)
      .where('stage', 'delivery')
      .firstOrFail()
    assert.equal(proof.state, 'awaiting_referent')
    const link = await ProofLink.query().where('proof_id', proof.id).firstOrFail()
    assert.equal(link.email, 'giulia.bianchi@example.test')
    assert.lengthOf(link.tokenHash, 64)
    mails.assertQueuedCount(ProofLinkMail, 1)
    let token = ''
    mails.assertQueued(ProofLinkMail, (queued) => {
      token = queued.data.token
      return queued.recipient.email === 'giulia.bianchi@example.test'
    })
    assert.equal(link.tokenHash, sha256(Buffer.from(token)))
    assert.isAbove(link.expiresAt.diffNow('hours').hours, 71)

    /* a wrong token is a 404, the pickup path does not take a delivery link */
    ;(await client.get(`/delivery/${'x'.repeat(43)}`)).assertStatus(404)
    ;(await client.get(`/withdrawal/${token}`)).assertStatus(404)

    const page = await client.get(`/delivery/${token}`).withInertia()
    page.assertStatus(200)
    assert.equal((page.inertiaProps as any).proof.vehicles[0].photos.length, 5)
    assert.isNull((page.inertiaProps as any).proof.position)
    const photoId = (page.inertiaProps as any).proof.vehicles[0].photos[0].id
    ;(await client.get(`/delivery/${token}/photos/${photoId}`)).assertStatus(200)

    const signed = await client
      .post(`/delivery/${token}`)
      .json({ decision: 'sign', name: 'Giulia Bianchi', signature: await signaturePng() })
      .withCsrfToken()
      .redirects(0)
    signed.assertStatus(302)
    await transport.refresh()
    assert.equal(transport.state, 'delivered')
    await proof.refresh()
    assert.equal(proof.state, 'signed')
    assert.equal(proof.signedVia, 'link')
    assert.equal(proof.signerName, 'Giulia Bianchi')
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('to_state', 'delivered')
      .firstOrFail()
    assert.equal(event.actorKind, 'referent')
    assert.isNull(event.actorUserId)
    const document = await TransportDocument.query()
      .where('transport_id', transport.id)
      .where('kind', 'delivery_proof')
      .firstOrFail()
    assert.equal(document.sha256, sha256(await drive.use().getBytes(document.storageKey)))

    /* used: the page says so, a second answer changes nothing, its photos are no longer served */
    const before = await snapshot(transport.id)
    const used = await client.get(`/delivery/${token}`).withInertia()
    assert.equal(used.inertiaComponent, 'site/proof_link')
    assert.equal((used.inertiaProps as any).reason, 'used')
    const second = await client
      .post(`/delivery/${token}`)
      .json({
        decision: 'disagree',
        name: 'Giulia Bianchi',
        remarks: 'Ci ho ripensato, c’è un graffio.',
      })
      .withCsrfToken()
      .redirects(0)
    assert.equal((second.flashMessages() as any).error, 'Questo link è già stato utilizzato.')
    ;(await client.get(`/delivery/${token}/photos/${photoId}`)).assertStatus(404)
    assert.deepEqual(await snapshot(transport.id), before)
  })

  test('a referent link expires after 72 hours: the page says so and nothing changes', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport, carrier, vehicles } = await carried('picked_up')
    const vehicleIds = vehicles.map((vehicle) => vehicle.id)
    await uploadAll(client, carrier.user, transport.id, 'delivery', vehicleIds)
    await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/transports/${transport.id}/delivery`
    ).json({ vehicles: checklists(vehicleIds) })
    let token = ''
    mails.assertQueued(ProofLinkMail, (queued) => Boolean((token = queued.data.token)))
    const before = await snapshot(transport.id)
    const later = DateTime.now().plus({ hours: 72, minutes: 1 }).toMillis()
    Settings.now = () => later
    const page = await client.get(`/delivery/${token}`).withInertia()
    assert.equal(page.inertiaComponent, 'site/proof_link')
    assert.equal((page.inertiaProps as any).reason, 'expired')
    const answer = await client
      .post(`/delivery/${token}`)
      .json({ decision: 'sign', name: 'Giulia Bianchi', signature: await signaturePng() })
      .withCsrfToken()
      .redirects(0)
    assert.equal((answer.flashMessages() as any).error, 'Questo link è scaduto.')
    Settings.now = () => Date.now()
    assert.deepEqual(await snapshot(transport.id), before)
  })

  test('the delivery referent disagrees: delivered then disputed, the dispute opened by the referent with the description', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport, carrier, vehicles } = await carried('picked_up')
    const vehicleIds = vehicles.map((vehicle) => vehicle.id)
    await uploadAll(client, carrier.user, transport.id, 'delivery', vehicleIds)
    await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/transports/${transport.id}/delivery`
    ).json({ vehicles: checklists(vehicleIds) })
    let token = ''
    mails.assertQueued(ProofLinkMail, (queued) => Boolean((token = queued.data.token)))
    const remarks = 'Paraurti posteriore ammaccato, non segnato dall’autista.'
    const answer = await client
      .post(`/delivery/${token}`)
      .json({ decision: 'disagree', name: 'Giulia Bianchi', remarks })
      .withCsrfToken()
      .redirects(0)
    answer.assertStatus(302)
    await transport.refresh()
    assert.equal(transport.state, 'disputed')
    assert.isNotNull(transport.deliveredAt)
    const dispute = await Dispute.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(dispute.openedByKind, 'delivery_referent')
    assert.isNull(dispute.openedById)
    assert.equal(dispute.description, remarks)
    const proof = await Proof.query()
      .where('transport_id', transport.id)
      .where('stage', 'delivery')
      .firstOrFail()
    assert.equal(proof.state, 'disputed')
    assert.equal(proof.referentRemarks, remarks)
    const states = (
      await TransportEvent.query()
        .where('transport_id', transport.id)
        .whereNotNull('to_state')
        .orderBy('id')
    ).map((event) => event.toState)
    assert.deepEqual(states.slice(-2), ['delivered', 'disputed'])
    /* both sides are told (the dealer's owner and the carrier's owner) */
    mails.assertQueuedCount(DisputeMail, 2)
  })

  test('only the assigned carrier records a proof; photos only to the transport’s teams', async ({
    client,
    assert,
  }) => {
    const { transport, carrier, vehicles, user: dealerUser } = await carried()
    const photo = await jpegFile()
    const stored = await uploadPhoto(
      client,
      carrier.user,
      transport.id,
      'pickup',
      vehicles[0].id,
      'front',
      photo.path
    )
    const photoId = stored.body().id
    /* a driver of the team records only the transports assigned to them */
    const assigned = await addMember(carrier.team, 'driver')
    const otherDriver = await addMember(carrier.team, 'driver')
    transport.driverUserId = assigned.id
    await transport.save()
    ;(
      await client.get(`/transporter/transports/${transport.id}/pickup`).loginAs(otherDriver)
    ).assertStatus(404)
    ;(
      await client.get(`/transporter/transports/${transport.id}/pickup`).loginAs(assigned)
    ).assertStatus(200)
    const stranger = await createTransporter()
    ;(
      await client.get(`/transporter/transports/${transport.id}/pickup`).loginAs(stranger.user)
    ).assertStatus(404)
    ;(
      await uploadPhoto(
        client,
        stranger.user,
        transport.id,
        'pickup',
        vehicles[0].id,
        'front',
        photo.path
      )
    ).assertStatus(404)
    ;(
      await client
        .get(`/transporter/transports/${transport.id}/proof-photos/${photoId}`)
        .loginAs(stranger.user)
    ).assertStatus(404)
    /* the dealer is not in the transporter area */
    ;(
      await client.get(`/transporter/transports/${transport.id}/pickup`).loginAs(dealerUser)
    ).assertStatus(404)
    const otherDealer = await createUserWithTeam('dealer')
    ;(
      await client
        .get(`/dealer/transports/${transport.id}/proof-photos/${photoId}`)
        .loginAs(otherDealer.user)
    ).assertStatus(404)
    ;(
      await client
        .get(`/dealer/transports/${transport.id}/proof-photos/${photoId}`)
        .loginAs(dealerUser)
    ).assertStatus(200)
    const anonymous = await client
      .get(`/transporter/transports/${transport.id}/pickup`)
      .redirects(0)
    assert.include([302, 303], anonymous.status())
    ;(
      await client.get(`/transporter/transports/${transport.id}/pickup`).loginAs(carrier.user)
    ).assertStatus(200)
    assert.lengthOf(await ProofPhoto.all(), 1)
  })

  test('the proofs of a page are read in a fixed number of queries, whatever their photos', async ({
    client,
    assert,
  }) => {
    const small = await carried()
    await uploadAll(
      client,
      small.carrier.user,
      small.transport.id,
      'pickup',
      [small.vehicles[0].id],
      ['left', 'right', 'odometer']
    )
    const large = await carried()
    await uploadAll(client, large.carrier.user, large.transport.id, 'pickup', [
      large.vehicles[0].id,
    ])
    const one = await countQueries(() => proofsOf(small.transport))
    const many = await countQueries(() => proofsOf(large.transport))
    assert.equal(one.queries, many.queries)
    /* proofs, checklists, photos, marks, annotations, vehicles */
    assert.isAtMost(many.queries, 6)
  })
})

test.group('Proofs / annotations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a submitted proof is annotated, never edited: dealer, carrier and staff add dated notes, each a chained event', async ({
    client,
    assert,
  }) => {
    const { transport, carrier, user: dealerUser } = await carried('picked_up')
    const proof = await Proof.create({
      transportId: transport.id,
      stage: 'pickup',
      state: 'signed',
      signerName: 'Mario Rossi',
    })
    const before = JSON.stringify((await Proof.findOrFail(proof.id)).serialize())
    const staff = await createUserWithTeam('staff')
    const authors = [
      [dealerUser, 'dealer', `/dealer/transports/${transport.id}/proofs/${proof.id}/annotations`],
      [
        carrier.user,
        'transporter',
        `/transporter/transports/${transport.id}/proofs/${proof.id}/annotations`,
      ],
      [staff.user, 'admin', `/admin/transports/${transport.id}/proofs/${proof.id}/annotations`],
    ] as const
    for (const [user, kind, url] of authors) {
      const response = await submitAs(client, user, 'post', url).json({ body: `Nota di ${kind}` })
      response.assertStatus(302)
      assert.equal((response.flashMessages() as any).success, 'Nota aggiunta alla prova.')
    }
    const notes = await ProofAnnotation.query().where('proof_id', proof.id).orderBy('id')
    assert.deepEqual(
      notes.map((note) => [note.authorKind, note.body]),
      authors.map(([, kind]) => [kind, `Nota di ${kind}`])
    )
    assert.equal(JSON.stringify((await Proof.findOrFail(proof.id)).serialize()), before)
    const events = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'proof_annotated')
    assert.lengthOf(events, 3)
    assert.isTrue(
      events.every((event) => typeof event.hash === 'string' && event.hash.length === 64)
    )
    const page = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealerUser)
      .withInertia()
    assert.lengthOf((page.inertiaProps as any).proofs[0].annotations, 3)
  })

  test('refused: drafts, other teams, an unassigned driver, a blank note; nothing written', async ({
    client,
    assert,
  }) => {
    const { transport, carrier } = await carried('picked_up')
    const draft = await Proof.create({ transportId: transport.id, stage: 'pickup', state: 'draft' })
    const url = (area: string, proofId: number) =>
      `/${area}/transports/${transport.id}/proofs/${proofId}/annotations`
    ;(
      await submitAs(client, carrier.user, 'post', url('transporter', draft.id)).json({
        body: 'Nota',
      })
    ).assertStatus(404)
    draft.state = 'signed'
    await draft.save()
    const otherDealer = await createUserWithTeam('dealer')
    ;(
      await submitAs(client, otherDealer.user, 'post', url('dealer', draft.id)).json({
        body: 'Nota',
      })
    ).assertStatus(404)
    const stranger = await createTransporter()
    ;(
      await submitAs(client, stranger.user, 'post', url('transporter', draft.id)).json({
        body: 'Nota',
      })
    ).assertStatus(404)
    const driver = await addMember(carrier.team, 'driver')
    ;(
      await submitAs(client, driver, 'post', url('transporter', draft.id)).json({ body: 'Nota' })
    ).assertStatus(404)
    const blank = await submitAs(client, carrier.user, 'post', url('transporter', draft.id)).json({
      body: ' ',
    })
    blank.assertStatus(302)
    assert.property((blank.flashMessages() as any).inputErrorsBag, 'body')
    assert.lengthOf(await ProofAnnotation.query().where('proof_id', draft.id), 0)
  })
})
