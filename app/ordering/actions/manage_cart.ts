import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CartItem from '#ordering/models/cart_item'
import Quote from '#requests/models/quote'
import { availabilityOf } from '#ordering/domain/totals'
import { err, ok, type Result } from '#core/result'
import { databaseNow } from '#core/database/dialect'

export type AddToCartError = 'quote_not_found' | 'quote_expired' | 'quote_unavailable'

/**
 * Puts a quote of the team in its cart. Only valid, unexpired quotes of the
 * same team; adding it again changes nothing (idempotent, also under a race:
 * UNIQUE(team_id, quote_id)).
 */
export async function addToCart(input: {
  teamId: number
  userId: number
  quoteId: number
}): Promise<Result<{ item: CartItem; added: boolean }, AddToCartError>> {
  const quote = await Quote.query()
    .where('id', input.quoteId)
    .where('team_id', input.teamId)
    .first()
  if (!quote) return err('quote_not_found')
  const availability = availabilityOf(quote, DateTime.now().toMillis())
  if (availability === 'expired') return err('quote_expired')
  if (availability !== 'payable') return err('quote_unavailable')

  const existing = await CartItem.query()
    .where('team_id', input.teamId)
    .where('quote_id', quote.id)
    .first()
  if (existing) return ok({ item: existing, added: false })
  await db
    .knexQuery()
    .table('cart_items')
    .insert({
      team_id: input.teamId,
      quote_id: quote.id,
      added_by_id: input.userId,
      created_at: databaseNow(),
    })
    .onConflict(['team_id', 'quote_id'])
    .ignore()
  const item = await CartItem.query()
    .where('team_id', input.teamId)
    .where('quote_id', quote.id)
    .firstOrFail()
  return ok({ item, added: true })
}

/** Takes an item out of the team's cart (another team's item: not found). */
export async function removeFromCart(input: {
  teamId: number
  itemId: number
}): Promise<Result<CartItem, 'item_not_found'>> {
  const item = await CartItem.query()
    .where('id', input.itemId)
    .where('team_id', input.teamId)
    .first()
  if (!item) return err('item_not_found')
  await item.delete()
  return ok(item)
}
