import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'

export type RegisterUserInput = {
  fullName: string
  email: string
  password: string
  /** Absent when the person registers to accept a team invitation. */
  company?: { name: string; kind: 'dealer' | 'transporter' }
  locale: 'it' | 'en'
}

/**
 * Creates the user and (unless they register to accept an invitation) their company team (dealer, or an unverified transporter
 * that cannot take work until approved) and the owner membership, in one
 * transaction.
 */
export async function registerUser(input: RegisterUserInput) {
  return db.transaction(async (trx) => {
    const user = await User.create(
      {
        fullName: input.fullName,
        email: input.email,
        password: input.password,
        locale: input.locale,
      },
      { client: trx }
    )
    if (!input.company) return { user, team: null }
    const team = await Team.create(
      { name: input.company.name, kind: input.company.kind },
      { client: trx }
    )
    await TeamMember.create({ teamId: team.id, userId: user.id, role: 'owner' }, { client: trx })
    user.currentTeamId = team.id
    await user.useTransaction(trx).save()
    return { user, team }
  })
}
