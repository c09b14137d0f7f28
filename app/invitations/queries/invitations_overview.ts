/**
 * Admin → Invitations: team invitations and private-session invitations in
 * one list, newest first (docs/decisions.md "One list of two kinds of
 * invitations").
 *
 * One UNION ALL of the two tables' plain columns with one ORDER BY + LIMIT /
 * OFFSET: each arm walks its `(created_at, id)` index and the database merges
 * them, so a page costs the same whatever the tables hold. The state is
 * derived in SQL once per kind (the same expression selects it and filters
 * by it), following each capability's rule (app/invitations/domain). Then one
 * query for the names of the teams and one for the sessions of the page:
 * five queries a page (two counts, the rows, the teams, the sessions).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Team from '#teams/models/team'
import TeamInvitation from '#teams/models/team_invitation'
import PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'
import { sessionPhase } from '#marketplace/domain/private_sessions'
import type { TeamRole } from '#teams/domain/team_roles'
import { contains, databaseNow } from '#core/database/dialect'
import { aggregateOnceInAWhile } from '#core/database/large_counts'
import { instant, namesById, plainRows } from '#core/database/plain_rows'
import { RowsPage } from '#core/database/paginate'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import type { InvitationKind, InvitationState } from '#invitations/domain/invitation_states'

export const INVITATIONS_PER_PAGE = 20

export type InvitationFilters = {
  page: number
  kind: InvitationKind | null
  state: InvitationState | null
  q: string | null
}

export type InvitationOverviewRow = {
  kind: InvitationKind
  id: number
  state: InvitationState
  /** The invited address (team invitations). */
  email: string | null
  /** The inviting team (team invitations) or the invited carrier team (session invitations). */
  teamId: number
  teamName: string | null
  role: TeamRole | null
  sessionId: number | null
  sessionName: string | null
  /** Whether the session is scheduled or running (session invitations). */
  sessionOpen: boolean
  createdAt: string
  sentAt: string
}

/* A team invitation's state (app/teams: accepted_at, revoked_at, isExpired). */
const TEAM_STATE = `CASE WHEN team_invitations.accepted_at IS NOT NULL THEN 'accepted'
  WHEN team_invitations.revoked_at IS NOT NULL THEN 'revoked'
  WHEN team_invitations.expires_at <= ? THEN 'expired' ELSE 'pending' END`

/* A session invitation's state; pending in an ended or closed session (sessionPhase) is expired. */
const SESSION_STATE = `CASE WHEN private_session_invitations.state = 'pending'
  AND (private_sessions.closed_at IS NOT NULL OR private_sessions.ends_at <= ?) THEN 'expired'
  ELSE private_session_invitations.state END`

function teamsNamed(text: string) {
  return db
    .from('teams')
    .whereRaw(...contains('name', text))
    .select('id')
}

/** Team invitations: the address searched, or the inviting team's name. */
function teamArm(filters: InvitationFilters, now: string) {
  const query = db.from('team_invitations')
  if (filters.state) query.whereRaw(`(${TEAM_STATE}) = ?`, [now, filters.state])
  if (filters.q) {
    const q = filters.q
    query.where((where) =>
      where.whereRaw(...contains('team_invitations.email', q)).orWhereIn('team_id', teamsNamed(q))
    )
  }
  return query
}

/** Session invitations: the invited carrier team's name searched. */
function sessionArm(filters: InvitationFilters, now: string) {
  const query = db
    .from('private_session_invitations')
    .join(
      'private_sessions',
      'private_sessions.id',
      'private_session_invitations.private_session_id'
    )
  if (filters.state) query.whereRaw(`(${SESSION_STATE}) = ?`, [now, filters.state])
  if (filters.q) {
    query.whereIn('private_session_invitations.team_id', teamsNamed(filters.q))
  }
  return query
}

function selectTeamColumns(query: DatabaseQueryBuilderContract, now: string) {
  return query.select(
    db.raw(`'team' as kind`),
    'team_invitations.id',
    'team_invitations.created_at',
    db.raw('coalesce(team_invitations.sent_at, team_invitations.created_at) as sent_at'),
    'team_invitations.email',
    'team_invitations.role',
    'team_invitations.team_id',
    db.raw('null as private_session_id'),
    db.raw(`${TEAM_STATE} as state`, [now])
  )
}

function selectSessionColumns(query: DatabaseQueryBuilderContract, now: string) {
  return query.select(
    db.raw(`'session' as kind`),
    'private_session_invitations.id',
    'private_session_invitations.created_at',
    'private_session_invitations.sent_at',
    db.raw('null as email'),
    db.raw('null as role'),
    'private_session_invitations.team_id',
    'private_session_invitations.private_session_id',
    db.raw(`${SESSION_STATE} as state`, [now])
  )
}

async function countOf(query: DatabaseQueryBuilderContract) {
  const counting = query.clone().count('* as total')
  const [row] = await aggregateOnceInAWhile(counting, ([first]) => Number(first?.total ?? 0))
  return Number(row?.total ?? 0)
}

type RawRow = {
  kind: InvitationKind
  id: number | string
  created_at: unknown
  sent_at: unknown
  email: string | null
  role: TeamRole | null
  team_id: number | string
  private_session_id: number | string | null
  state: InvitationState
}

async function pageOfRows(filters: InvitationFilters, now: string, page: number) {
  const arms = [
    filters.kind !== 'session' ? selectTeamColumns(teamArm(filters, now), now) : null,
    filters.kind !== 'team' ? selectSessionColumns(sessionArm(filters, now), now) : null,
  ].filter((arm) => arm !== null)
  const [first, ...rest] = arms
  if (rest.length > 0) first.unionAll(rest)
  /*
   * By position (3 = created_at, 1 = kind, 2 = id): the one ORDER BY of the
   * compound, or of a single arm whose join has a created_at of its own.
   * Kind then id break a tie of instants.
   */
  return (await first
    .orderByRaw('3 desc, 1 asc, 2 desc')
    .forPage(page, INVITATIONS_PER_PAGE)) as RawRow[]
}

async function invitationsPage(filters: InvitationFilters, now: string, page: number) {
  const [teamTotal, sessionTotal] = await Promise.all([
    filters.kind === 'session' ? 0 : countOf(teamArm(filters, now)),
    filters.kind === 'team' ? 0 : countOf(sessionArm(filters, now)),
  ])
  const total = teamTotal + sessionTotal
  const rows = total > 0 ? await pageOfRows(filters, now, page) : []
  return new RowsPage(rows, total, INVITATIONS_PER_PAGE, page)
}

/** Every invitation of both kinds, newest first, filtered by kind, state and a search. */
export async function invitationsForStaff(
  filters: InvitationFilters
): Promise<Paginated<InvitationOverviewRow>> {
  const clock = DateTime.now()
  const now = databaseNow(undefined, clock)
  const result = await paginateWithin(filters.page, (page) => invitationsPage(filters, now, page))
  const rows = result.all()
  const sessionIds = [
    ...new Set(
      rows.flatMap((row) => (row.private_session_id ? [Number(row.private_session_id)] : []))
    ),
  ]
  const [names, sessions] = await Promise.all([
    namesById(
      Team,
      rows.map((row) => Number(row.team_id))
    ),
    sessionIds.length === 0
      ? []
      : plainRows(PrivateSession, PrivateSession.query().whereIn('id', sessionIds), [
          'id',
          'name',
          'startsAt',
          'endsAt',
          'closedAt',
        ]),
  ])
  const sessionsById = new Map(sessions.map((session) => [session.id, session]))
  return paginated(result, (row): InvitationOverviewRow => {
    const session = row.private_session_id
      ? sessionsById.get(Number(row.private_session_id))
      : undefined
    const phase = session
      ? sessionPhase(
          {
            startsAt: DateTime.fromISO(session.startsAt),
            endsAt: DateTime.fromISO(session.endsAt),
            closedAt: session.closedAt ? DateTime.fromISO(session.closedAt) : null,
          },
          clock
        )
      : null
    return {
      kind: row.kind,
      id: Number(row.id),
      state: row.state,
      email: row.email,
      teamId: Number(row.team_id),
      teamName: names.get(Number(row.team_id)) ?? null,
      role: row.role,
      sessionId: session?.id ?? null,
      sessionName: session?.name ?? null,
      sessionOpen: phase === 'scheduled' || phase === 'running',
      createdAt: instant(row.created_at)!,
      sentAt: instant(row.sent_at)!,
    }
  })
}

/** A team invitation with its team, for staff's resend and revoke (null: none). */
export function teamInvitationForStaff(id: number) {
  return TeamInvitation.query().where('id', id).preload('team').first()
}

/** A session invitation's session, for staff's resend and revoke (null: none). */
export function sessionInvitationForStaff(id: number) {
  return PrivateSessionInvitation.query()
    .where('id', id)
    .select('id', 'private_session_id', 'team_id')
    .first()
}
