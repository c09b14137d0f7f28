import vine from '@vinejs/vine'
import { DAMAGE_ZONE_IDS, PHOTO_SLOTS } from '#shared/proof_zones'

const id = () => vine.number().withoutDecimals().min(1).max(2_147_483_647)
const optionalText = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

/** One photo, sent on its own as soon as it is taken. */
export const proofPhotoValidator = vine.create({
  vehicleId: id(),
  slot: vine.enum(PHOTO_SLOTS),
  photo: vine.file({ size: '15mb', extnames: ['jpg', 'jpeg', 'png'] }),
})

/** The driver's submission: checklists, damage marks, notes, signer and signature, position. */
export const submitProofValidator = vine.create({
  vehicles: vine
    .array(
      vine.object({
        vehicleId: id(),
        documents: vine.boolean(),
        keys: vine.boolean(),
        accessories: vine.boolean(),
        note: optionalText(500),
        odometerKm: vine.number().withoutDecimals().min(0).max(9_999_999),
      })
    )
    .minLength(1)
    .maxLength(30),
  damages: vine
    .array(
      vine.object({
        vehicleId: id(),
        zone: vine.enum(DAMAGE_ZONE_IDS),
        note: vine.string().trim().minLength(1).maxLength(500),
        photoId: id().nullable().optional(),
      })
    )
    .maxLength(60)
    .optional(),
  notes: optionalText(2000),
  signerName: optionalText(120),
  signature: vine.string().maxLength(450_000).nullable().optional(),
  latitude: vine.number().min(-90).max(90).nullable().optional(),
  longitude: vine.number().min(-180).max(180).nullable().optional(),
  accuracy: vine.number().min(0).max(100_000).nullable().optional(),
})

/** The referent's answer on the public page: sign, or disagree with a description. */
export const referentAnswerValidator = vine.create({
  decision: vine.enum(['sign', 'disagree'] as const),
  name: vine.string().trim().minLength(2).maxLength(120),
  signature: vine.string().maxLength(450_000).nullable().optional(),
  remarks: vine
    .string()
    .trim()
    .minLength(10)
    .maxLength(2000)
    .optional()
    .requiredWhen('decision', '=', 'disagree'),
})

/** A note added to a submitted proof. */
export const proofAnnotationValidator = vine.create({
  body: vine.string().trim().minLength(2).maxLength(2000),
})
