import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { appUrl } from '#config/app'
import { ok, err, type Result } from '#core/result'
import { isUniqueViolation, lockForUpdate } from '#core/database/dialect'
import Team from '#teams/models/team'
import Call from '#calls/models/call'
import {
  mayBookCalls,
  oneSubject,
  type CallRefusal,
  type SessionSubjectRefusal,
} from '#calls/domain/call_rules'
import { checkSlot, type SlotProblem } from '#calls/domain/slots'
import { slotContext } from '#calls/queries/slots'
import { upcomingCallCount } from '#calls/queries/calls'
import {
  marketplaceSubject,
  sessionSubject,
  type SubjectRefusal,
} from '#calls/queries/call_subject'
import { freshTeam } from '#marketplace/queries/marketplace'
import '#calls/events'

export type BookCallInput = {
  teamId: number
  userId: number
  /** The slot: a Rome day (yyyy-MM-dd) and time (HH:mm). */
  day: string
  time: string
  /** A marketplace transport the call is about (none: a general call). */
  transportId?: number | null
  /** A private session the call is about (never together with a transport). */
  privateSessionId?: number | null
  phone: string
  note?: string | null
  now?: DateTime
}

/**
 * Why a booking was refused; `transport:<reason>` carries the marketplace's
 * reason, `session:<reason>` why the session may not be the subject.
 */
export type BookCallError =
  | CallRefusal
  | SlotProblem
  | 'two_subjects'
  | `transport:${SubjectRefusal}`
  | `session:${SessionSubjectRefusal}`

function icsUid() {
  let host = 'trasporti'
  try {
    host = new URL(appUrl).hostname || host
  } catch {}
  return `call-${randomUUID()}@${host}`
}

/**
 * Books a call. Everything is checked again here, whatever the page showed:
 * one subject at most; the transport (the marketplace's gate) or the
 * session (the team's pending or accepted invitation, not over), before the
 * transaction (reads);
 * the team (a verified carrier, at most MAX_UPCOMING_CALLS upcoming calls,
 * under its row lock), the slot (app/calls/domain/slots.ts
 * against the live calls, in the transaction). Two simultaneous bookings of
 * one slot: the unique index on live calls' `starts_at` lets one commit and
 * the other gets `taken`; nothing is written for a refusal. The e-mails go
 * out after the commit (`call:booked`).
 */
export async function bookCall(input: BookCallInput): Promise<Result<Call, BookCallError>> {
  const now = input.now ?? DateTime.now()
  const single = oneSubject(input)
  if (!single.ok) return single
  if (input.transportId) {
    const subject = await marketplaceSubject(await freshTeam(input.teamId), input.transportId)
    if (!subject.ok) return err(`transport:${subject.error}` as const)
  }
  if (input.privateSessionId) {
    const subject = await sessionSubject(input.teamId, input.privateSessionId, now)
    if (!subject.ok) return err(`session:${subject.error}` as const)
  }
  let outcome: Result<Call, BookCallError>
  try {
    outcome = await db.transaction(async (trx): Promise<Result<Call, BookCallError>> => {
      /* One booking of a team at a time: the count of its upcoming calls stays true. */
      const team = await lockForUpdate(
        Team.query({ client: trx }).where('id', input.teamId).select('id', 'kind', 'verified_at'),
        trx
      ).firstOrFail()
      const allowed = mayBookCalls(
        { kind: team.kind, verified: team.verifiedAt !== null },
        await upcomingCallCount(team.id, now, trx)
      )
      if (!allowed.ok) return allowed
      const slot = checkSlot(await slotContext(now, trx), input.day, input.time)
      if (!slot.ok) return slot
      const call = await Call.create(
        {
          teamId: team.id,
          bookedById: input.userId,
          transportId: input.transportId ?? null,
          privateSessionId: input.privateSessionId ?? null,
          startsAt: slot.value.startsAt,
          endsAt: slot.value.endsAt,
          phone: input.phone,
          note: input.note ?? null,
          icsUid: icsUid(),
          icsSequence: 0,
          cancelledAt: null,
          cancelledById: null,
          cancelledByKind: null,
        },
        { client: trx }
      )
      return ok(call)
    })
  } catch (error) {
    if (isUniqueViolation(error)) return err('taken')
    throw error
  }
  if (outcome.ok) await emitter.emit('call:booked', { callId: outcome.value.id })
  return outcome
}
