/**
 * The team page of Admin → Users: members, recent activity, money and
 * documents, each a bounded read (reusing the wallet, payouts, ratings and
 * documents capabilities' queries).
 */
import db from '@adonisjs/lucid/services/db'
import type Team from '#teams/models/team'
import User from '#identity/models/user'
import { instant } from '#core/database/plain_rows'
import { walletBalance } from '#ledger/queries/balances'
import { payoutRequestState } from '#payouts/queries/payout_requests'
import { carrierPayoutsPage } from '#payouts/queries/carrier_payments'
import { carrierScore, dealerScore } from '#ratings/queries/ratings'
import { documentsOfTeam } from '#onboarding/queries/team_documents'

/** How many rows of each activity the page shows (the full lists are linked). */
export const RECENT = 10

export type CompanyMember = {
  memberId: number
  userId: number
  name: string
  email: string
  role: string
  joinedAt: string | null
  emailVerified: boolean
  isStaff: boolean
}

/** The members (owner first), with whether each is also a staff member (never impersonated). */
export async function membersOf(teamId: number): Promise<CompanyMember[]> {
  const rows = await db
    .from('team_members')
    .join('users', 'users.id', 'team_members.user_id')
    .where('team_members.team_id', teamId)
    .select('users.id', 'users.full_name', 'users.email', 'users.email_verified_at')
    .select('team_members.id as member_id', 'team_members.role', 'team_members.created_at')
    .orderByRaw("CASE team_members.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END")
    .orderBy('users.full_name', 'asc')
    .limit(200)
  const staff = await staffUserIds(rows.map((row) => Number(row.id)))
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    userId: Number(row.id),
    name: String(row.full_name),
    email: String(row.email),
    role: String(row.role),
    joinedAt: instant(row.created_at),
    emailVerified: row.email_verified_at !== null,
    isStaff: staff.has(Number(row.id)),
  }))
}

/** Which of the users belong to a staff team (one query). */
export async function staffUserIds(userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .from('team_members')
    .join('teams', 'teams.id', 'team_members.team_id')
    .where('teams.kind', 'staff')
    .whereIn('team_members.user_id', userIds)
    .select('team_members.user_id')
  return new Set(rows.map((row) => Number(row.user_id)))
}

/** Pending invitations of the team (the owner's, for a team staff just created). */
export async function pendingInvitations(teamId: number) {
  const rows = await db
    .from('team_invitations')
    .where('team_id', teamId)
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .select('id', 'email', 'role', 'expires_at')
    .orderBy('id', 'desc')
    .limit(20)
  return rows.map((row) => ({
    id: Number(row.id),
    email: String(row.email),
    role: String(row.role),
    expiresAt: instant(row.expires_at),
  }))
}

export type ActivityLine = {
  kind: 'request' | 'order' | 'transport'
  id: number
  reference: string
  state: string
  amountCents: number | null
  at: string | null
}

/** A dealer's latest requests and orders (RECENT of each, indexes team_id, created_at, id). */
async function dealerActivity(teamId: number): Promise<ActivityLine[]> {
  const [requests, orders] = await Promise.all([
    db
      .from('transport_requests')
      .where('team_id', teamId)
      .select('id', 'reference', 'state', 'created_at')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT),
    db
      .from('orders')
      .where('team_id', teamId)
      .select('id', 'reference', 'state', 'gross_cents', 'created_at')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT),
  ])
  return [
    ...requests.map((row) => line('request', row, null)),
    ...orders.map((row) => line('order', row, Number(row.gross_cents))),
  ]
}

/** A carrier's latest assigned transports (RECENT). */
async function carrierActivity(teamId: number): Promise<ActivityLine[]> {
  const rows = await db
    .from('transports')
    .where('transporter_team_id', teamId)
    .select('id', 'reference', 'state', 'payout_cents', 'created_at')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT)
  return rows.map((row) => line('transport', row, Number(row.payout_cents)))
}

function line(kind: ActivityLine['kind'], row: any, amountCents: number | null): ActivityLine {
  return {
    kind,
    id: Number(row.id),
    reference: String(row.reference),
    state: String(row.state),
    amountCents,
    at: instant(row.created_at),
  }
}

/** Money of the team: a dealer's wallet balance, a carrier's due amount and latest payouts. */
async function moneyOf(team: Team) {
  if (team.kind === 'dealer') {
    return { walletCents: await walletBalance(team.id), dueCents: null, payouts: [] }
  }
  const [state, payouts] = await Promise.all([
    payoutRequestState(team.id),
    carrierPayoutsPage(team.id, 1),
  ])
  return {
    walletCents: null,
    dueCents: state.dueCents,
    payouts: payouts.data.slice(0, RECENT),
  }
}

/** Everything the team page shows besides the company data (a fixed number of queries). */
export async function companyPage(team: Team) {
  const [members, invitations, activity, money, score, documents] = await Promise.all([
    membersOf(team.id),
    pendingInvitations(team.id),
    team.kind === 'dealer' ? dealerActivity(team.id) : carrierActivity(team.id),
    moneyOf(team),
    team.kind === 'dealer' ? dealerScore(team.id) : carrierScore(team.id),
    documentsOfTeam(team.id).limit(RECENT),
  ])
  return { members, invitations, activity, money, score, documents }
}

/** The user of a membership of the team (the member staff sign in as), or null. */
export function memberOfTeam(teamId: number, memberId: number) {
  return User.query()
    .join('team_members', 'team_members.user_id', 'users.id')
    .where('team_members.team_id', teamId)
    .where('team_members.id', memberId)
    .select('users.*')
    .first()
}
