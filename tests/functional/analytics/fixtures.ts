/**
 * A small known dataset for the analytics pages, every date set by hand in
 * March 2026 (Europe/Rome) with one row of each kind outside the range, so
 * each figure can be computed by hand (tests/functional/analytics/*.spec.ts).
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { databaseNow } from '#core/database/dialect'
import { TIME_ZONE } from '#shared/time_zone'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createDealerTransport, createPaidOrder } from '#tests/helpers/transport_factories'
import {
  QuoteFactory,
  TransportRequestFactory,
  createVehicles,
} from '#database/factories/request_factory'
import TeamInvitation from '#teams/models/team_invitation'
import Transport from '#transports/models/transport'
import { postTransaction } from '#ledger/actions/post_transaction'
import { completion } from '#ledger/domain/postings'

export const RANGE = 'from=2026-03-01&to=2026-03-31&period=month'

/** A Rome wall-clock time as the database stores an instant. */
export const at = (local: string) =>
  databaseNow(undefined, DateTime.fromISO(local, { zone: TIME_ZONE }).toLocal())

const set = (table: string, id: number, values: Record<string, unknown>) =>
  db.from(table).where('id', id).update(values)

async function dated(transportId: number, values: Record<string, unknown>) {
  await set('transports', transportId, values)
}

/** The request and quote of a transport, and its order, dated. */
async function datedOrder(
  transport: { id: number; orderId: number; quoteId: number; transportRequestId: number },
  day: string,
  userId: number
) {
  await set('orders', transport.orderId, { paid_at: at(`${day}T12:00`) })
  await set('quotes', transport.quoteId, { created_at: at('2026-03-05T10:00') })
  await set('transport_requests', transport.transportRequestId, {
    submitted_at: at('2026-03-04T10:00'),
    created_at: at('2026-03-04T09:00'),
    created_by_id: userId,
  })
}

export async function analyticsFixture() {
  const alfa = await createUserWithTeam('dealer', { teamName: 'Alfa Auto' })
  const beta = await createUserWithTeam('dealer', { teamName: 'Beta Motori' })
  const xeno = await createUserWithTeam('transporter', { teamName: 'Xeno Trasporti' })
  const ypsilon = await createUserWithTeam('transporter', { teamName: 'Ypsilon Bisarche' })

  const t1 = (await createDealerTransport({ dealer: alfa })).transport
  const t2 = (await createDealerTransport({ dealer: alfa })).transport
  const t3 = (await createDealerTransport({ dealer: beta, pickupProvince: 'TO' })).transport
  const t4 = (
    await createDealerTransport({ dealer: beta, pickupProvince: 'TO', deliveryProvince: 'RM' })
  ).transport
  await datedOrder(t1, '2026-03-10', alfa.user.id)
  await datedOrder(t2, '2026-03-10', alfa.user.id)
  await datedOrder(t3, '2026-03-15', beta.user.id)
  await datedOrder(t4, '2026-03-20', beta.user.id)

  /* T1: Xeno by buy-now, picked up on its day, delivered a day after the estimate */
  await dated(t1.id, {
    created_at: at('2026-03-10T12:00'),
    state: 'completed',
    transporter_team_id: xeno.team.id,
    assigned_at: at('2026-03-11T12:00'),
    pickup_on: '2026-03-12',
    picked_up_at: at('2026-03-12T23:30'),
    delivery_estimate_on: '2026-03-13',
    delivered_at: at('2026-03-14T10:00'),
  })
  /* T2: Xeno by an accepted bid, then cancelled by the dealer (a late cancellation) */
  await dated(t2.id, {
    created_at: at('2026-03-10T12:00'),
    state: 'cancelled',
    transporter_team_id: xeno.team.id,
    assigned_at: at('2026-03-11T12:00'),
    cancelled_at: at('2026-03-20T09:00'),
  })
  await db.table('bids').insert({
    transport_id: t2.id,
    team_id: xeno.team.id,
    amount_cents: 40_000,
    pickup_on: '2026-03-12',
    state: 'accepted',
    created_at: at('2026-03-10T15:00'),
    updated_at: at('2026-03-11T12:00'),
  })
  /* T3: Ypsilon by buy-now, picked up 00:30 the day after its day (late in Rome), delivered on time */
  await dated(t3.id, {
    created_at: at('2026-03-15T12:00'),
    state: 'delivered',
    transporter_team_id: ypsilon.team.id,
    assigned_at: at('2026-03-16T12:00'),
    pickup_on: '2026-03-17',
    picked_up_at: at('2026-03-18T00:30'),
    delivery_estimate_on: '2026-03-19',
    delivered_at: at('2026-03-19T10:00'),
  })
  /* T4: published, nobody took it (demand without supply) */
  await dated(t4.id, { created_at: at('2026-03-20T12:00') })

  /* Alfa: a third request quoted and not ordered (600 km), one order paid in April (out of range) */
  const open = await TransportRequestFactory.merge({
    teamId: alfa.team.id,
    state: 'quoted',
    createdById: alfa.user.id,
  }).create()
  await createVehicles(open, 1)
  const openQuote = await QuoteFactory.merge({
    transportRequestId: open.id,
    teamId: alfa.team.id,
  }).create()
  await set('quotes', openQuote.id, { created_at: at('2026-03-12T10:00') })
  await set('transport_requests', open.id, {
    submitted_at: at('2026-03-12T09:00'),
    created_at: at('2026-03-12T09:00'),
  })
  const april = await createPaidOrder(
    alfa.team,
    [{}],
    DateTime.fromISO('2026-04-15T12:00', { zone: TIME_ZONE })
  )
  await set('orders', april.id, {
    paid_at: at('2026-04-15T12:00'),
    created_at: at('2026-04-15T12:00'),
  })
  const aprilItems = await db
    .from('order_items')
    .where('order_id', april.id)
    .select('quote_id', 'transport_request_id')
  for (const item of aprilItems) {
    await set('quotes', item.quote_id, { created_at: at('2026-04-15T10:00') })
    await set('transport_requests', item.transport_request_id, {
      submitted_at: at('2026-04-15T09:00'),
      created_at: at('2026-04-15T09:00'),
    })
  }

  /* a dry run on T1 caused by Alfa, recorded by Xeno */
  await db.table('dry_runs').insert({
    transport_id: t1.id,
    reason: 'site_closed',
    scheduled_pickup_on: '2026-03-11',
    photo_key: `dry-runs/${t1.id}.jpg`,
    photo_sha256: 'a'.repeat(64),
    photo_mime: 'image/jpeg',
    photo_size_bytes: 1000,
    fee_cents: 8_000,
    dealer_team_id: alfa.team.id,
    carrier_team_id: xeno.team.id,
    created_at: at('2026-03-11T16:00'),
  })
  /* a dispute on T1 */
  await db.table('disputes').insert({
    transport_id: t1.id,
    opened_by_kind: 'dealer',
    reason_code: 'damage',
    description: 'Graffio',
    state: 'open',
    created_at: at('2026-03-15T10:00'),
    updated_at: at('2026-03-15T10:00'),
  })
  /* ratings: Alfa rates Xeno 5/5/4, Xeno rates Alfa 4/5/3 */
  await db.table('ratings').insert([
    {
      transport_id: t1.id,
      rater_team_id: alfa.team.id,
      rated_team_id: xeno.team.id,
      direction: 'dealer_to_carrier',
      score_1: 5,
      score_2: 5,
      score_3: 4,
      created_at: at('2026-03-16T10:00'),
    },
    {
      transport_id: t1.id,
      rater_team_id: xeno.team.id,
      rated_team_id: alfa.team.id,
      direction: 'carrier_to_dealer',
      score_1: 4,
      score_2: 5,
      score_3: 3,
      created_at: at('2026-03-16T11:00'),
    },
  ])
  /* Xeno paid 425,00 € on 31 March */
  const [batch] = await db
    .table('payout_batches')
    .insert({
      state: 'paid',
      skipped: '[]',
      created_at: at('2026-03-30T10:00'),
      paid_at: at('2026-03-31T10:00'),
    })
    .returning('id')
  await db.table('payouts').insert({
    batch_id: typeof batch === 'object' ? batch.id : batch,
    team_id: xeno.team.id,
    amount_cents: 42_500,
    state: 'paid',
    iban: 'IT60X0542811101000000123456',
    account_holder: 'Xeno Trasporti',
    created_at: at('2026-03-30T10:00'),
    paid_at: at('2026-03-31T10:00'),
  })
  /* T1 completed: what was held goes to Xeno's payable, the rest is the platform's margin (on 20 March) */
  const done = await Transport.findOrFail(t1.id)
  await db.transaction(async (trx) => {
    const posted = await postTransaction(
      {
        kind: 'completion',
        key: `completion:${done.id}`,
        entries: completion({
          dealerTeamId: done.teamId,
          carrierTeamId: xeno.team.id,
          transportId: done.id,
          netCents: done.netCents,
          heldCents: done.netCents,
          payoutCents: done.payoutCents,
        }),
        teamId: done.teamId,
        transportId: done.id,
        reason: done.reference,
        byUserId: null,
        payable: { kind: 'transport', transportId: done.id },
      },
      trx
    )
    if (!posted.ok) throw new Error(posted.error)
  })
  const completionIds = db
    .from('ledger_transactions')
    .where('kind', 'completion')
    .where('transport_id', done.id)
    .select('id')
  await db
    .from('ledger_entries')
    .whereIn('transaction_id', completionIds)
    .update({ created_at: at('2026-03-20T10:00') })
  /* Alfa invited someone (pending) and once someone who accepted */
  await TeamInvitation.createMany([
    {
      teamId: alfa.team.id,
      email: 'nuovo@example.test',
      role: 'member',
      tokenHash: 'x'.repeat(64),
      expiresAt: DateTime.now().plus({ days: 3 }),
    },
    {
      teamId: alfa.team.id,
      email: 'accettato@example.test',
      role: 'member',
      tokenHash: 'y'.repeat(64),
      expiresAt: DateTime.now().plus({ days: 3 }),
      acceptedAt: DateTime.now(),
    },
  ])
  return { alfa, beta, xeno, ypsilon, transports: [t1, t2, t3, t4] }
}
