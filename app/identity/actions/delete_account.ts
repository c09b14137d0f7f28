import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { teamsBlockingDeletion } from '#identity/queries/teams_blocking_deletion'
import { teamsWithBusinessRecords } from '#teams/queries/business_records'

export type DeleteAccountResult =
  | { ok: true; deletedTeamIds: number[] }
  | { ok: false; error: 'owns_teams_with_members'; teams: { id: number; name: string }[] }
  | { ok: false; error: 'teams_with_records'; teams: { id: number; name: string }[] }

/**
 * Deletes the user and the teams they are the only member of, in one
 * transaction. Refused while they own a team with other members, or when a
 * team that would go with them has business records (orders, wallet, transports). Their
 * memberships, tokens, reset tokens and preferences go with the user row
 * (foreign keys ON DELETE CASCADE).
 */
export async function deleteAccount(userId: number): Promise<DeleteAccountResult> {
  return db.transaction(async (trx) => {
    const blocking = await teamsBlockingDeletion(userId, trx)
    if (blocking.length > 0)
      return { ok: false as const, error: 'owns_teams_with_members' as const, teams: blocking }

    const soleTeams = await trx
      .from('team_members as mine')
      .where('mine.user_id', userId)
      .whereNotExists((query) =>
        query
          .from('team_members as others')
          .whereColumn('others.team_id', 'mine.team_id')
          .whereNot('others.user_id', userId)
      )
      .select('mine.team_id')
    const deletedTeamIds = soleTeams.map((row: { team_id: number }) => Number(row.team_id))

    /* A team with orders, wallet movements or transports keeps its records: it cannot go with the user. */
    const withRecords = await teamsWithBusinessRecords(deletedTeamIds, trx)
    if (withRecords.size > 0) {
      const teams = await Team.query({ client: trx })
        .whereIn('id', [...withRecords])
        .select('id', 'name')
      return {
        ok: false as const,
        error: 'teams_with_records' as const,
        teams: teams.map(({ id, name }) => ({ id, name })),
      }
    }

    const user = await User.query({ client: trx }).where('id', userId).forUpdate().firstOrFail()
    await user.useTransaction(trx).delete()
    if (deletedTeamIds.length > 0)
      await Team.query({ client: trx }).whereIn('id', deletedTeamIds).delete()
    return { ok: true as const, deletedTeamIds }
  })
}
