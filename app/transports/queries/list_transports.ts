import Transport from '#transports/models/transport'
import type { TransportFilters } from '#transports/domain/filters'
import { forList } from '#transports/transformers/transport_transformer'

export const TRANSPORTS_PER_PAGE = 20

/**
 * Transports of one dealer team (teamId) or of everyone (admin: null), with
 * the URL filters; pickup date range on pickup_on; newest pickups first, id as
 * a stable tiebreak; team names preloaded (no N+1).
 */
export async function listTransports(
  scope: { teamId: number | null },
  filters: TransportFilters,
  perPage = TRANSPORTS_PER_PAGE
) {
  const build = (page: number) => {
    const query = Transport.query()
    if (scope.teamId !== null) query.where('team_id', scope.teamId)
    if (filters.state) query.where('state', filters.state)
    if (filters.from) query.where('pickup_on', '>=', filters.from)
    if (filters.to) query.where('pickup_on', '<=', filters.to)
    if (scope.teamId === null) {
      if (filters.dealerTeamId) query.where('team_id', filters.dealerTeamId)
      if (filters.transporterTeamId) query.where('transporter_team_id', filters.transporterTeamId)
      if (filters.pickupRegion) query.where('pickup_region', filters.pickupRegion)
      if (filters.deliveryRegion) query.where('delivery_region', filters.deliveryRegion)
      query
        .preload('team', (team) => team.select('id', 'name'))
        .preload('transporterTeam', (team) => team.select('id', 'name'))
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(page, perPage)
  }
  let result = await build(filters.page)
  if (
    result.all().length === 0 &&
    filters.page > 1 &&
    result.lastPage >= 1 &&
    filters.page > result.lastPage
  ) {
    result = await build(result.lastPage)
  }
  return {
    data: result.all().map(forList),
    meta: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    },
  }
}

/** One transport with its timeline (actors preloaded), of the team or (null) any. */
export async function findTransport(id: number, teamId: number | null) {
  const query = Transport.query().where('id', id)
  if (teamId !== null) query.where('team_id', teamId)
  return query
    .preload('events', (events) =>
      events
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .preload('actor', (u) => u.select('id', 'full_name'))
    )
    .preload('team', (team) => team.select('id', 'name'))
    .preload('transporterTeam', (team) => team.select('id', 'name'))
    .first()
}
