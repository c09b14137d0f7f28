import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#identity/models/user'
import type Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import { err, ok, type Result } from '#core/result'
import type { TeamRole } from '#teams/domain/team_roles'

/**
 * A user who is no longer a member of `teamId` and had it as current team
 * moves to their oldest remaining team (or none: /home then sends them to
 * team creation).
 */
export async function moveAwayFromTeam(
  userId: number,
  teamId: number,
  trx: TransactionClientContract
) {
  const user = await User.query({ client: trx })
    .where('id', userId)
    .where('current_team_id', teamId)
    .first()
  if (!user) return
  const other = await TeamMember.query({ client: trx })
    .where('user_id', userId)
    .whereNot('team_id', teamId)
    .orderBy('id', 'asc')
    .first()
  await User.query({ client: trx })
    .where('id', userId)
    .update({ current_team_id: other?.teamId ?? null })
}

/** Gives a member another role (the caller checked who may give which role). */
export async function changeMemberRole(member: TeamMember, role: TeamRole): Promise<TeamMember> {
  member.role = role
  await member.save()
  return member
}

/** Removes a member from the team (never the owner). */
export async function removeMember(member: TeamMember): Promise<Result<null, 'is_owner'>> {
  if (member.role === 'owner') return err('is_owner')
  await db.transaction(async (trx) => {
    await TeamMember.query({ client: trx }).where('id', member.id).delete()
    await moveAwayFromTeam(member.userId, member.teamId, trx)
  })
  return ok(null)
}

/** The user leaves the team; the owner cannot (they transfer ownership first). */
export async function leaveTeam(
  team: Team,
  user: User
): Promise<Result<null, 'is_owner' | 'not_member'>> {
  const membership = await TeamMember.query()
    .where('team_id', team.id)
    .where('user_id', user.id)
    .first()
  if (!membership) return err('not_member')
  if (membership.role === 'owner') return err('is_owner')
  return removeMember(membership) as Promise<Result<null, 'is_owner'>>
}

/**
 * Hands the team over to another member: they become owner, the current
 * owner stays on as admin. One transaction, one owner at any time.
 */
export async function transferOwnership(
  team: Team,
  owner: User,
  memberId: number
): Promise<Result<TeamMember, 'not_member' | 'not_owner' | 'same_user'>> {
  return db.transaction(async (trx) => {
    const current = await TeamMember.query({ client: trx })
      .where('team_id', team.id)
      .where('user_id', owner.id)
      .forUpdate()
      .first()
    if (!current || current.role !== 'owner') return err('not_owner')
    const target = await TeamMember.query({ client: trx })
      .where('team_id', team.id)
      .where('id', memberId)
      .forUpdate()
      .first()
    if (!target) return err('not_member')
    if (target.userId === owner.id) return err('same_user')
    current.role = 'admin'
    await current.useTransaction(trx).save()
    target.role = 'owner'
    await target.useTransaction(trx).save()
    return ok(target)
  })
}
