import db from '@adonisjs/lucid/services/db'
import {
  notificationType,
  rolesFor,
  type NotificationType,
} from '#settings/domain/notification_types'

/*
| Who receives a notification (docs/notifications.md "Audience rules"):
| - the members of the teams told about the event, with a role the type
|   names (owners/admins/members by default; never drivers), and only teams
|   of a kind in the type's audiences;
| - every staff team's members likewise when `staff` is asked;
| - the transport's driver, for the types with `drivers: true`, only when
|   they are a driver member of one of those teams;
| - users named explicitly (the bidder, the owner of a saved search): when
|   teams are given too, ONLY those users, and only if they belong to one of
|   those teams (a driver only for the types with `drivers`). Nobody of
|   another team.
*/

export type AudienceInput = {
  type: NotificationType
  teamIds?: readonly number[]
  userIds?: readonly number[]
  staff?: boolean
  driverUserId?: number | null
}

export type Recipient = {
  userId: number
  teamId: number | null
  email: string
  fullName: string | null
  locale: string | null
}

type MemberRow = {
  user_id: number
  team_id: number
  role: string
  email: string
  full_name: string | null
  locale: string | null
}

export async function resolveAudience(input: AudienceInput): Promise<Recipient[]> {
  const definition = notificationType(input.type)
  const teamIds = [...new Set(input.teamIds ?? [])]
  const named = [...new Set(input.userIds ?? [])]
  const driver = definition.drivers ? (input.driverUserId ?? null) : null
  if (teamIds.length === 0 && !input.staff && named.length === 0) return []

  const members: MemberRow[] =
    teamIds.length > 0 || input.staff
      ? await db
          .from('team_members')
          .join('teams', 'teams.id', 'team_members.team_id')
          .join('users', 'users.id', 'team_members.user_id')
          .whereIn('teams.kind', [...definition.audiences])
          .where((query) => {
            if (teamIds.length > 0) query.whereIn('team_members.team_id', teamIds)
            if (input.staff) query.orWhere('teams.kind', 'staff')
          })
          .select(
            'team_members.user_id',
            'team_members.team_id',
            'team_members.role',
            'users.email',
            'users.full_name',
            'users.locale'
          )
          .orderBy('team_members.user_id', 'asc')
      : []

  const roles = rolesFor(input.type)
  const chosen = new Map<number, Recipient>()
  const add = (row: MemberRow) => {
    if (chosen.has(Number(row.user_id))) return
    chosen.set(Number(row.user_id), {
      userId: Number(row.user_id),
      teamId: Number(row.team_id),
      email: row.email,
      fullName: row.full_name,
      locale: row.locale,
    })
  }
  const onlyNamed = named.length > 0
  for (const row of members) {
    const userId = Number(row.user_id)
    const isDriver = row.role === 'driver' && driver !== null && userId === driver
    if (onlyNamed) {
      const allowed = row.role !== 'driver' || Boolean(definition.drivers)
      if (named.includes(userId) && allowed) add(row)
    } else if ((roles as readonly string[]).includes(row.role) || isDriver) {
      add(row)
    }
  }
  if (teamIds.length === 0 && !input.staff && named.length > 0) {
    const users = await db
      .from('users')
      .whereIn('id', named)
      .select('id', 'email', 'full_name', 'locale')
    for (const user of users) {
      chosen.set(Number(user.id), {
        userId: Number(user.id),
        teamId: null,
        email: user.email,
        fullName: user.full_name,
        locale: user.locale,
      })
    }
  }
  return [...chosen.values()]
}

/** A team's extra e-mail recipients for this type (team settings → notifications). */
export async function teamRecipientsFor(
  type: NotificationType,
  teamIds: readonly number[]
): Promise<{ email: string; name: string | null; teamId: number }[]> {
  if (!notificationType(type).teamRecipients || teamIds.length === 0) return []
  const rows = await db
    .from('team_notification_recipients')
    .join('teams', 'teams.id', 'team_notification_recipients.team_id')
    .whereIn('team_notification_recipients.team_id', [...new Set(teamIds)])
    .whereIn('teams.kind', [...notificationType(type).audiences])
    .select(
      'team_notification_recipients.team_id',
      'team_notification_recipients.email',
      'team_notification_recipients.name',
      'team_notification_recipients.types'
    )
    .orderBy('team_notification_recipients.id', 'asc')
  return rows
    .filter((row) => {
      const types = parseTypes(row.types)
      return types === null || types.includes(type)
    })
    .map((row) => ({ email: row.email, name: row.name, teamId: Number(row.team_id) }))
}

function parseTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.map(String)
  try {
    const parsed = JSON.parse(String(value))
    return Array.isArray(parsed) ? parsed.map(String) : null
  } catch {
    return null
  }
}
