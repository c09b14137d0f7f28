import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import type { TeamKind } from '#teams/domain/team_roles'

export type CreateTeamInput = { userId: number; name: string; kind: TeamKind }

/** Creates a team owned by the user and makes it their current team. */
export async function createTeam(input: CreateTeamInput): Promise<Team> {
  return db.transaction(async (trx) => {
    const team = await Team.create({ name: input.name, kind: input.kind }, { client: trx })
    await TeamMember.create(
      { teamId: team.id, userId: input.userId, role: 'owner' },
      { client: trx }
    )
    await User.query({ client: trx }).where('id', input.userId).update({ current_team_id: team.id })
    return team
  })
}
