import db from '@adonisjs/lucid/services/db'

export type AccountDeletion = { blockingTeams: { id: number; name: string }[] }

/**
 * Teams the user owns that still have other members: while there is one,
 * the account cannot be deleted (ownership must be transferred or the team
 * deleted first).
 */
export async function teamsBlockingDeletion(userId: number, client = db.connection()) {
  const rows = await client
    .from('team_members as mine')
    .join('teams', 'teams.id', 'mine.team_id')
    .where('mine.user_id', userId)
    .where('mine.role', 'owner')
    .whereExists((query) =>
      query
        .from('team_members as others')
        .whereColumn('others.team_id', 'mine.team_id')
        .whereNot('others.user_id', userId)
    )
    .select('teams.id', 'teams.name')
    .orderBy('teams.name', 'asc')
  return rows.map((row: { id: number; name: string }) => ({
    id: Number(row.id),
    name: String(row.name),
  }))
}
