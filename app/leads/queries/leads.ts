import Lead from '#leads/models/lead'
import User from '#identity/models/user'
import { paginatePlainRows } from '#core/database/paginate'
import { contains } from '#core/database/dialect'
import { paginated, paginateWithin } from '#core/paging'
import { isLeadKind, isLeadState, type LeadKind, type LeadState } from '#leads/domain/leads'

export const LEADS_PER_PAGE = 25

export type LeadFilters = {
  state: LeadState | null
  kind: LeadKind | null
  q: string | null
  mine: boolean
}

/** The list's filters from the query string (anything unknown is no filter). */
export function parseLeadFilters(qs: Record<string, unknown>): LeadFilters {
  const q = typeof qs.q === 'string' ? qs.q.trim().slice(0, 100) : ''
  return {
    state: isLeadState(qs.state) ? qs.state : null,
    kind: isLeadKind(qs.kind) ? qs.kind : null,
    q: q || null,
    mine: qs.mine === '1',
  }
}

const ROW = [
  'id',
  'kind',
  'companyName',
  'contactName',
  'email',
  'volume',
  'state',
  'assignedUserId',
  'createdAt',
] as const

/** Admin → Leads: newest first, by state, kind, who handles it, or a search in company and e-mail. */
export async function listLeads(page: number, filters: LeadFilters, userId: number) {
  const query = Lead.query().orderBy('id', 'desc')
  if (filters.state) query.where('state', filters.state)
  if (filters.kind) query.where('kind', filters.kind)
  if (filters.mine) query.where('assigned_user_id', userId)
  if (filters.q) {
    const text = filters.q
    query.where((inner) =>
      inner.whereRaw(...contains('company_name', text)).orWhereRaw(...contains('email', text))
    )
  }
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(Lead, query, ROW, current, LEADS_PER_PAGE)
  )
  const names = await handlerNames(result.all().map((lead) => lead.assignedUserId))
  return paginated(result, (lead) => ({
    lead,
    handler: lead.assignedUserId ? (names.get(lead.assignedUserId) ?? null) : null,
  }))
}

export function findLead(id: number) {
  return Lead.query()
    .where('id', id)
    .preload('assignedUser', (q) => q.select('id', 'full_name'))
    .first()
}

/** Who may handle a lead: the members of staff teams (name order). */
export function staffMembers() {
  return User.query()
    .select('users.id', 'users.full_name')
    .join('team_members', 'team_members.user_id', 'users.id')
    .join('teams', 'teams.id', 'team_members.team_id')
    .where('teams.kind', 'staff')
    .whereNot('team_members.role', 'driver')
    .distinct()
    .orderBy('users.full_name')
    .limit(200)
}

/** Names of the handlers of a page of leads, in one query. */
export async function handlerNames(ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map<number, string>()
  const users = await User.query().select('id', 'full_name').whereIn('id', wanted)
  return new Map(users.map((user) => [user.id, user.fullName]))
}
