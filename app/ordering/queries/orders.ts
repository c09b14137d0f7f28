/**
 * Reads behind the order pages (dealer: own team; admin: every team),
 * shaped for the pages with dates as ISO strings.
 */
import Order, { type OrderState } from '#ordering/models/order'
import WalletEntry from '#wallet/models/wallet_entry'
import Transport from '#transports/models/transport'

export const ORDERS_PER_PAGE = 20

export type OrderFilters = { page: number; state: OrderState | null; q?: string | null }

function serializeOrder(order: Order) {
  return {
    id: order.id,
    reference: order.reference,
    state: order.state,
    paymentMethod: order.paymentMethod,
    netCents: order.netCents,
    vatCents: order.vatCents,
    grossCents: order.grossCents,
    itemCount: Number(order.$extras.items_count ?? 0),
    team: order.team ? { id: order.team.id, name: order.team.name } : null,
    paidAt: order.paidAt?.toISO() ?? null,
    cancelledAt: order.cancelledAt?.toISO() ?? null,
    createdAt: order.createdAt.toISO()!,
  }
}

/** Orders newest first (id breaks ties), filtered by state and, for admins, by reference or team name. */
export async function listOrders(
  teamId: number | null,
  filters: OrderFilters
): Promise<{
  data: ReturnType<typeof serializeOrder>[]
  metadata: { total: number; perPage: number; currentPage: number; lastPage: number }
}> {
  const query = Order.query().withCount('items').preload('team')
  if (teamId !== null) query.where('team_id', teamId)
  if (filters.state) query.where('state', filters.state)
  if (filters.q) {
    const like = `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`
    query.where((where) => {
      where.whereILike('reference', like)
      if (teamId === null) where.orWhereHas('team', (team) => team.whereILike('name', like))
    })
  }
  const result = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(filters.page, ORDERS_PER_PAGE)
  if (result.all().length === 0 && filters.page > 1 && filters.page > result.lastPage) {
    return listOrders(teamId, { ...filters, page: result.lastPage })
  }
  return {
    data: result.all().map(serializeOrder),
    metadata: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    },
  }
}

/** One order with its items (request, route, vehicles), payment entries and transports; null when not visible. */
export async function orderDetail(orderId: number, teamId: number | null) {
  const query = Order.query()
    .where('id', orderId)
    .preload('team')
    .preload('items', (items) =>
      items
        .orderBy('id', 'asc')
        .preload('transportRequest', (request) => request.preload('vehicles'))
    )
    .withCount('items')
  if (teamId !== null) query.where('team_id', teamId)
  const order = await query.first()
  if (!order) return null

  const [entries, transports] = await Promise.all([
    WalletEntry.query().where('order_id', order.id).orderBy('id', 'asc'),
    Transport.query().where('order_id', order.id).orderBy('id', 'asc'),
  ])
  return {
    ...serializeOrder(order),
    items: order.items.map((item) => ({
      id: item.id,
      quoteId: item.quoteId,
      netCents: item.netCents,
      vatCents: item.vatCents,
      grossCents: item.grossCents,
      request: {
        id: item.transportRequest.id,
        reference: item.transportRequest.reference,
        pickupCity: item.transportRequest.pickupCity,
        pickupProvince: item.transportRequest.pickupProvince,
        deliveryCity: item.transportRequest.deliveryCity,
        deliveryProvince: item.transportRequest.deliveryProvince,
        vehicles: [...item.transportRequest.vehicles]
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map((vehicle) => ({
            id: vehicle.id,
            make: vehicle.make,
            model: vehicle.model,
            plate: vehicle.plate,
          })),
      },
    })),
    payments: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amountCents: entry.amountCents,
      createdAt: entry.createdAt.toISO()!,
    })),
    transports: transports.map((transport) => ({
      id: transport.id,
      reference: transport.reference,
      state: transport.state,
      quoteId: transport.quoteId,
    })),
    /** Cancellable (and refundable) while paid and no transport is past `published`. */
    cancellable:
      order.state === 'paid' &&
      transports.every(
        (transport) => transport.state === 'published' || transport.state === 'cancelled'
      ),
  }
}
