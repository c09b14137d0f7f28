/** Reads of team documents: a carrier's own, and staff's review list. */
import Team from '#teams/models/team'
import TeamDocument from '#onboarding/models/team_document'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, pageFrom, type Paginated } from '#core/paging'
import { namesById, type PlainRow } from '#core/database/plain_rows'
import { TEAM_DOCUMENT_STATES, type TeamDocumentState } from '#onboarding/domain/documents'

export const TEAM_DOCUMENTS_PER_PAGE = 20

/** The columns TeamDocumentTransformer reads. */
const DOCUMENT_COLUMNS = [
  'id',
  'team_id',
  'kind',
  'file_name',
  'mime_type',
  'size_bytes',
  'insurer',
  'policy_number',
  'cover_cents',
  'expires_on',
  'state',
  'rejection_reason',
  'reviewed_at',
  'created_at',
]

/** A team's documents, newest first (a team holds few; at most 200 shown). */
export function documentsOfTeam(teamId: number) {
  return TeamDocument.query()
    .select(DOCUMENT_COLUMNS)
    .where('team_id', teamId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
}

/** The policy in force: the accepted insurance with the latest expiry, or null. */
export function policyInForce(teamId: number) {
  return TeamDocument.query()
    .select(DOCUMENT_COLUMNS)
    .where('team_id', teamId)
    .where('kind', 'insurance')
    .where('state', 'accepted')
    .whereNotNull('expires_on')
    .orderBy('expires_on', 'desc')
    .orderBy('id', 'desc')
    .first()
}

export function findTeamDocument(teamId: number, id: number) {
  return TeamDocument.query().where('team_id', teamId).where('id', id).first()
}

export function findAnyTeamDocument(id: number) {
  return TeamDocument.find(id)
}

const ROW_ATTRIBUTES = [
  'id',
  'teamId',
  'kind',
  'fileName',
  'insurer',
  'policyNumber',
  'coverCents',
  'expiresOn',
  'state',
  'createdAt',
] as const

export type TeamDocumentRow = PlainRow<typeof TeamDocument, (typeof ROW_ATTRIBUTES)[number]> & {
  teamName: string | null
}

export type TeamDocumentFilters = { page: number; state: TeamDocumentState }

export function teamDocumentFiltersOf(qs: Record<string, unknown>): TeamDocumentFilters {
  const state = (TEAM_DOCUMENT_STATES as readonly unknown[]).includes(qs.state)
    ? (qs.state as TeamDocumentState)
    : 'pending'
  return { page: pageFrom(qs.page), state }
}

/** Staff's review list: documents of a state (pending by default), oldest first. */
export async function teamDocumentRows(
  filters: TeamDocumentFilters
): Promise<Paginated<TeamDocumentRow>> {
  const query = TeamDocument.query()
    .where('state', filters.state)
    .orderBy('created_at', filters.state === 'pending' ? 'asc' : 'desc')
    .orderBy('id', filters.state === 'pending' ? 'asc' : 'desc')
  const result = await paginateWithin(filters.page, (page) =>
    paginatePlainRows(TeamDocument, query, ROW_ATTRIBUTES, page, TEAM_DOCUMENTS_PER_PAGE)
  )
  const rows = result.all() as TeamDocumentRow[]
  const names = await namesById(
    Team,
    rows.map((row) => row.teamId)
  )
  for (const row of rows) row.teamName = names.get(row.teamId) ?? null
  return paginated(result) as Paginated<TeamDocumentRow>
}
