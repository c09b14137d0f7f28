import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import { UserFactory } from '#database/factories/user_factory'
import { TeamFactory, TeamMemberFactory } from '#database/factories/team_factory'
import { uniqueSuffix } from '#database/factories/sequence'
import type { TeamKind, TeamRole } from '#teams/domain/team_roles'

/** A verified user who owns (or has `role` in) a new team of the given kind. */
export async function createUserWithTeam(
  kind: TeamKind = 'dealer',
  options: {
    role?: TeamRole
    email?: string
    password?: string
    verified?: boolean
    teamName?: string
    /** a team that has not entered its company data yet (no invoice can be issued to it) */
    withoutCompany?: boolean
  } = {}
) {
  const base = kind === 'dealer' ? TeamFactory : TeamFactory.apply(kind)
  const teams = options.withoutCompany ? base.apply('withoutCompany') : base
  const team = await teams.merge(options.teamName ? { name: options.teamName } : {}).create()
  const users = options.verified === false ? UserFactory.apply('unverified') : UserFactory
  const user = await users
    .merge({
      currentTeamId: team.id,
      ...(options.email ? { email: options.email } : {}),
      ...(options.password ? { password: options.password } : {}),
    })
    .create()
  await TeamMemberFactory.merge({
    teamId: team.id,
    userId: user.id,
    role: options.role ?? 'owner',
  }).create()
  return { user, team }
}

/** Adds an existing or new user to a team with a role. */
export async function addMember(team: Team, role: TeamRole, user?: User) {
  const id = uniqueSuffix()
  const member =
    user ??
    (await UserFactory.merge({
      fullName: `Member ${id}`,
      email: `member-${id}@example.test`,
      currentTeamId: team.id,
    }).create())
  await TeamMemberFactory.merge({ teamId: team.id, userId: member.id, role }).create()
  return member
}
