import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamDocument from '#onboarding/models/team_document'
import { teamStorageKey, type TeamDocumentKind } from '#onboarding/domain/documents'
import { liftsSuspension } from '#onboarding/domain/insurance'
import {
  discardFiles,
  storeUpload,
  type Upload,
  type UploadError,
} from '#onboarding/actions/store_file'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'
import { todayInRome } from '#shared/time_zone'

export type PolicyDetails = {
  insurer: string
  policyNumber: string
  coverCents: number
  expiresOn: string
}

export type TeamDocumentInput =
  { kind: 'insurance'; details: PolicyDetails } | { kind: Exclude<TeamDocumentKind, 'insurance'> }

/**
 * A carrier adds a document: a new insurance policy (PDF, with insurer,
 * number, cover and expiry) or another document. It is `pending` until
 * staff accept or reject it; the accepted policy in force is untouched.
 */
export async function uploadTeamDocument(
  team: Team,
  user: User,
  input: TeamDocumentInput,
  upload: Upload
): Promise<Result<TeamDocument, UploadError>> {
  const insurance = input.kind === 'insurance'
  const stored = await storeUpload(upload, insurance, (hex, kind) =>
    teamStorageKey(team.id, hex, kind)
  )
  if (!stored.ok) return stored
  try {
    const details =
      input.kind === 'insurance'
        ? { ...input.details, expiresOn: DateTime.fromISO(input.details.expiresOn) }
        : {}
    const document = await TeamDocument.create({
      ...stored.value,
      ...details,
      teamId: team.id,
      kind: input.kind,
      state: 'pending',
      uploadedById: user.id,
    })
    return ok(document)
  } catch (error) {
    await discardFiles([stored.value.storageKey])
    throw error
  }
}

export type Review = { decision: 'accept' } | { decision: 'reject'; reason: string }

/**
 * Staff accept or reject a pending document, in one transaction; the team's
 * owners and admins are e-mailed the decision after the commit. Accepting
 * an insurance policy with a future expiry lifts the team's suspension when
 * it was suspended for expired insurance (never a suspension staff decided
 * for another reason). Refused when the document was already reviewed.
 */
export async function reviewTeamDocument(
  documentId: number,
  reviewer: User,
  review: Review
): Promise<Result<{ document: TeamDocument; lifted: boolean }, 'not_pending'>> {
  const result = await decideDocument(documentId, reviewer, review)
  /* after the commit: the team's owners and admins hear the decision */
  if (result.ok)
    await emitter.emit('onboarding:document_reviewed', {
      teamDocumentId: result.value.document.id,
      lifted: result.value.lifted,
    })
  return result
}

function decideDocument(
  documentId: number,
  reviewer: User,
  review: Review
): Promise<Result<{ document: TeamDocument; lifted: boolean }, 'not_pending'>> {
  return db.transaction(async (trx) => {
    const document = await lockForUpdate(
      TeamDocument.query({ client: trx }).where('id', documentId),
      trx
    ).firstOrFail()
    if (document.state !== 'pending') return err('not_pending' as const)
    const reviewed = { reviewedById: reviewer.id, reviewedAt: DateTime.now() }
    if (review.decision === 'reject') {
      await document
        .merge({ ...reviewed, state: 'rejected', rejectionReason: review.reason })
        .save()
      return ok({ document, lifted: false })
    }
    await document.merge({ ...reviewed, state: 'accepted' }).save()
    if (document.kind !== 'insurance') return ok({ document, lifted: false })
    const team = await lockForUpdate(
      Team.query({ client: trx }).where('id', document.teamId),
      trx
    ).firstOrFail()
    const expiresOn = document.expiresOn?.toISODate() ?? null
    const lifted = liftsSuspension(team.suspensionReason, expiresOn, todayInRome())
    if (lifted) await team.merge({ suspendedAt: null, suspensionReason: null }).save()
    return ok({ document, lifted })
  })
}
