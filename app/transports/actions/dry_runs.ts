import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import Transport from '#transports/models/transport'
import DryRun from '#transports/models/dry_run'
import User from '#identity/models/user'
import { applyTransition, type GuardRefusal } from '#transports/actions/transition_transport'
import { broadcastTransportStateChanged } from '#transports/listeners'
import { currentSocketId } from '#realtime/broadcast'
import { postTransaction, type PostingError } from '#ledger/actions/post_transaction'
import { feeToCarrier } from '#ledger/domain/postings'
import { isUniqueViolation, lockForUpdate } from '#core/database/dialect'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import {
  checkDryRun,
  positionOf,
  MAX_DRY_RUN_PHOTO_BYTES,
  type DryRunReason,
  type DryRunRefusal,
} from '#transports/domain/dry_runs'
import type { TransitionError } from '#transports/domain/state_machine'
import type { EventDatingError } from '#transports/domain/event_dating'
import { checkUpload, storeChecked, type Upload } from '#core/files/uploads'
import { toIsoDate } from '#transports/domain/dates'
import DryRunMail from '#transports/mails/dry_run_mail'
import { DRY_RUN_PHOTO_KEY } from '#transports/queries/dry_runs'

export type RecordDryRunInput = {
  transportId: number
  /** the carrier team's member who records it (a driver at the gate, or the office) */
  actor: { userId: number; teamId: number }
  reason: DryRunReason
  note: string | null
  photo: Upload
  /** only when the driver ticked the consent box */
  position: { latitude?: number | null; longitude?: number | null; accuracy?: number | null } | null
}

export type RecordDryRunError =
  DryRunRefusal | TransitionError | EventDatingError | GuardRefusal | PostingError | 'wrong_content'

/** The SHA-256 of the original photo (hex), read before it is moved onto the disk. */
function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** A refusal found after something was written: rolls the transaction back. */
class RefusedInside extends Error {
  constructor(readonly code: RecordDryRunError) {
    super(code)
  }
}

async function discard(key: string) {
  if (DRY_RUN_PHOTO_KEY.test(key)) await drive.use().delete(key)
}

/**
 * Records a dry run (issue 11). The photo is checked by its content (JPEG,
 * PNG), hashed and stored first; then one transaction under the transport's
 * row lock: still `pickup_scheduled` and its day (Europe/Rome) has come, the
 * dry run with the fee in force now (Settings → General), the transport back
 * to `assigned` (its scheduled day cleared, event `dry_run`), the dealer's
 * `dry_run_fee` debit (which may leave a debt, app/wallet/domain/ledger.ts)
 * and the carrier's `dry_run_compensation` credit — each unique per dry run.
 * A second submission finds the transport no longer scheduled: nothing is
 * written twice. The dealer is told by e-mail, both teams' pages in realtime.
 */
export async function recordDryRun(
  input: RecordDryRunInput
): Promise<Result<DryRun, RecordDryRunError>> {
  const photo = await checkUpload(
    input.photo,
    (kind, size) => kind.ext !== 'pdf' && size <= MAX_DRY_RUN_PHOTO_BYTES
  )
  if (!photo.ok) return err('wrong_content')
  const sha256 = await sha256Of(photo.value.tmpPath)
  const stored = await storeChecked(
    photo.value,
    (hex, kind) => `dry_runs/${input.transportId}/${hex}.${kind.ext}`
  )
  const socketId = currentSocketId()
  let result
  try {
    result = await db.transaction(async (trx) => {
      const transport = await lockForUpdate(
        Transport.query({ client: trx }).where('id', input.transportId),
        trx
      ).first()
      if (!transport) return err('not_found' as const)
      if (transport.transporterTeamId !== input.actor.teamId)
        return err('not_your_transport' as const)
      const check = checkDryRun({
        state: transport.state,
        pickupOn: toIsoDate(transport.pickupOn),
        now: DateTime.now(),
      })
      if (!check.ok) return check
      const settings = await currentPricingSettings(trx)
      const feeCents = settings.dryRunFeeCents
      const position = input.position ? positionOf(input.position) : null
      const dryRun = await DryRun.create(
        {
          transportId: transport.id,
          reason: input.reason,
          note: input.note,
          scheduledPickupOn: DateTime.fromISO(check.value.scheduledPickupOn),
          photoKey: stored.storageKey,
          photoSha256: sha256,
          photoMime: stored.mimeType,
          photoSizeBytes: stored.sizeBytes,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
          accuracyM: position?.accuracyM ?? null,
          recordedById: input.actor.userId,
          feeCents,
          dealerTeamId: transport.teamId,
          carrierTeamId: input.actor.teamId,
        },
        { client: trx }
      )
      const applied = await applyTransition(
        {
          transportId: transport.id,
          to: 'assigned',
          dryRun: true,
          expectedState: 'pickup_scheduled',
          expectedVersion: transport.stateVersion,
          actor: { kind: 'transporter', userId: input.actor.userId, teamId: input.actor.teamId },
          payload: {
            reason: input.reason,
            dryRunId: dryRun.id,
            feeCents,
            scheduledPickupOn: check.value.scheduledPickupOn,
          },
        },
        trx
      )
      if (!applied.ok) throw new RefusedInside(applied.error)
      if (feeCents > 0) await chargeFee(dryRun, transport.reference, trx)
      return ok({ dryRun, change: applied.value })
    })
  } catch (error) {
    await discard(stored.storageKey)
    if (error instanceof RefusedInside) return err(error.code)
    if (isConcurrencyError(error)) return err('state_changed')
    throw error
  }
  if (!result.ok) {
    await discard(stored.storageKey)
    return result
  }
  await broadcastTransportStateChanged(result.value.change, socketId)
  await tellDealer(result.value.change.transport, result.value.dryRun)
  return ok(result.value.dryRun)
}

/** The dry run's fee: from the dealer's wallet (even into a debt) to the carrier's payable, once. */
async function chargeFee(dryRun: DryRun, reference: string, trx: TransactionClientContract) {
  const posted = await postTransaction(
    {
      kind: 'dry_run_fee',
      key: `dry_run:${dryRun.id}`,
      entries: feeToCarrier({
        dealerTeamId: dryRun.dealerTeamId,
        carrierTeamId: dryRun.carrierTeamId,
        feeCents: dryRun.feeCents,
      }),
      teamId: dryRun.dealerTeamId,
      transportId: dryRun.transportId,
      dryRunId: dryRun.id,
      reason: reference,
      byUserId: dryRun.recordedById,
      payable: { kind: 'dry_run_fee', transportId: dryRun.transportId, dryRunId: dryRun.id },
    },
    trx
  )
  if (!posted.ok) throw new RefusedInside(posted.error)
}

function isConcurrencyError(error: unknown) {
  const code = (error as { code?: string })?.code
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY' || isUniqueViolation(error)
}

/** The dealer team's owners and admins are told (queued, each in their language). */
async function tellDealer(transport: Transport, dryRun: DryRun) {
  const users = await User.query()
    .join('team_members', 'team_members.user_id', 'users.id')
    .where('team_members.team_id', transport.teamId)
    .whereIn('team_members.role', ['owner', 'admin'])
    .select('users.email', 'users.full_name', 'users.locale')
    .orderBy('users.id', 'asc')
  for (const user of users) {
    await mail.sendLater(
      new DryRunMail(
        { email: user.email, fullName: user.fullName, locale: user.locale },
        {
          reference: transport.reference,
          transportId: transport.id,
          reason: dryRun.reason,
          note: dryRun.note,
          feeCents: dryRun.feeCents,
        }
      )
    )
  }
}
