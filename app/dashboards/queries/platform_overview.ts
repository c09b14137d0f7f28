import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'

/**
 * Platform-wide figures for the admin dashboard (today / this month,
 * Europe/Rome): teams by kind, users, carriers waiting for verification,
 * the latest sign-ups. The counts are sections read side by side with the
 * activity's (app/dashboards/queries/admin_dashboard.ts). Shaped by
 * PlatformOverviewTransformer.
 */
export function overviewSections(now: DateTime) {
  const startOfDay = now.startOf('day').toUTC().toSQL({ includeOffset: false })!
  const startOfMonth = now.startOf('month').toUTC().toSQL({ includeOffset: false })!
  const teams = (kind: string) => db.from('teams').where('kind', kind).count('* as n')
  return {
    dealerTeams: teams('dealer'),
    transporterTeams: teams('transporter'),
    staffTeams: teams('staff'),
    usersTotal: db.from('users').count('* as n'),
    usersToday: db.from('users').where('created_at', '>=', startOfDay).count('* as n'),
    usersMonth: db.from('users').where('created_at', '>=', startOfMonth).count('* as n'),
    pendingTransporters: db
      .from('teams')
      .where('kind', 'transporter')
      .whereNull('verified_at')
      .count('* as n'),
  }
}

type OverviewFigures = Record<keyof ReturnType<typeof overviewSections>, number>

export function latestUsers() {
  return User.query()
    .select('id', 'full_name', 'email', 'created_at')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(8)
}

export function platformOverview(figures: OverviewFigures, recentUsers: User[]) {
  return {
    teams: {
      dealer: figures.dealerTeams,
      transporter: figures.transporterTeams,
      staff: figures.staffTeams,
    },
    users: {
      total: figures.usersTotal,
      today: figures.usersToday,
      thisMonth: figures.usersMonth,
    },
    pendingTransporters: figures.pendingTransporters,
    recentUsers,
  }
}

export type PlatformOverview = ReturnType<typeof platformOverview>
