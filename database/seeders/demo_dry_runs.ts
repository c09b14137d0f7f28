/**
 * Demo data of dry runs (issue 11): the carrier Trasporti Bianchi found the
 * site of one of Autosalone Rossi's transports closed on its first (past)
 * pickup day; it was then scheduled again. Recorded through the real action:
 * the photo (generated here with
 * sharp: a closed gate drawn with shapes, no text, nothing downloaded), the
 * position, the fee in force charged to the dealer and owed to the carrier
 * (two ledger lines), the transport back to `assigned`, then rescheduled.
 */
import { DateTime } from 'luxon'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import sharp from 'sharp'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Transport from '#transports/models/transport'
import { transitionTransport } from '#transports/actions/transition_transport'
import { recordDryRun } from '#transports/actions/dry_runs'
import { todayInRome } from '#shared/time_zone'
import { isWorkingDay } from '#shared/working_days'

/** A closed gate at dusk, 640 × 480 JPEG: grey sky, a wall, a gate of bars and a padlock. */
async function gatePhoto(path: string) {
  const bars = Array.from(
    { length: 11 },
    (_, index) => `<rect x="${150 + index * 32}" y="170" width="10" height="250" fill="#2f3b46"/>`
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="300" fill="#9fb3c8"/>
    <rect y="300" width="640" height="180" fill="#6b7280"/>
    <rect x="0" y="150" width="140" height="280" fill="#b45309"/>
    <rect x="500" y="150" width="140" height="280" fill="#b45309"/>
    <rect x="140" y="165" width="360" height="14" fill="#1f2937"/>
    <rect x="140" y="300" width="360" height="12" fill="#1f2937"/>
    ${bars}
    <rect x="306" y="290" width="28" height="32" rx="4" fill="#facc15"/>
    <circle cx="320" cy="288" r="11" fill="none" stroke="#facc15" stroke-width="5"/>
  </svg>`
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#9fb3c8' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toFile(path)
}

/** The last working day up to today (Rome): the pickup day the carrier came on. */
function lastWorkingDay() {
  let day = DateTime.fromISO(todayInRome()).minus({ days: 1 })
  while (!isWorkingDay(day.toISODate()!)) day = day.minus({ days: 1 })
  return day.toISODate()!
}

export async function seedDryRunsDemo() {
  const admin = await User.findByOrFail('email', 'admin@example.com')
  const driver = await User.findByOrFail('email', 'transporter@example.com')
  const dealer = await Team.findByOrFail('name', 'Autosalone Rossi')
  const carrier = await Team.findByOrFail('name', 'Trasporti Bianchi')
  const transport = await Transport.query()
    .where('team_id', dealer.id)
    .where('transporter_team_id', carrier.id)
    .where('state', 'pickup_scheduled')
    .orderBy('id', 'asc')
    .first()
  if (!transport?.pickupOn) return
  const rescheduledOn = transport.pickupOn.toISODate()!
  /* it had first been scheduled on a past day, when the site turned out closed */
  await Transport.query()
    .where('id', transport.id)
    .update({ pickup_on: lastWorkingDay(), delivery_estimate_on: null })
  const folder = join(tmpdir(), 'trasporti-demo')
  await mkdir(folder, { recursive: true })
  const photo = join(folder, `cancello-${transport.id}.jpg`)
  await gatePhoto(photo)
  const recorded = await recordDryRun({
    transportId: transport.id,
    actor: { userId: driver.id, teamId: carrier.id },
    reason: 'site_closed',
    note: 'Cancello chiuso alle 10:15, nessuno risponde al citofono né al numero del referente.',
    photo: { tmpPath: photo, clientName: 'cancello.jpg', extname: 'jpg' },
    position: { latitude: 43.7793, longitude: 11.2463, accuracy: 18 },
  })
  if (!recorded.ok) throw new Error(`demo dry run failed: ${JSON.stringify(recorded)}`)
  /* back to `assigned`, then scheduled again on its new day */
  const scheduled = await transitionTransport({
    transportId: transport.id,
    to: 'pickup_scheduled',
    actor: { kind: 'admin', userId: admin.id },
    pickupOn: rescheduledOn,
  })
  if (!scheduled.ok) throw new Error(`demo rescheduling failed: ${JSON.stringify(scheduled)}`)
}
