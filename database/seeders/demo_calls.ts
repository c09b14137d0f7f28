import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Transport from '#transports/models/transport'
import Call from '#calls/models/call'
import { freeSlots, slotAt, slotTimes, type Slot } from '#calls/domain/slots'
import { slotContext } from '#calls/queries/slots'
import { marketplaceSubject, sessionSubject } from '#calls/queries/call_subject'
import PrivateSession from '#marketplace/models/private_session'
import { carrierOf } from '#marketplace/queries/marketplace'
import { DEFAULT_CALL_SETTINGS } from '#calls/domain/call_settings'
import { isWorkingDay, type ClosingDayRange } from '#shared/working_days'
import { todayInRome, TIME_ZONE } from '#shared/time_zone'

/** The slot at this time on the `n`-th working day before today (Rome), on the default hours. */
function slotBefore(workingDaysAgo: number, time: string, closingDays: ClosingDayRange[]): Slot {
  let day = DateTime.fromISO(todayInRome(), { zone: TIME_ZONE })
  let counted = 0
  while (counted < workingDaysAgo) {
    day = day.minus({ days: 1 })
    if (isWorkingDay(day.toISODate()!, { closingDays })) counted += 1
  }
  const date = day.toISODate()!
  const onGrid = slotTimes(DEFAULT_CALL_SETTINGS.officeHours, date).includes(time)
  return slotAt(date, onGrid ? time : '10:00')!
}

/**
 * Demo calls (issue 10, "Book a call"): the demo carriers' calls with the
 * staff, upcoming ones on free slots of the real rules (working days, office
 * hours, notice) and past ones (held, and one cancelled by staff). Written
 * directly, so seeding sends no e-mail.
 */
export async function seedCallsDemo() {
  const bianchi = await Team.findByOrFail('name', 'Trasporti Bianchi')
  const neri = await Team.findByOrFail('name', 'Logistica Neri')
  const paolo = await User.findByOrFail('email', 'transporter@example.com')
  const giorgio = await User.findByOrFail('email', 'transporter2@example.com')
  const admin = await User.findByOrFail('email', 'admin@example.com')

  /* A transport Trasporti Bianchi sees on the marketplace, asked through the marketplace's own gate. */
  const { regions } = carrierOf(bianchi).services
  let subject: Transport | null = null
  for (const candidate of await Transport.query()
    .where('state', 'published')
    .whereIn('pickup_region', regions)
    .select('id')
    .orderBy('id')
    .limit(5)) {
    const check = await marketplaceSubject(bianchi, candidate.id)
    if (check.ok) {
      subject = check.value
      break
    }
  }

  /* The running session Trasporti Bianchi accepted, asked through the same gate as a booking. */
  const running = await PrivateSession.query()
    .where('name', 'Sessione Centro-Sud')
    .select('id')
    .first()
  const session = running ? await sessionSubject(bianchi.id, running.id) : null

  const context = await slotContext(DateTime.now())
  const days = freeSlots(context)
  const pastSlot = (workingDaysAgo: number, time: string) =>
    slotBefore(workingDaysAgo, time, [...context.closingDays])
  const upcoming = (dayIndex: number, slotIndex: number) => {
    const day = days[Math.min(dayIndex, days.length - 1)]!
    return day.slots[Math.min(slotIndex, day.slots.length - 1)]!
  }

  const calls: {
    team: Team
    by: User
    slot: Slot
    phone: string
    note: string | null
    transport?: Transport | null
    sessionId?: number | null
    cancelled?: { by: User; kind: 'transporter' | 'staff' }
  }[] = [
    {
      team: bianchi,
      by: paolo,
      slot: upcoming(1, 2),
      phone: '+39 045 987 6543',
      note: 'Vorremmo capire gli orari di ritiro presso il concessionario.',
      transport: subject,
    },
    {
      team: bianchi,
      by: paolo,
      slot: upcoming(0, 3),
      phone: '+39 045 987 6543',
      note: 'Le offerte nella sessione sono vincolanti anche se cambia la data di ritiro?',
      sessionId: session?.ok ? session.value.id : null,
    },
    {
      team: neri,
      by: giorgio,
      slot: upcoming(4, 9),
      phone: '+39 081 555 0101',
      note: 'Rinnovo della polizza assicurativa: quali documenti servono?',
    },
    {
      team: bianchi,
      by: paolo,
      slot: pastSlot(3, '11:00'),
      phone: '+39 045 987 6543',
      note: 'Primi passi sulla piattaforma.',
    },
    {
      team: bianchi,
      by: paolo,
      slot: pastSlot(6, '15:30'),
      phone: '+39 045 987 6543',
      note: null,
      cancelled: { by: admin, kind: 'staff' },
    },
    {
      team: neri,
      by: giorgio,
      slot: pastSlot(5, '09:30'),
      phone: '+39 081 555 0101',
      note: 'Domande sui pagamenti mensili.',
    },
  ]

  for (const call of calls) {
    await Call.create({
      teamId: call.team.id,
      bookedById: call.by.id,
      transportId: call.transport?.id ?? null,
      privateSessionId: call.sessionId ?? null,
      startsAt: call.slot.startsAt,
      endsAt: call.slot.endsAt,
      phone: call.phone,
      note: call.note,
      icsUid: `call-${randomUUID()}@trasporti.demo`,
      icsSequence: call.cancelled ? 1 : 0,
      cancelledAt: call.cancelled ? call.slot.startsAt.minus({ days: 1 }) : null,
      cancelledById: call.cancelled?.by.id ?? null,
      cancelledByKind: call.cancelled?.kind ?? null,
    })
  }
}
