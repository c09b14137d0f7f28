/**
 * A proof on the pages (the transport pages of the three areas, the driver's
 * page and the referent's public page): what was recorded per vehicle —
 * checklist, odometer, photos (ids: the files are streamed by a controller
 * after the policy or the link), SHA-256 of each original, damage marks —
 * and who signed when. `forReferent` leaves out the device position.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ProofRecord } from '#proofs/queries/proofs'

const isoTime = (value: { toISO(): string | null } | null | undefined) => value?.toISO() ?? null

export default class ProofTransformer extends BaseTransformer<ProofRecord> {
  toObject() {
    const { proof, vehicles } = this.resource
    return {
      id: proof.id,
      stage: proof.stage,
      state: proof.state,
      notes: proof.notes,
      signerName: proof.signerName,
      signed: proof.signatureKey !== null,
      signedAt: isoTime(proof.signedAt),
      signedVia: proof.signedVia,
      referentRemarks: proof.referentRemarks,
      submittedAt: isoTime(proof.submittedAt),
      documentId: proof.documentId,
      annotations: (proof.annotations ?? []).map((note) => ({
        id: note.id,
        authorKind: note.authorKind,
        body: note.body,
        createdAt: isoTime(note.createdAt),
      })),
      position:
        proof.latitude !== null && proof.longitude !== null
          ? { latitude: proof.latitude, longitude: proof.longitude, accuracyM: proof.accuracyM }
          : null,
      vehicles: vehicles.map((vehicle) => {
        const checklist = proof.vehicles.find((row) => row.vehicleId === vehicle.id) ?? null
        return {
          id: vehicle.id,
          label: [vehicle.make, vehicle.model].filter(Boolean).join(' '),
          plate: vehicle.plate,
          vin: vehicle.vin,
          checklist: checklist && {
            documents: checklist.documents,
            keys: checklist.keys,
            accessories: checklist.accessories,
            note: checklist.checklistNote,
            odometerKm: checklist.odometerKm,
          },
          photos: proof.photos
            .filter((photo) => photo.vehicleId === vehicle.id)
            .map((photo) => ({
              id: photo.id,
              slot: photo.slot,
              sha256: photo.sha256,
              receivedAt: isoTime(photo.receivedAt),
            })),
          damages: proof.damages
            .filter((damage) => damage.vehicleId === vehicle.id)
            .map((damage) => ({
              id: damage.id,
              zone: damage.zone,
              note: damage.note,
              photoId: damage.photoId,
            })),
        }
      }),
    }
  }

  forReferent() {
    return { ...this.toObject(), position: null }
  }
}
