/**
 * Reads behind the team tabs, always scoped to one team. They return models
 * (with what the transformers read preloaded); the transformers shape them
 * for the pages.
 */
import TeamMember from '#teams/models/team_member'
import TeamInvitation from '#teams/models/team_invitation'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { todayInRome } from '#shared/time_zone'

export const ADDRESSES_PER_PAGE = 20
export const CLOSING_DAYS_PER_PAGE = 25

const ROLE_ORDER = { owner: 0, admin: 1, member: 2, driver: 3 } as const

/** Members with their user: owner first, then admins, members, drivers; by name. */
export async function listMembers(teamId: number): Promise<TeamMember[]> {
  const members = await TeamMember.query()
    .where('team_id', teamId)
    .select('id', 'team_id', 'user_id', 'role', 'created_at')
    .preload('user', (user) => user.select('id', 'full_name', 'email'))
  return members.sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.user.fullName.localeCompare(b.user.fullName, 'it')
  )
}

/** Invitations not accepted nor revoked (expired ones included, so they can be resent or revoked). */
export function listPendingInvitations(teamId: number): Promise<TeamInvitation[]> {
  return TeamInvitation.query()
    .where('team_id', teamId)
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .select('id', 'team_id', 'email', 'role', 'invited_by_id', 'expires_at', 'created_at')
    .preload('invitedBy', (user) => user.select('id', 'full_name'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}

/** A page of the team's addresses, by label (id as tiebreak). */
export async function addressesPage(teamId: number, page: number): Promise<Paginated<Address>> {
  const result = await paginateWithin(page, (current) =>
    Address.query()
      .where('team_id', teamId)
      .orderBy('label', 'asc')
      .orderBy('id', 'asc')
      .paginate(current, ADDRESSES_PER_PAGE)
  )
  return paginated(result)
}

/** Id, label and city of every address of the team (for pickers). */
export function addressOptions(teamId: number): Promise<Address[]> {
  return Address.query()
    .where('team_id', teamId)
    .select('id', 'label', 'city')
    .orderBy('label', 'asc')
    .orderBy('id', 'asc')
}

/** The ids of the team's addresses (a closing day may name one of them). */
export async function addressIdsOf(teamId: number): Promise<number[]> {
  const rows = await Address.query().where('team_id', teamId).select('id')
  return rows.map((address) => address.id)
}

/**
 * The team's closing days (its own and its addresses'): the upcoming and
 * current ones first, soonest first; then the past ones, most recent first.
 */
export async function closingDaysPage(
  teamId: number,
  page: number
): Promise<Paginated<ClosingDay>> {
  const today = todayInRome()
  const result = await paginateWithin(page, (current) =>
    ClosingDay.query()
      .where('team_id', teamId)
      .preload('address', (address) => address.select('id', 'label'))
      .orderByRaw('CASE WHEN ends_on >= ? THEN 0 ELSE 1 END ASC', [today])
      .orderByRaw('CASE WHEN ends_on >= ? THEN starts_on END ASC', [today])
      .orderBy('starts_on', 'desc')
      .orderBy('id', 'asc')
      .paginate(current, CLOSING_DAYS_PER_PAGE)
  )
  return paginated(result)
}

/** The team's extra notification recipients, by e-mail. */
export function listRecipients(teamId: number): Promise<TeamNotificationRecipient[]> {
  return TeamNotificationRecipient.query()
    .where('team_id', teamId)
    .orderBy('email', 'asc')
    .orderBy('id', 'asc')
}
