/**
 * Reads of Admin → Users: the dealer and carrier lists (filters, search,
 * name order, members counted beside the page) and the team page's data,
 * every part bounded (a few rows of each kind of activity).
 */
import db from '@adonisjs/lucid/services/db'
import Team from '#teams/models/team'
import { paginatePlainRows } from '#core/database/paginate'
import { contains } from '#core/database/dialect'
import { paginated, paginateWithin } from '#core/paging'
import type { CompanyFilters, CompanyKind } from '#users_admin/domain/companies'

export const COMPANIES_PER_PAGE = 25

const ROW = [
  'id',
  'name',
  'legalName',
  'vatNumber',
  'city',
  'province',
  'plan',
  'verifiedAt',
  'suspendedAt',
  'suspensionSource',
  'createdAt',
] as const

/**
 * The dealers or the carriers, by name then id (index kind, name, id),
 * filtered by verification, suspension and plan, searched in name, legal
 * name and P.IVA; each with its number of members (one grouped query).
 */
export async function companiesPage(kind: CompanyKind, page: number, filters: CompanyFilters) {
  const query = Team.query().where('kind', kind).orderBy('name', 'asc').orderBy('id', 'asc')
  if (filters.verified) {
    if (filters.verified === 'yes') query.whereNotNull('verified_at')
    else query.whereNull('verified_at')
  }
  if (filters.suspended) {
    if (filters.suspended === 'yes') query.whereNotNull('suspended_at')
    else query.whereNull('suspended_at')
  }
  if (filters.plan) query.where('plan', filters.plan)
  if (filters.q) {
    const text = filters.q
    query.where((inner) =>
      inner
        .whereRaw(...contains('name', text))
        .orWhereRaw(...contains('legal_name', text))
        .orWhereRaw(...contains('vat_number', text))
    )
  }
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(Team, query, ROW, current, COMPANIES_PER_PAGE)
  )
  const members = await memberCounts(result.all().map((row) => row.id))
  return paginated(result, (team) => ({ team, members: members.get(team.id) ?? 0 }))
}

async function memberCounts(teamIds: number[]) {
  if (teamIds.length === 0) return new Map<number, number>()
  const rows = await db
    .from('team_members')
    .whereIn('team_id', teamIds)
    .groupBy('team_id')
    .select('team_id')
    .count('* as members')
  return new Map(rows.map((row) => [Number(row.team_id), Number(row.members)]))
}

/** A dealer or carrier team for staff (a staff team, or an unknown id, is null: 404). */
export function findCompany(id: number) {
  return Team.query().where('id', id).whereIn('kind', ['dealer', 'transporter']).first()
}
