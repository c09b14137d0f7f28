import { notifyProofAvailable } from '#notifications/actions/lifecycle'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { i18nFor } from '#core/i18n'
import { storeTransportDocument } from '#documents/actions/store_transport_document'
import type { TransportActorKind } from '#transports/models/transport_event'
import Transport from '#transports/models/transport'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import Proof from '#proofs/models/proof'
import { renderProofPdf, type ProofSheet } from '#proofs/support/proof_pdf'

async function bytesOf(key: string | null) {
  if (!key) return null
  return Buffer.from(await drive.use().getBytes(key))
}

/**
 * Seals a submitted and signed (or contested) proof: its PDF (photos,
 * marks, hashes, times, names, signature, position) stored as a transport
 * document, whose SHA-256 goes in the timeline (`document_sealed`); the
 * proof keeps the document's id. Inside the caller's transaction.
 */
export async function sealProof(
  proofId: number,
  actor: { kind: TransportActorKind; userId: number | null },
  trx: TransactionClientContract
) {
  const proof = await Proof.query({ client: trx })
    .where('id', proofId)
    .preload('vehicles')
    .preload('photos', (query) => query.orderBy('id', 'asc'))
    .preload('damages', (query) => query.orderBy('id', 'asc'))
    .firstOrFail()
  const transport = await Transport.query({ client: trx })
    .where('id', proof.transportId)
    .firstOrFail()
  const sheet = await sheetOf(proof, transport, trx)
  const bytes = await renderProofPdf(sheet, i18nFor('it'))
  const document = await storeTransportDocument(
    {
      transportId: transport.id,
      kind: proof.stage === 'pickup' ? 'pickup_proof' : 'delivery_proof',
      fileName: `${proof.stage === 'pickup' ? 'Ritiro' : 'Consegna'}-${transport.reference}.pdf`,
      bytes,
      actor,
    },
    trx
  )
  await trx.from('proofs').where('id', proof.id).update({ document_id: document.id })
  await notifyProofAvailable(
    {
      proofId: proof.id,
      transportId: transport.id,
      reference: transport.reference,
      teamId: transport.teamId,
      kind: proof.stage,
    },
    trx
  )
  return document
}

async function sheetOf(proof: Proof, transport: Transport, trx: TransactionClientContract) {
  const vehicles = await TransportRequestVehicle.query({ client: trx })
    .where('transport_request_id', transport.transportRequestId)
    .orderBy('position', 'asc')
  const teams = await Team.query({ client: trx }).whereIn('id', [
    transport.teamId,
    transport.transporterTeamId ?? 0,
  ])
  const nameOf = (id: number | null) => teams.find((team) => team.id === id)?.name ?? '—'
  const submitter = proof.submittedById
    ? await User.query({ client: trx }).where('id', proof.submittedById).first()
    : null
  const pickup = proof.stage === 'pickup'
  const sheet: ProofSheet = {
    reference: transport.reference,
    stage: proof.stage,
    place: pickup
      ? `${transport.pickupStreet}, ${transport.pickupCap} ${transport.pickupCity} (${transport.pickupProvince})`
      : `${transport.deliveryStreet}, ${transport.deliveryCap} ${transport.deliveryCity} (${transport.deliveryProvince})`,
    dealer: nameOf(transport.teamId),
    carrier: nameOf(transport.transporterTeamId),
    submittedAt: proof.submittedAt,
    submittedBy: submitter?.fullName ?? null,
    signedAt: proof.signedAt,
    signedVia: proof.signedVia,
    signerName: proof.signerName,
    signature: await bytesOf(proof.signatureKey),
    signatureSha256: proof.signatureSha256,
    remarks: proof.referentRemarks,
    notes: proof.notes,
    position:
      proof.latitude !== null && proof.longitude !== null
        ? { latitude: proof.latitude, longitude: proof.longitude, accuracyM: proof.accuracyM }
        : null,
    vehicles: [],
  }
  for (const vehicle of vehicles) {
    const checklist = proof.vehicles.find((row) => row.vehicleId === vehicle.id)
    if (!checklist) continue
    const photos = []
    for (const photo of proof.photos.filter((row) => row.vehicleId === vehicle.id))
      photos.push({
        slot: photo.slot,
        sha256: photo.sha256,
        receivedAt: photo.receivedAt,
        display: await bytesOf(photo.displayKey),
      })
    sheet.vehicles.push({
      label: [vehicle.make, vehicle.model, vehicle.plate, vehicle.vin].filter(Boolean).join(' · '),
      documents: checklist.documents,
      keys: checklist.keys,
      accessories: checklist.accessories,
      note: checklist.checklistNote,
      odometerKm: checklist.odometerKm,
      photos,
      damages: proof.damages
        .filter((damage) => damage.vehicleId === vehicle.id)
        .map((damage) => ({
          zone: damage.zone,
          note: damage.note,
          photoSha256: proof.photos.find((row) => row.id === damage.photoId)?.sha256 ?? null,
        })),
    })
  }
  return sheet
}
