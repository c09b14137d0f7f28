/*
| One function per lifecycle event (docs/notifications.md), called by the
| capability where the event happens, inside its transaction (`trx`: the
| notification goes out after the commit, never on a rollback) or after it.
| Each names the type (LIFECYCLE_NOTIFICATIONS), the event key (one event =
| one notification per user, even when a job is retried), the teams told,
| the template variables and the link of each side.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { dateTimeMinutes, money } from '#shared/format'
import { instant } from '#core/database/plain_rows'
import logger from '@adonisjs/core/services/logger'
import { notify } from '#notifications/actions/notify'
import { savedSearchMatches } from '#marketplace/queries/saved_searches'

type Trx = TransactionClientContract | undefined

/** A quote is ready for a dealer's request (automatic at submission, or staff's manual quote). */
export function notifyQuoteReady(
  input: {
    quoteId: number
    requestId: number
    reference: string
    teamId: number
    grossCents: number
  },
  trx?: Trx
) {
  return notify({
    type: 'quote_ready',
    eventKey: `quote:${input.quoteId}`,
    teamIds: [input.teamId],
    params: { reference: input.reference, amount: money(input.grossCents) },
    link: { route: 'dealer.requests.show', params: { id: input.requestId } },
    trx,
  })
}

/** A valid quote expires within a day (ExpireQuotesJob); once per quote. */
export function notifyQuoteExpiring(input: {
  quoteId: number
  requestId: number
  reference: string
  teamId: number
  expires: string
}) {
  return notify({
    type: 'quote_expiring',
    eventKey: `quote:${input.quoteId}:expiring`,
    teamIds: [input.teamId],
    params: { reference: input.reference, expires: input.expires },
    link: { route: 'dealer.requests.show', params: { id: input.requestId } },
  })
}

/** A request outside the automatic rules waits for staff's quote. */
export function notifyManualQuoteRequested(
  input: { requestId: number; reference: string; teamName: string; submittedAt: string },
  trx?: Trx
) {
  return notify({
    type: 'manual_quote_requested',
    eventKey: `request:${input.requestId}:manual:${input.submittedAt}`,
    staff: true,
    params: { reference: input.reference, team: input.teamName },
    link: { route: 'admin.requests.show', params: { id: input.requestId } },
    trx,
  })
}

type OrderFacts = { id: number; reference: string; teamId: number; grossCents: number }

/** An order is paid (wallet at checkout, card, or a bank transfer that completed it). */
export async function notifyOrderPaid(order: OrderFacts, teamName: string, trx?: Trx) {
  const base = {
    type: 'order_paid' as const,
    eventKey: `order:${order.id}:paid`,
    params: { reference: order.reference, amount: money(order.grossCents), team: teamName },
    trx,
  }
  await notify({
    ...base,
    teamIds: [order.teamId],
    link: { route: 'dealer.orders.show', params: { id: order.id } },
  })
  await notify({
    ...base,
    staff: true,
    link: { route: 'admin.orders.show', params: { id: order.id } },
  })
}

/** Staff recorded a bank transfer for an order. */
export function notifyBankTransferReceived(
  order: OrderFacts,
  amountCents: number,
  key: string,
  trx?: Trx
) {
  return notify({
    type: 'bank_transfer_received',
    eventKey: `order:${order.id}:transfer:${key}`,
    teamIds: [order.teamId],
    params: { reference: order.reference, amount: money(amountCents) },
    link: { route: 'dealer.orders.show', params: { id: order.id } },
    trx,
  })
}

/** Every transport of an order was cancelled: the order is refunded to the wallet. */
export function notifyOrderRefunded(order: OrderFacts, trx?: Trx) {
  return notify({
    type: 'order_refunded',
    eventKey: `order:${order.id}:refunded`,
    teamIds: [order.teamId],
    params: { reference: order.reference, amount: money(order.grossCents) },
    link: { route: 'dealer.orders.show', params: { id: order.id } },
    trx,
  })
}

/** Money reached a team's wallet (a card top-up). */
export function notifyPaymentReceived(
  input: { key: string; teamId: number; amountCents: number; reference: string },
  trx?: Trx
) {
  return notify({
    type: 'payment_received',
    eventKey: `payment:${input.key}`,
    teamIds: [input.teamId],
    params: { reference: input.reference, amount: money(input.amountCents) },
    link: { route: 'dealer.payments.wallet' },
    trx,
  })
}

/** The proof of pickup or delivery of a transport is sealed: its dealer can read it. */
export function notifyProofAvailable(
  input: { proofId: number; transportId: number; reference: string; teamId: number; kind: string },
  trx?: Trx
) {
  return notify({
    type: 'proof_available',
    eventKey: `proof:${input.proofId}`,
    teamIds: [input.teamId],
    params: { reference: input.reference, kind: input.kind },
    link: { route: 'dealer.transports.show', params: { id: input.transportId } },
    trx,
  })
}

/** A lower bid on a transport: the bidders it beat. */
export function notifyOutbid(
  input: {
    bidId: number
    transportId: number
    reference: string
    amountCents: number
    teamIds: number[]
  },
  trx?: Trx
) {
  return notify({
    type: 'bid_outbid',
    eventKey: `bid:${input.bidId}:outbid`,
    teamIds: input.teamIds,
    params: { reference: input.reference, amount: money(input.amountCents) },
    link: { route: 'transporter.marketplace.show', params: { id: input.transportId } },
    trx,
  })
}

/**
 * A bid was accepted, or lost to another carrier: the bidder, in-app (the
 * marketplace's BidDecidedMail is the e-mail).
 */
export function notifyBidOutcome(input: {
  outcome: 'accepted' | 'lost'
  bidId: number
  transportId: number
  reference: string
  amountCents: number
  teamId: number
  userId: number | null
}) {
  return notify({
    type: input.outcome === 'accepted' ? 'bid_accepted' : 'bid_lost',
    eventKey: `bid:${input.bidId}:${input.outcome}`,
    teamIds: [input.teamId],
    userIds: input.userId ? [input.userId] : [],
    params: { reference: input.reference, amount: money(input.amountCents) },
    link:
      input.outcome === 'accepted'
        ? { route: 'transporter.transports.show', params: { id: input.transportId } }
        : { route: 'transporter.marketplace.index' },
    channels: ['in_app'],
  })
}

/** Teams invited to a private session. */
export function notifySessionInvitation(input: {
  sessionId: number
  name: string
  ends: string
  teamIds: number[]
}) {
  return notify({
    type: 'private_session_invitation',
    eventKey: `session:${input.sessionId}:invited`,
    teamIds: input.teamIds,
    params: { session: input.name, ends: input.ends },
    link: { route: 'transporter.sessions.show', params: { id: input.sessionId } },
    /* the marketplace's own invitation e-mail (SessionInvitationMail) carries the details */
    channels: ['in_app'],
  })
}

/** A last-minute bid extended a private session (soft close): its invited teams. */
export function notifySessionExtended(
  input: { sessionId: number; name: string; ends: string; endsKey: string; teamIds: number[] },
  trx?: Trx
) {
  return notify({
    type: 'session_soft_close',
    eventKey: `session:${input.sessionId}:ends:${input.endsKey}`,
    teamIds: input.teamIds,
    params: { session: input.name, ends: input.ends },
    link: { route: 'transporter.sessions.show', params: { id: input.sessionId } },
    trx,
  })
}

/** A payout batch was paid: each carrier's owners and admins. */
export function notifyPayoutPaid(
  input: { batchId: number; teamId: number; amountCents: number; reference: string },
  trx?: Trx
) {
  return notify({
    type: 'payout_paid',
    eventKey: `payout:${input.batchId}:${input.teamId}`,
    teamIds: [input.teamId],
    params: { amount: money(input.amountCents), reference: input.reference },
    link: { route: 'transporter.payments.payouts' },
    trx,
  })
}

/** A carrier asked to be paid early: staff. */
export function notifyPayoutRequested(
  input: { requestId: number; teamName: string; amountCents: number },
  trx?: Trx
) {
  return notify({
    type: 'payout_requested',
    eventKey: `payout_request:${input.requestId}`,
    staff: true,
    params: { team: input.teamName, amount: money(input.amountCents) },
    link: { route: 'admin.payouts.index' },
    trx,
  })
}

/** A carrier submitted its onboarding application: staff. */
export function notifyOnboardingSubmitted(
  input: { applicationId: number; company: string },
  trx?: Trx
) {
  return notify({
    type: 'onboarding_submitted',
    eventKey: `application:${input.applicationId}:submitted`,
    staff: true,
    params: { company: input.company },
    link: { route: 'admin.onboarding.show', params: { id: input.applicationId } },
    trx,
  })
}

/** A new transport matches a carrier user's saved search. */
export function notifySavedSearchMatch(input: {
  searchId: number
  userId: number
  teamId: number
  name: string
  transportId: number
  reference: string
  from: string
  to: string
}) {
  return notify({
    type: 'transport_available',
    eventKey: `transport:${input.transportId}:search:${input.searchId}`,
    teamIds: [input.teamId],
    userIds: [input.userId],
    params: { reference: input.reference, search: input.name, from: input.from, to: input.to },
    link: { route: 'transporter.marketplace.show', params: { id: input.transportId } },
  })
}

/**
 * Newly published transports: each carrier user whose saved search they
 * match is told (once per transport and search). Never throws.
 */
export async function notifySavedSearchMatches(transportIds: number[]) {
  try {
    for (const { search, transport } of await savedSearchMatches(transportIds)) {
      await notifySavedSearchMatch({
        searchId: search.id,
        userId: search.userId,
        teamId: search.teamId,
        name: search.name,
        transportId: Number(transport.id),
        reference: transport.reference,
        from: transport.pickup_city,
        to: transport.delivery_city,
      })
    }
  } catch (error) {
    logger.error({ err: error }, 'saved search notifications failed')
  }
}

/**
 * Valid quotes that expire within a day (ExpireQuotesJob, every 15 minutes):
 * each dealer is told once per quote (the event key), however many runs see it.
 */
export async function notifyExpiringQuotes(now: DateTime = DateTime.now()) {
  const quotes = await db
    .from('quotes')
    .join('transport_requests', 'transport_requests.id', 'quotes.transport_request_id')
    .where('quotes.state', 'valid')
    /* as ExpireQuotesJob compares them */
    .where('quotes.expires_at', '>', now.toUTC().toSQL({ includeOffset: false })!)
    .where(
      'quotes.expires_at',
      '<=',
      now.plus({ days: 1 }).toUTC().toSQL({ includeOffset: false })!
    )
    /* already told (a run before this one) */
    .whereNotExists((told) =>
      told
        .from('notifications')
        .where('notifications.type', 'quote_expiring')
        .whereRaw("notifications.event_key = 'quote:' || quotes.id || ':expiring'")
    )
    .select('quotes.id', 'quotes.team_id', 'quotes.expires_at')
    .select('transport_requests.id as request_id', 'transport_requests.reference')
    .limit(1000)
  for (const quote of quotes) {
    await notifyQuoteExpiring({
      quoteId: Number(quote.id),
      requestId: Number(quote.request_id),
      reference: quote.reference,
      teamId: Number(quote.team_id),
      expires: dateTimeMinutes(instant(quote.expires_at)!),
    })
  }
  return quotes.length
}

/** An invoice was issued to a dealer (the document concerns one of its transports, or an order). */
export async function notifyInvoiceIssued(
  input: { invoiceId: number; teamId: number; number: string; transportId: number | null },
  trx: TransactionClientContract
) {
  const transport = input.transportId
    ? await trx.from('transports').where('id', input.transportId).select('reference').first()
    : null
  return notify({
    type: 'document_available',
    eventKey: `invoice:${input.invoiceId}`,
    teamIds: [input.teamId],
    params: { reference: transport?.reference ?? '—', document: input.number },
    link: { route: 'dealer.invoices.index' },
    trx,
  })
}
