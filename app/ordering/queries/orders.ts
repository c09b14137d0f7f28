import db from '@adonisjs/lucid/services/db'
/**
 * Reads behind the order pages (dealer: its own team; staff: every team),
 * shaped by OrderTransformer: queries select the columns it reads and
 * preload what it shows (no N+1).
 */
import Order, { type OrderState } from '#ordering/models/order'
import type { CurrentTeam } from '#teams/queries/current_team'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { paginateQuery } from '#core/database/paginate'
import { selectRequestSummary } from '#ordering/queries/request_summary'
import { contains } from '#core/database/dialect'

export const ORDERS_PER_PAGE = 20

/** `{ teamId }`: one dealer team's orders; `{}`: every team's (staff). */
export type OrderScope = { teamId?: number }

/** What a member may see: a dealer its team's orders, staff every order. */
export function orderScopeOf(member: CurrentTeam): OrderScope {
  return member.team.kind === 'staff' ? {} : { teamId: member.team.id }
}

export type OrderFilters = { page: number; state: OrderState | null; q?: string | null }

const ROW_COLUMNS = [
  'id',
  'team_id',
  'reference',
  'state',
  'payment_method',
  'net_cents',
  'vat_cents',
  'gross_cents',
  'paid_at',
  'cancelled_at',
  'created_at',
]

/** The page of one order shows its bank transfer's reference too. */
const PAGE_COLUMNS = [...ROW_COLUMNS, 'payment_reference']

/** Orders newest first (id breaks ties), filtered by state and, for staff, by reference or team name. */
export async function listOrders(
  scope: OrderScope,
  filters: OrderFilters
): Promise<Paginated<Order>> {
  const result = await paginateWithin(filters.page, (page) => {
    const query = Order.query()
      .select(ROW_COLUMNS)
      .withCount('items')
      .preload('team', (team) => team.select('id', 'name'))
    if (scope.teamId !== undefined) query.where('team_id', scope.teamId)
    if (filters.state) query.where('state', filters.state)
    if (filters.q) {
      const q = filters.q
      query.where((where) => {
        where.whereRaw(...contains('reference', q))
        if (scope.teamId === undefined)
          where.orWhereHas('team', (team) => team.whereRaw(...contains('name', q)))
      })
    }
    return paginateQuery(
      query.orderBy('created_at', 'desc').orderBy('id', 'desc'),
      page,
      ORDERS_PER_PAGE
    )
  })
  return paginated(result)
}

/** Just enough of an order to authorize an action on it. */
export function findOrder(id: number, scope: OrderScope) {
  const query = Order.query().where('id', id).select('id', 'team_id', 'state', 'reference')
  if (scope.teamId !== undefined) query.where('team_id', scope.teamId)
  return query.first()
}

/** One order with its lines (request, route, vehicles), wallet movements and transports; null when not visible. */
export function orderPage(id: number, scope: OrderScope) {
  const query = Order.query()
    .where('id', id)
    .select(PAGE_COLUMNS)
    .preload('team', (team) => team.select('id', 'name'))
    .preload('items', (items) =>
      items
        .select('id', 'order_id', 'quote_id', 'transport_request_id')
        .select('net_cents', 'vat_cents', 'gross_cents')
        .orderBy('id', 'asc')
        .preload('transportRequest', selectRequestSummary)
    )
    .preload('payments', (movements) =>
      movements
        .select('id', 'order_id', 'kind', 'created_at')
        /* what each movement did to the dealer's wallet */
        .select(
          db.raw(
            "(select coalesce(sum(amount_cents), 0) from ledger_entries where ledger_entries.transaction_id = ledger_transactions.id and ledger_entries.account = 'dealer_wallet') as wallet_cents"
          )
        )
        .orderBy('id', 'asc')
    )
    .preload('invoices', (invoices) =>
      invoices
        .select('id', 'order_id', 'kind', 'number', 'issued_on', 'gross_cents')
        .orderBy('id', 'asc')
    )
    .preload('transports', (transports) =>
      transports.select('id', 'order_id', 'reference', 'state', 'quote_id').orderBy('id', 'asc')
    )
  if (scope.teamId !== undefined) query.where('team_id', scope.teamId)
  return query.first()
}
