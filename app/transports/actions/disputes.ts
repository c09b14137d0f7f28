import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import Transport from '#transports/models/transport'
import Dispute from '#transports/models/dispute'
import DisputePhoto from '#transports/models/dispute_photo'
import User from '#identity/models/user'
import { applyTransition, type GuardRefusal } from '#transports/actions/transition_transport'
import { broadcastTransportStateChanged } from '#transports/listeners'
import { currentSocketId } from '#realtime/broadcast'
import { postTransaction, type PostingError } from '#ledger/actions/post_transaction'
import { disputeRefund } from '#ledger/domain/postings'
import { creditTransport } from '#ledger/actions/credit_transport'
import { splitGross } from '#invoicing/domain/totals'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import {
  checkDisputeOpening,
  checkRefund,
  MAX_DISPUTE_PHOTOS,
  type DisputeError,
} from '#transports/domain/disputes'
import type { TransitionError } from '#transports/domain/state_machine'
import type { EventDatingError } from '#transports/domain/event_dating'
import { checkUpload, storeChecked, type CheckedUpload } from '#core/files/uploads'
import DisputeMail, { type DisputeMailData } from '#transports/mails/dispute_mail'
import type { MailRecipient } from '#core/mail/translated_mail'
import { paidAndRefunded, PHOTO_KEY } from '#transports/queries/disputes'

/** A photo as the validator left it. */
export type PhotoUpload = { tmpPath: string | undefined; clientName: string; extname: string }

const MAX_PHOTO_BYTES = 10 * 1024 * 1024

type StoredPhoto = { fileName: string; storageKey: string; mimeType: string; sizeBytes: number }

/** Photos only (JPEG, PNG), by their real content; stored under `disputes/<transport>/`. */
async function storePhotos(
  transportId: number,
  uploads: PhotoUpload[]
): Promise<Result<StoredPhoto[], 'wrong_content' | 'too_many_photos'>> {
  if (uploads.length > MAX_DISPUTE_PHOTOS) return err('too_many_photos')
  const checked: CheckedUpload[] = []
  for (const upload of uploads) {
    const photo = await checkUpload(
      upload,
      (kind, size) => kind.ext !== 'pdf' && size <= MAX_PHOTO_BYTES
    )
    if (!photo.ok) return err('wrong_content')
    checked.push(photo.value)
  }
  const stored: StoredPhoto[] = []
  for (const photo of checked)
    stored.push(
      await storeChecked(photo, (hex, kind) => `disputes/${transportId}/${hex}.${kind.ext}`)
    )
  return ok(stored)
}

async function discardPhotos(keys: string[]) {
  for (const key of keys) if (PHOTO_KEY.test(key)) await drive.use().delete(key)
}

export type OpenDisputeInput = {
  transportId: number
  actor: { kind: 'dealer' | 'admin'; userId: number; teamId?: number | null }
  reasonCode: string
  description: string
  photos: PhotoUpload[]
}

export type OpenDisputeError =
  TransitionError | EventDatingError | GuardRefusal | 'wrong_content' | 'too_many_photos'

/**
 * Opens a dispute within 48 h of the delivery: photos checked and stored,
 * then one transaction — the transport `delivered → disputed` (row lock,
 * state machine), the dispute and its photos. Files are removed again when
 * nothing was written. The 48 h completion job skips it (it only completes
 * `delivered` transports).
 */
export async function openDispute(
  input: OpenDisputeInput
): Promise<Result<Dispute, OpenDisputeError>> {
  const photos = await storePhotos(input.transportId, input.photos)
  if (!photos.ok) return photos
  const socketId = currentSocketId()
  let result
  try {
    result = await db.transaction(async (trx) => {
      const applied = await applyTransition(
        {
          transportId: input.transportId,
          to: 'disputed',
          actor: input.actor,
          payload: { reasonCode: input.reasonCode },
          guard: async (transport) => {
            const check = checkDisputeOpening({
              state: transport.state,
              deliveredAt: transport.deliveredAt,
              now: DateTime.now(),
            })
            return check.ok ? null : check.error
          },
        },
        trx
      )
      if (!applied.ok) return applied
      const dispute = await Dispute.create(
        {
          transportId: input.transportId,
          openedById: input.actor.userId,
          openedByKind: input.actor.kind,
          reasonCode: input.reasonCode,
          description: input.description,
          state: 'open',
        },
        { client: trx }
      )
      for (const photo of photos.value)
        await DisputePhoto.create({ ...photo, disputeId: dispute.id }, { client: trx })
      return ok({ dispute, change: applied.value })
    })
  } catch (error) {
    await discardPhotos(photos.value.map((photo) => photo.storageKey))
    throw error
  }
  if (!result.ok) {
    await discardPhotos(photos.value.map((photo) => photo.storageKey))
    return result
  }
  await broadcastTransportStateChanged(result.value.change, socketId)
  await tellBothSides(result.value.change.transport, 'opened', null)
  return ok(result.value.dispute)
}

export type ResolveDisputeInput = {
  transportId: number
  staffUserId: number
  decision: string
  /** null: completed as is */
  refundCents: number | null
}

export type ResolveDisputeError =
  DisputeError | TransitionError | EventDatingError | GuardRefusal | PostingError

/**
 * Staff resolve an open dispute, in one transaction: the dispute row locked
 * and still open, the refund checked against what was paid, the ledger line
 * `dispute_refund` (unique per transport), the dispute resolved, the
 * transport `disputed → completed`. A second resolution finds it resolved.
 */
export async function resolveDispute(
  input: ResolveDisputeInput
): Promise<Result<Dispute, ResolveDisputeError>> {
  const socketId = currentSocketId()
  let result
  try {
    result = await db.transaction(async (trx) => {
      const dispute = await lockForUpdate(
        Dispute.query({ client: trx }).where('transport_id', input.transportId),
        trx
      ).first()
      if (!dispute || dispute.state !== 'open') return err('dispute_not_open' as const)
      const transport = await Transport.query({ client: trx })
        .where('id', input.transportId)
        .firstOrFail()
      const refund = checkRefund({
        refundCents: input.refundCents,
        ...(await paidAndRefunded(transport, trx)),
      })
      if (!refund.ok) return refund
      /* the refund first: completing the transport then pays the carrier what remains held */
      if (refund.value > 0) {
        /* the credit note first: the ledger posts the split it prints */
        const note = await creditTransport(
          {
            transportId: transport.id,
            reference: transport.reference,
            reason:
              `Rimborso parziale per la contestazione del trasporto ${transport.reference}: ${input.decision}`.slice(
                0,
                1000
              ),
            key: `dispute_refund:${transport.id}`,
            byUserId: input.staffUserId,
            grossCents: refund.value,
          },
          trx
        )
        const split = note ?? splitGross(refund.value)
        const posted = await postTransaction(
          {
            kind: 'dispute_refund',
            key: `dispute_refund:${transport.id}`,
            entries: disputeRefund({
              dealerTeamId: transport.teamId,
              transportId: transport.id,
              netCents: split.netCents,
              vatCents: split.vatCents,
            }),
            teamId: transport.teamId,
            transportId: transport.id,
            reason: `${transport.reference}: ${input.decision}`,
            byUserId: input.staffUserId,
          },
          trx
        )
        if (!posted.ok) throw new RefusedInside(posted.error)
      }
      const applied = await applyTransition(
        {
          transportId: transport.id,
          to: 'completed',
          actor: { kind: 'admin', userId: input.staffUserId },
          payload: { disputeId: dispute.id, refundCents: refund.value },
        },
        trx
      )
      if (!applied.ok) throw new RefusedInside(applied.error)
      const updated = await trx
        .from('disputes')
        .where('id', dispute.id)
        .where('state', 'open')
        .update({
          state: 'resolved',
          decision: input.decision,
          refund_cents: refund.value || null,
          resolved_by_id: input.staffUserId,
          resolved_at: databaseNow(trx),
          updated_at: databaseNow(trx),
        })
      const count = Array.isArray(updated) ? updated.length : Number(updated)
      if (count !== 1) throw new RefusedInside('dispute_not_open')
      await dispute.refresh()
      return ok({ dispute, change: applied.value })
    })
  } catch (error) {
    if (error instanceof RefusedInside) return err(error.code as ResolveDisputeError)
    if (isConcurrencyError(error)) return err('dispute_not_open')
    throw error
  }
  if (!result.ok) return result
  await broadcastTransportStateChanged(result.value.change, socketId)
  await tellBothSides(result.value.change.transport, 'resolved', result.value.dispute)
  return ok(result.value.dispute)
}

/** A refusal found after something was written: rolls the transaction back. */
class RefusedInside extends Error {
  constructor(readonly code: string) {
    super(code)
  }
}

function isConcurrencyError(error: unknown) {
  const code = (error as { code?: string })?.code
  return code === '40001' || code === '40P01' || code === '23505' || code === 'SQLITE_BUSY'
}

/** The owners and admins of a team, each address once. */
async function teamManagers(teamId: number | null): Promise<MailRecipient[]> {
  if (!teamId) return []
  const users = await User.query()
    .join('team_members', 'team_members.user_id', 'users.id')
    .where('team_members.team_id', teamId)
    .whereIn('team_members.role', ['owner', 'admin'])
    .select('users.email', 'users.full_name', 'users.locale')
    .orderBy('users.id', 'asc')
  return users.map((user) => ({ email: user.email, fullName: user.fullName, locale: user.locale }))
}

/** Both sides are told (queued, in each reader's language): the dealer team and the carrier. */
export async function tellBothSides(
  transport: Transport,
  event: DisputeMailData['event'],
  dispute: Dispute | null
) {
  const sides = [
    { teamId: transport.teamId, area: 'dealer' as const },
    { teamId: transport.transporterTeamId, area: 'transporter' as const },
  ]
  for (const side of sides) {
    for (const recipient of await teamManagers(side.teamId)) {
      await mail.sendLater(
        new DisputeMail(recipient, {
          event,
          area: side.area,
          reference: transport.reference,
          transportId: transport.id,
          decision: dispute?.decision ?? null,
          refundCents: dispute?.refundCents ?? null,
        })
      )
    }
  }
}
