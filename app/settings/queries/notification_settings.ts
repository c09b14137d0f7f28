import db from '@adonisjs/lucid/services/db'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  notificationTypesFor,
  type NotificationChannel,
  type NotificationGroup,
} from '#settings/domain/notification_types'
import { TEAM_KINDS, type TeamKind } from '#teams/domain/team_roles'

export type NotificationSettingsGroup = {
  group: NotificationGroup
  types: { type: string; channels: Record<NotificationChannel, boolean> }[]
}

function isEnabled(value: unknown) {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true'
}

/**
 * The notifications page: the types a member of the user's teams can receive,
 * grouped, each with the user's current choice per channel (the default when
 * they never changed it).
 */
export async function notificationSettingsOf(userId: number): Promise<NotificationSettingsGroup[]> {
  const kindRows = await db
    .from('team_members')
    .join('teams', 'teams.id', 'team_members.team_id')
    .where('team_members.user_id', userId)
    .distinct('teams.kind')
  const kinds = kindRows
    .map((row) => row.kind as TeamKind)
    .filter((kind) => (TEAM_KINDS as readonly string[]).includes(kind))

  const stored = new Map<string, boolean>()
  const rows = await db
    .from('notification_preferences')
    .where('user_id', userId)
    .select('type', 'channel', 'enabled')
  for (const row of rows) stored.set(`${row.type}:${row.channel}`, isEnabled(row.enabled))

  const types = notificationTypesFor(kinds)
  return NOTIFICATION_GROUPS.map((group) => ({
    group,
    types: types
      .filter((definition) => definition.group === group)
      .map((definition) => ({
        type: definition.key,
        channels: Object.fromEntries(
          NOTIFICATION_CHANNELS.map((channel) => [
            channel,
            stored.get(`${definition.key}:${channel}`) ?? definition.defaults[channel],
          ])
        ) as Record<NotificationChannel, boolean>,
      })),
  })).filter((group) => group.types.length > 0)
}
