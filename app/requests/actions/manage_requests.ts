import { notifyQuoteReady } from '#notifications/actions/lifecycle'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#identity/models/user'
import TransportRequest from '#requests/models/transport_request'
import Quote from '#requests/models/quote'
import { applyBasisPoints, type PricingSettings } from '#pricing/domain/pricing'
import { canCancel, canQuoteManually } from '#requests/domain/request_rules'
import { err, ok, type Result } from '#core/result'

/** Dealer (or staff) cancels a request that is not ordered yet; its valid quote stops being valid. */
export async function cancelRequest(
  request: TransportRequest
): Promise<Result<TransportRequest, 'not_cancellable'>> {
  return db.transaction(async (trx) => {
    const locked = await TransportRequest.query({ client: trx })
      .where('id', request.id)
      .forUpdate()
      .firstOrFail()
    if (!canCancel(locked.state)) return err('not_cancellable')
    locked.state = 'cancelled'
    await locked.save()
    await Quote.query({ client: trx })
      .where('transport_request_id', locked.id)
      .where('state', 'valid')
      .update({ state: 'superseded' })
    return ok(locked)
  })
}

export type ManualQuoteInput = { netCents: number; note: string | null }

/**
 * Staff price a request by hand: VAT, commission and payout come from the
 * settings; the previous valid quote (if any) is superseded; the request
 * becomes `quoted`.
 */
export async function createManualQuote(
  request: TransportRequest,
  staff: User,
  input: ManualQuoteInput,
  settings: PricingSettings,
  now: DateTime = DateTime.now()
): Promise<Result<Quote, 'not_quotable'>> {
  return db.transaction(async (trx) => {
    const locked = await TransportRequest.query({ client: trx })
      .where('id', request.id)
      .forUpdate()
      .firstOrFail()
    if (!canQuoteManually(locked.state)) return err('not_quotable')
    const netCents = input.netCents
    const vatCents = applyBasisPoints(netCents, settings.vatBasisPoints)
    const commissionCents = applyBasisPoints(netCents, settings.commissionBasisPoints)
    await Quote.query({ client: trx })
      .where('transport_request_id', locked.id)
      .where('state', 'valid')
      .update({ state: 'superseded' })
    const quote = await Quote.create(
      {
        transportRequestId: locked.id,
        teamId: locked.teamId,
        state: 'valid',
        netCents,
        vatCents,
        grossCents: netCents + vatCents,
        commissionCents,
        payoutCents: netCents - commissionCents,
        breakdown: {
          distanceKm: locked.distanceKm ?? 0,
          lines: [{ kind: 'manual', amountCents: netCents, detail: { note: input.note ?? '' } }],
          netCents,
          vatCents,
          grossCents: netCents + vatCents,
          commissionCents,
          payoutCents: netCents - commissionCents,
          settingsVersion: settings.version,
        },
        inputs: {
          manual: true,
          note: input.note,
          manualReason: locked.manualReason,
          settings,
        } as unknown as Record<string, unknown>,
        settingsVersion: settings.version,
        manual: true,
        createdById: staff.id,
        expiresAt: now.plus({ days: settings.quoteValidityDays }),
      },
      { client: trx }
    )
    locked.state = 'quoted'
    locked.needsManualQuote = false
    await locked.save()
    await notifyQuoteReady(
      {
        quoteId: quote.id,
        requestId: locked.id,
        reference: locked.reference,
        teamId: locked.teamId,
        grossCents: quote.grossCents,
      },
      trx
    )
    return ok(quote)
  })
}

/**
 * Valid quotes past their expiry become `expired`; a `quoted` request left
 * without a valid quote becomes `expired` too. Idempotent; returns how many
 * quotes expired.
 */
export async function expireQuotes(
  now: DateTime = DateTime.now()
): Promise<{ quotes: number; requests: number }> {
  return db.transaction(async (trx) => {
    const due = await Quote.query({ client: trx })
      .where('state', 'valid')
      .where('expires_at', '<=', now.toUTC().toSQL({ includeOffset: false })!)
      .select('id', 'transport_request_id')
    if (due.length === 0) return { quotes: 0, requests: 0 }
    const quoteIds = due.map((quote) => quote.id)
    const requestIds = [...new Set(due.map((quote) => quote.transportRequestId))]
    for (let index = 0; index < quoteIds.length; index += 500) {
      await Quote.query({ client: trx })
        .whereIn('id', quoteIds.slice(index, index + 500))
        .update({ state: 'expired' })
    }
    let requests = 0
    for (let index = 0; index < requestIds.length; index += 500) {
      const chunk = requestIds.slice(index, index + 500)
      const updated = await TransportRequest.query({ client: trx })
        .whereIn('id', chunk)
        .where('state', 'quoted')
        .whereNotExists((sub) =>
          sub
            .from('quotes')
            .whereColumn('quotes.transport_request_id', 'transport_requests.id')
            .where('quotes.state', 'valid')
        )
        .update({ state: 'expired' })
      requests += Array.isArray(updated) ? Number(updated[0] ?? 0) : Number(updated)
    }
    return { quotes: quoteIds.length, requests }
  })
}
