import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import type ProofPhoto from '#proofs/models/proof_photo'
import { found } from '#core/exceptions/not_found_exception'
import { proofPhotoStream } from '#proofs/queries/proofs'
import type { SubmitProofInput } from '#proofs/actions/submit_proof'
import type { PhotoInput } from '#proofs/actions/store_proof_photo'
import type { proofPhotoValidator, submitProofValidator } from '#proofs/validators/proof_validators'
import type { ProofStage } from '#shared/proof_zones'

/** Streams a proof photo (the display copy, or the untouched original with `?original=1`). */
export async function streamProofPhoto(ctx: HttpContext, photo: ProofPhoto) {
  const original = ctx.request.input('original') === '1'
  const stream = found(await proofPhotoStream(photo, original))
  ctx.response.header('Content-Type', original ? photo.mimeType : 'image/jpeg')
  ctx.response.header('Cache-Control', 'private, max-age=3600')
  ctx.response.header('X-Content-Type-Options', 'nosniff')
  return ctx.response.stream(stream)
}

/** The translated reason for a refused proof action (`proofs.errors.<code>`, else a transition's). */
export function proofError(ctx: HttpContext, code: string) {
  const key = code.replace(/^guard:/, '')
  const own = `proofs.errors.${key}`
  return ctx.i18n.hasMessage(own) ? ctx.i18n.t(own) : ctx.i18n.t(`transports.errors.${key}`)
}

/** The photo action's input from the validated upload. */
export function photoInputOf(
  ctx: HttpContext,
  transportId: number,
  input: Infer<typeof proofPhotoValidator>
): PhotoInput {
  const { photo } = input
  return {
    transportId,
    stage: ctx.params.stage as ProofStage,
    vehicleId: input.vehicleId,
    slot: input.slot,
    upload: { tmpPath: photo.tmpPath, clientName: photo.clientName, extname: photo.extname ?? '' },
  }
}

type Submission = Infer<typeof submitProofValidator>

/** The device position, when the page sent both coordinates. */
function positionOf(input: Submission): SubmitProofInput['position'] {
  if (input.latitude === null || input.latitude === undefined) return null
  if (input.longitude === null || input.longitude === undefined) return null
  const accuracyM = typeof input.accuracy === 'number' ? Math.round(input.accuracy) : null
  return { latitude: input.latitude, longitude: input.longitude, accuracyM }
}

/** The submission action's input from the validated form. */
export function submissionOf(ctx: HttpContext, transportId: number, input: Submission) {
  const { vehicles, damages, notes, signerName, signature } = input
  return {
    transportId,
    stage: ctx.params.stage as ProofStage,
    actor: { userId: ctx.auth.user!.id, teamId: ctx.currentTeam.team.id },
    vehicles: vehicles.map((vehicle) => ({ ...vehicle, note: vehicle.note ?? null })),
    damages: (damages ?? []).map((damage) => ({ ...damage, photoId: damage.photoId ?? null })),
    notes: notes ?? null,
    signerName: signerName ?? null,
    signature: signature || null,
    position: positionOf(input),
  } satisfies SubmitProofInput
}
