import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { nowInRome } from '#shared/time_zone'

/**
 * Platform-wide figures for the admin dashboard (today / this month,
 * Europe/Rome). Shaped by PlatformOverviewTransformer.
 */
export async function platformOverview() {
  const now = nowInRome()
  const startOfDay = now.startOf('day').toUTC().toSQL({ includeOffset: false })!
  const startOfMonth = now.startOf('month').toUTC().toSQL({ includeOffset: false })!

  const [teamsByKind, usersTotal, usersToday, usersMonth, pendingTransporters, recentUsers] =
    await Promise.all([
      db.from('teams').select('kind').count('* as total').groupBy('kind'),
      User.query().count('* as total').first(),
      User.query().where('created_at', '>=', startOfDay).count('* as total').first(),
      User.query().where('created_at', '>=', startOfMonth).count('* as total').first(),
      Team.query()
        .where('kind', 'transporter')
        .whereNull('verified_at')
        .count('* as total')
        .first(),
      User.query()
        .select('id', 'full_name', 'email', 'created_at')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(8),
    ])

  const kinds = { dealer: 0, transporter: 0, staff: 0 }
  for (const row of teamsByKind) {
    if (row.kind in kinds) kinds[row.kind as keyof typeof kinds] = Number(row.total)
  }

  return {
    teams: kinds,
    users: {
      total: Number(usersTotal?.$extras.total ?? 0),
      today: Number(usersToday?.$extras.total ?? 0),
      thisMonth: Number(usersMonth?.$extras.total ?? 0),
    },
    pendingTransporters: Number(pendingTransporters?.$extras.total ?? 0),
    recentUsers,
  }
}

export type PlatformOverview = Awaited<ReturnType<typeof platformOverview>>
