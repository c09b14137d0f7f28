import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import type { TeamKind, TeamRole } from '#teams/domain/team_roles'

let sequence = 0
function next() {
  sequence += 1
  return `${Date.now().toString(36)}${sequence}`
}

/** A verified user who owns (or has `role` in) a new team of the given kind. */
export async function createUserWithTeam(
  kind: TeamKind = 'dealer',
  options: {
    role?: TeamRole
    email?: string
    password?: string
    verified?: boolean
    teamName?: string
  } = {}
) {
  const id = next()
  const team = await Team.create({
    name: options.teamName ?? `Team ${id}`,
    kind,
    verifiedAt: kind === 'transporter' ? DateTime.now() : null,
  })
  const user = await User.create({
    fullName: `User ${id}`,
    email: options.email ?? `user-${id}@example.test`,
    password: options.password ?? 'password',
    emailVerifiedAt: options.verified === false ? null : DateTime.now(),
    currentTeamId: team.id,
  })
  await TeamMember.create({ teamId: team.id, userId: user.id, role: options.role ?? 'owner' })
  return { user, team }
}

/** Adds an existing or new user to a team with a role. */
export async function addMember(team: Team, role: TeamRole, user?: User) {
  const member =
    user ??
    (await User.create({
      fullName: `Member ${next()}`,
      email: `member-${next()}@example.test`,
      password: 'password',
      emailVerifiedAt: DateTime.now(),
      currentTeamId: team.id,
    }))
  await TeamMember.create({ teamId: team.id, userId: member.id, role })
  return member
}
