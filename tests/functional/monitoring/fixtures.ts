import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { databaseNow } from '#core/database/dialect'
import { nowInRome } from '#shared/time_zone'

/**
 * Hand-made rows for the monitoring and dashboard tests: requests, paid
 * orders and transports written directly, so each test states exactly the
 * dates and states its figures depend on.
 */
let sequence = 0
const ref = (prefix: string) => {
  sequence += 1
  return `${prefix}${(Date.now() % 1e8).toString(36)}${sequence}`
}
const idOf = (row: any) => Number(typeof row === 'object' ? row.id : row)

/** A stored timestamp `hours` ago (negative: in the future). */
export const hoursAgo = (hours: number) => databaseNow(undefined, DateTime.now().minus({ hours }))
export const stamp = (at: DateTime) => databaseNow(undefined, at)
/** A Rome calendar day `days` from today. */
export const romeDay = (days = 0) => nowInRome().plus({ days }).toISODate()!

export async function insertRequest(
  teamId: number,
  state: string,
  submittedAt: string | null = hoursAgo(0)
) {
  const [row] = await db
    .table('transport_requests')
    .insert({
      team_id: teamId,
      reference: ref('TR'),
      state,
      pickup_province: 'BO',
      delivery_province: 'MI',
      submitted_at: state === 'draft' ? null : submittedAt,
      created_at: submittedAt ?? hoursAgo(0),
    })
    .returning('id')
  return idOf(row)
}

export async function insertOrder(
  teamId: number,
  options: { state?: string; grossCents?: number; paidAt?: string | null } = {}
) {
  const gross = options.grossCents ?? 24400
  const [row] = await db
    .table('orders')
    .insert({
      team_id: teamId,
      reference: ref('OR'),
      state: options.state ?? 'paid',
      payment_method: 'wallet',
      net_cents: Math.round(gross / 1.22),
      vat_cents: gross - Math.round(gross / 1.22),
      gross_cents: gross,
      paid_at: options.paidAt === undefined ? hoursAgo(0) : options.paidAt,
      created_at: hoursAgo(0),
    })
    .returning('id')
  return idOf(row)
}

export async function insertTransport(
  dealerTeamId: number,
  state: string,
  extra: Record<string, unknown> = {}
) {
  /* the request and order behind it are old: they stay out of today's and this month's figures */
  const requestId = await insertRequest(dealerTeamId, 'ordered', hoursAgo(24 * 60))
  const orderId = await insertOrder(dealerTeamId, { paidAt: hoursAgo(24 * 60) })
  const [quoteRow] = await db
    .table('quotes')
    .insert({
      transport_request_id: requestId,
      team_id: dealerTeamId,
      state: 'ordered',
      net_cents: 20000,
      vat_cents: 4400,
      gross_cents: 24400,
      payout_cents: 17000,
      commission_cents: 3000,
      breakdown: '{}',
      inputs: '{}',
      settings_version: 0,
      expires_at: hoursAgo(0),
      created_at: hoursAgo(0),
    })
    .returning('id')
  const place = (prefix: string, city: string, province: string) => ({
    [`${prefix}_street`]: 'Via Roma 1',
    [`${prefix}_cap`]: '40100',
    [`${prefix}_city`]: city,
    [`${prefix}_province`]: province,
    [`${prefix}_region`]: 'emilia_romagna',
  })
  const [row] = await db
    .table('transports')
    .insert({
      reference: ref('T'),
      team_id: dealerTeamId,
      order_id: orderId,
      transport_request_id: requestId,
      quote_id: idOf(quoteRow),
      state,
      ...place('pickup', 'Bologna', 'BO'),
      ...place('delivery', 'Milano', 'MI'),
      vehicle_count: 1,
      distance_km: 210,
      net_cents: 20000,
      payout_cents: 17000,
      tracking_token: ref('tok-'),
      created_at: hoursAgo(1),
      state_changed_at: hoursAgo(1),
      ...extra,
    })
    .returning('id')
  return idOf(row)
}

export async function insertDispute(transportId: number, openedHoursAgo = 2, state = 'open') {
  const [row] = await db
    .table('disputes')
    .insert({
      transport_id: transportId,
      opened_by_kind: 'dealer',
      reason_code: 'damage',
      description: 'Graffio sulla portiera',
      state,
      created_at: hoursAgo(openedHoursAgo),
      updated_at: hoursAgo(openedHoursAgo),
    })
    .returning('id')
  return idOf(row)
}
