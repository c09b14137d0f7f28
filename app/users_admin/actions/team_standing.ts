import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import Team from '#teams/models/team'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'
import { recordAudit } from '#audit/actions/record_audit'
import {
  mayReinstate,
  maySuspend,
  mayVerify,
  type StandingError,
} from '#users_admin/domain/companies'
import '#users_admin/events'

type Change = 'verified' | 'suspended' | 'reinstated'

const standing = (team: Team) => ({
  verifiedAt: team.verifiedAt?.toISO() ?? null,
  suspendedAt: team.suspendedAt?.toISO() ?? null,
  suspensionReason: team.suspensionReason,
  suspensionSource: team.suspensionSource,
})

/**
 * One change of a team's standing, in one transaction with the team locked:
 * the domain rule decides on the locked row, the change and its audit line
 * are written together; the team is told by e-mail after the commit.
 */
async function changeStanding(
  teamId: number,
  staffUserId: number,
  change: Change,
  rule: (team: Team) => StandingError | null,
  apply: (team: Team) => void,
  reason: string | null
): Promise<Result<Team, StandingError>> {
  const result = await db.transaction(async (trx): Promise<Result<Team, StandingError>> => {
    const team = await lockForUpdate(Team.query({ client: trx }).where('id', teamId), trx).first()
    if (!team) return err('not_managed')
    const refused = rule(team)
    if (refused) return err(refused)
    const before = standing(team)
    apply(team)
    await team.useTransaction(trx).save()
    await recordAudit(
      {
        actorUserId: staffUserId,
        action: `team.${change}` as const,
        subjectType: 'team',
        subjectId: team.id,
        subjectLabel: team.name,
        before,
        after: standing(team),
        reason,
      },
      trx
    )
    return ok(team)
  })
  if (result.ok) {
    await emitter.emit('users_admin:standing_changed', { teamId, change, reason })
  }
  return result
}

/** Staff verify a dealer or carrier (its company data checked). */
export function verifyTeam(teamId: number, staffUserId: number) {
  return changeStanding(
    teamId,
    staffUserId,
    'verified',
    mayVerify,
    (team) => team.merge({ verifiedAt: DateTime.now() }),
    null
  )
}

/** Staff suspend a dealer or carrier with a reason: its area becomes read-only. */
export function suspendTeam(teamId: number, staffUserId: number, reason: string) {
  return changeStanding(
    teamId,
    staffUserId,
    'suspended',
    maySuspend,
    (team) =>
      team.merge({
        suspendedAt: DateTime.now(),
        suspensionReason: reason,
        suspensionSource: 'staff',
      }),
    reason
  )
}

/** Staff lift a suspension (theirs or the insurance check's), with an optional note. */
export function reinstateTeam(teamId: number, staffUserId: number, note: string | null) {
  return changeStanding(
    teamId,
    staffUserId,
    'reinstated',
    mayReinstate,
    (team) => team.merge({ suspendedAt: null, suspensionReason: null, suspensionSource: null }),
    note
  )
}
