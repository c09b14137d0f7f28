import db from '@adonisjs/lucid/services/db'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import { recordAudit } from '#audit/actions/record_audit'
import { err, ok, type Result } from '#core/result'
import { staffUserIds } from '#users_admin/queries/company_page'
import { mayImpersonate, type ImpersonationError } from '#users_admin/domain/companies'

const label = (target: User, team: Team) => `${target.fullName} · ${team.name}`

/**
 * Checks that staff may sign in as `target` from `team`'s page (a member of
 * that dealer or carrier team, not staff, not oneself) and records the start
 * in the audit trail. Switching the session is the controller's.
 */
export async function startImpersonation(
  staff: User,
  target: User,
  team: Team
): Promise<Result<void, ImpersonationError>> {
  const [membership, staffIds] = await Promise.all([
    db
      .from('team_members')
      .where('team_id', team.id)
      .where('user_id', target.id)
      .select('id')
      .first(),
    staffUserIds([target.id]),
  ])
  const refused = mayImpersonate({
    staffUserId: staff.id,
    targetUserId: target.id,
    teamKind: team.kind,
    isMember: !!membership,
    targetIsStaff: staffIds.has(target.id),
  })
  if (refused) return err(refused)
  await db.transaction(async (trx) => {
    await recordAudit(
      {
        actorUserId: staff.id,
        action: 'impersonation.started',
        subjectType: 'user',
        subjectId: target.id,
        subjectLabel: label(target, team),
        after: { userId: target.id, email: target.email, teamId: team.id },
      },
      trx
    )
    /* the member lands in the team staff opened (their current team) */
    await trx.from('users').where('id', target.id).update({ current_team_id: team.id })
  })
  target.currentTeamId = team.id
  return ok(undefined)
}

/**
 * Records the end of an impersonation (who stopped, as whom, how long, and
 * how: back to staff, or the session signed out while impersonating).
 */
export async function stopImpersonation(
  staffUserId: number,
  target: User,
  team: Team | null,
  startedAt: number,
  ended: 'returned' | 'signed_out' = 'returned'
) {
  await db.transaction(async (trx) => {
    await recordAudit(
      {
        actorUserId: staffUserId,
        action: 'impersonation.stopped',
        subjectType: 'user',
        subjectId: target.id,
        subjectLabel: team ? label(target, team) : target.fullName,
        after: {
          userId: target.id,
          teamId: team?.id ?? null,
          seconds: startedAt ? Math.max(0, Math.round((Date.now() - startedAt) / 1000)) : null,
          ended,
        },
      },
      trx
    )
  })
}
