import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { BaseMail } from '@adonisjs/mail'
import Call from '#calls/models/call'
import PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation, {
  type SessionInvitationState,
} from '#marketplace/models/private_session_invitation'
import { freeSlots, type Slot } from '#calls/domain/slots'
import { slotContext } from '#calls/queries/slots'
import { italianHolidays } from '#shared/italian_holidays'
import { todayInRome, TIME_ZONE } from '#shared/time_zone'

/**
 * Free slots as the booking page offers them now (the real clock): tests
 * book these, so they pass whatever day and hour they run.
 */
export async function offeredSlots(): Promise<Slot[]> {
  return freeSlots(await slotContext(DateTime.now())).flatMap((day) => day.slots)
}

/** A free slot on the `index`-th offered day after the first (the first may be today, nearly full). */
export async function aFreeSlot(dayIndex = 1, slotIndex = 0): Promise<Slot> {
  const days = freeSlots(await slotContext(DateTime.now()))
  const day = days[Math.min(dayIndex, days.length - 1)]!
  return day.slots[Math.min(slotIndex, day.slots.length - 1)]!
}

/** The booking form's body for a slot. */
export function bookingBody(
  slot: Pick<Slot, 'date' | 'time'>,
  extra: Record<string, unknown> = {}
) {
  return {
    day: slot.date,
    time: slot.time,
    phone: '+39 045 987 6543',
    note: 'Domande sul ritiro',
    ...extra,
  }
}

/** The next Saturday (Rome), and the next national holiday that falls on a weekday. */
export function nextSaturday(): string {
  let day = DateTime.fromISO(todayInRome(), { zone: TIME_ZONE }).plus({ days: 1 })
  while (day.weekday !== 6) day = day.plus({ days: 1 })
  return day.toISODate()!
}

export function nextWeekdayHoliday(): string {
  const today = todayInRome()
  const year = Number(today.slice(0, 4))
  return [...italianHolidays(year), ...italianHolidays(year + 1)]
    .map((holiday) => holiday.date)
    .filter((date) => date > today && DateTime.fromISO(date).weekday < 6)
    .sort()[0]!
}

/** A call written directly (history, other teams' calls): starts `startsAt`, 30 minutes. */
export function createCall(
  teamId: number,
  startsAt: DateTime,
  overrides: Partial<Call> = {}
): Promise<Call> {
  return Call.create({
    teamId,
    bookedById: null,
    transportId: null,
    privateSessionId: null,
    startsAt,
    endsAt: startsAt.plus({ minutes: 30 }),
    phone: '+39 02 1234567',
    note: null,
    icsUid: `call-${randomUUID()}@test`,
    icsSequence: 0,
    cancelledAt: null,
    cancelledById: null,
    cancelledByKind: null,
    ...overrides,
  })
}

/** The .ics a queued call e-mail carries, unfolded into its content lines. */
export function icsOf(mail: BaseMail): { filename: string; method: string; lines: string[] } {
  const event = mail.message.toJSON().message.icalEvent as {
    content: string
    method: string
    filename: string
  }
  return {
    filename: event.filename,
    method: event.method,
    lines: event.content.replace(/\r\n[ \t]/g, '').split('\r\n'),
  }
}

/** The addresses a queued e-mail goes to. */
export function recipientsOf(mail: BaseMail): string[] {
  return (mail.message.toJSON().message.to ?? []).map((to) =>
    typeof to === 'string' ? to : to.address
  )
}

/** The one e-mail of these that goes to this address. */
export function mailTo<M extends BaseMail>(mails: M[], email: string): M {
  const found = mails.filter((candidate) => recipientsOf(candidate).includes(email))
  if (found.length !== 1) throw new Error(`${found.length} e-mails to ${email}, expected 1`)
  return found[0]!
}

/**
 * A private session in the given phase (scheduled: starts tomorrow; running:
 * started an hour ago; ended: past its end, not awarded; closed: awarded),
 * with the teams invited in the given state. No transports: a call about a
 * session does not look at them.
 */
export async function createSessionFor(
  teamIds: number[],
  options: {
    state?: SessionInvitationState
    phase?: 'scheduled' | 'running' | 'ended' | 'closed'
    name?: string
  } = {}
): Promise<PrivateSession> {
  const phase = options.phase ?? 'running'
  const now = DateTime.now()
  const startsAt =
    phase === 'scheduled'
      ? now.plus({ days: 1 })
      : now.minus({ hours: phase === 'running' ? 1 : 5 })
  const endsAt =
    phase === 'running' || phase === 'scheduled'
      ? startsAt.plus({ hours: 3 })
      : now.minus({ hours: 2 })
  const session = await PrivateSession.create({
    name: options.name ?? 'Sessione Nord-Est',
    startsAt,
    endsAt,
    scheduledEndAt: endsAt,
    closedAt: phase === 'closed' ? now.minus({ hours: 1 }) : null,
    createdByUserId: null,
  })
  for (const teamId of teamIds)
    await PrivateSessionInvitation.create({
      privateSessionId: session.id,
      teamId,
      state: options.state ?? 'accepted',
      invitedByUserId: null,
      respondedAt: options.state === 'pending' ? null : now,
      sentAt: now.minus({ days: 1 }),
    })
  return session
}
