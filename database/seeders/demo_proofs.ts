import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Proof from '#proofs/models/proof'
import ProofVehicle from '#proofs/models/proof_vehicle'
import ProofPhoto from '#proofs/models/proof_photo'
import ProofDamage from '#proofs/models/proof_damage'
import { sealProof } from '#proofs/actions/seal_proof'
import { displayCopy } from '#proofs/actions/store_proof_photo'
import { sha256Hex } from '#documents/actions/store_transport_document'
import { REQUIRED_SLOTS, type ProofStage } from '#shared/proof_zones'

const COLOURS: Record<string, string> = {
  front: '#1c7ed6',
  back: '#2f9e44',
  left: '#e8590c',
  right: '#9c36b5',
  odometer: '#343a40',
  damage: '#c92a2a',
}

/** A small photo generated here (no download): a coloured card with the slot's name. */
async function demoPhoto(slot: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="${COLOURS[slot] ?? '#495057'}"/>
    <rect x="120" y="170" width="400" height="150" rx="40" fill="#f1f3f5" opacity="0.85"/>
    <text x="320" y="260" font-size="44" text-anchor="middle" font-family="sans-serif" fill="#212529">${slot}</text>
    <text x="320" y="420" font-size="26" text-anchor="middle" font-family="sans-serif" fill="#ffffff">${label}</text>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

/** A drawn-looking signature (a PNG), generated here. */
async function demoSignature() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="140">
    <rect width="400" height="140" fill="#ffffff"/>
    <path d="M20 100 C 60 20, 90 20, 110 90 S 160 130, 190 60 S 250 20, 270 100 S 340 110, 380 50"
      stroke="#1a1b1e" stroke-width="4" fill="none"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function put(transportId: number, bytes: Buffer, suffix: string, type: string) {
  const key = `proofs/${transportId}/${randomBytes(16).toString('hex')}${suffix}`
  await drive.use().put(key, bytes, { contentType: type })
  return key
}

/** One signed proof of a stop, with its photos, a damage on the first vehicle at pickup, and its sealed PDF. */
async function seedProof(
  transport: Transport,
  stage: ProofStage,
  at: DateTime,
  submittedById: number | null
) {
  const vehicles = await TransportRequestVehicle.query()
    .where('transport_request_id', transport.transportRequestId)
    .orderBy('position')
  const signature = await demoSignature()
  const viaLink = stage === 'delivery' && transport.id % 2 === 0
  await db.transaction(async (trx) => {
    const proof = await Proof.create(
      {
        transportId: transport.id,
        stage,
        state: 'signed',
        notes: stage === 'pickup' ? 'Veicoli pronti all’orario concordato.' : null,
        signerName:
          stage === 'pickup' ? transport.pickupReferentName : transport.deliveryReferentName,
        signatureKey: await put(transport.id, signature, '-signature.png', 'image/png'),
        signatureSha256: sha256Hex(signature),
        signedAt: at,
        signedVia: viaLink ? 'link' : 'phone',
        latitude: stage === 'pickup' ? 45.4642 : 41.9028,
        longitude: stage === 'pickup' ? 9.19 : 12.4964,
        accuracyM: 15,
        submittedAt: at,
        submittedById,
      },
      { client: trx }
    )
    for (const [index, vehicle] of vehicles.entries()) {
      await ProofVehicle.create(
        {
          proofId: proof.id,
          vehicleId: vehicle.id,
          documents: true,
          keys: true,
          accessories: index % 2 === 0,
          checklistNote: null,
          odometerKm: 12_000 + vehicle.id * 137 + (stage === 'delivery' ? 640 : 0),
        },
        { client: trx }
      )
      const slots =
        index === 0 && stage === 'pickup' ? [...REQUIRED_SLOTS, 'damage' as const] : REQUIRED_SLOTS
      for (const slot of slots) {
        const original = await demoPhoto(slot, `${vehicle.make} ${vehicle.model}`)
        const photo = await ProofPhoto.create(
          {
            proofId: proof.id,
            vehicleId: vehicle.id,
            slot,
            storageKey: await put(transport.id, original, '.jpg', 'image/jpeg'),
            displayKey: await put(
              transport.id,
              await displayCopy(original),
              '-display.jpg',
              'image/jpeg'
            ),
            sha256: sha256Hex(original),
            mimeType: 'image/jpeg',
            sizeBytes: original.length,
            receivedAt: at,
          },
          { client: trx }
        )
        if (slot === 'damage')
          await ProofDamage.create(
            {
              proofId: proof.id,
              vehicleId: vehicle.id,
              zone: 'right_rear',
              note: 'Piccolo graffio già presente sul parafango posteriore destro.',
              photoId: photo.id,
            },
            { client: trx }
          )
      }
    }
    await sealProof(
      proof.id,
      viaLink ? { kind: 'referent', userId: null } : { kind: 'transporter', userId: submittedById },
      trx
    )
  })
}

/**
 * Proofs of pickup and delivery (issue 11) on the demo transports already
 * picked up: a pickup proof on each, a delivery proof on those delivered,
 * completed or disputed — photos and signatures generated at seed time,
 * each with its sealed PDF in the timeline.
 */
export async function seedProofsDemo() {
  const transports = await Transport.query()
    .whereIn('state', ['picked_up', 'in_transit', 'delivered', 'completed', 'disputed'])
    .whereNotNull('picked_up_at')
    .whereNotNull('transporter_team_id')
    .orderBy('id')
  for (const transport of transports) {
    const member = await db
      .from('team_members')
      .where('team_id', transport.transporterTeamId!)
      .orderBy('id')
      .select('user_id')
      .first()
    const userId = member ? Number(member.user_id) : null
    await seedProof(transport, 'pickup', transport.pickedUpAt!, userId)
    if (transport.deliveredAt) await seedProof(transport, 'delivery', transport.deliveredAt, userId)
  }
}
