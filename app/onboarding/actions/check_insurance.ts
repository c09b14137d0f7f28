import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import Team from '#teams/models/team'
import TeamDocument from '#onboarding/models/team_document'
import { policiesInForceOf } from '#onboarding/queries/policies_in_force'
import InsuranceReminder from '#onboarding/models/insurance_reminder'
import {
  hasExpired,
  INSURANCE_SUSPENSION,
  reachedThresholds,
  REMINDER_THRESHOLDS,
} from '#onboarding/domain/insurance'
import { isUniqueViolation, lockForUpdate } from '#core/database/dialect'
import { todayInRome } from '#shared/time_zone'

/**
 * The policy in force of each transporter team: its accepted insurance
 * document with the latest expiry (a newer accepted policy supersedes the
 * old one, whose reminders then stop).
 */
function policiesInForce() {
  return policiesInForceOf(TeamDocument.query()).select(
    'team_documents.id',
    'team_documents.team_id',
    'team_documents.expires_on'
  )
}

/**
 * The reminders due today: for each policy in force expiring within 30
 * days, the thresholds reached and not yet recorded are recorded (unique
 * per policy and threshold, so a second run, or a second worker, records
 * and sends nothing) and ONE e-mail is sent for the nearest of them.
 */
async function sendReminders(today: string, now: DateTime): Promise<number> {
  const horizon = DateTime.fromISO(today).plus({ days: REMINDER_THRESHOLDS[0] }).toISODate()!
  const policies = await policiesInForce()
    .where('team_documents.expires_on', '>=', today)
    .where('team_documents.expires_on', '<=', horizon)
  let sent = 0
  for (const policy of policies) {
    const reached = reachedThresholds(policy.expiresOn!.toISODate()!, today)
    const recorded = await InsuranceReminder.query()
      .where('team_document_id', policy.id)
      .select('threshold_days')
    const done = new Set(recorded.map((row) => row.thresholdDays))
    const due = reached.filter((threshold) => !done.has(threshold))
    if (due.length === 0) continue
    try {
      await db.transaction(async (trx) => {
        for (const threshold of due)
          await InsuranceReminder.create(
            { teamDocumentId: policy.id, thresholdDays: threshold, sentAt: now },
            { client: trx }
          )
      })
    } catch (error) {
      if (isUniqueViolation(error)) continue /* another run recorded them first */
      throw error
    }
    await emitter.emit('onboarding:insurance_reminder', {
      teamDocumentId: policy.id,
      threshold: Math.min(...due),
    })
    sent += 1
  }
  return sent
}

/**
 * Suspends the teams whose policy in force has expired (not already
 * suspended), each in its own transaction with the team locked. Teams
 * without any accepted policy on file are left to staff.
 */
async function suspendExpired(today: string, now: DateTime): Promise<number> {
  const expired = await policiesInForce()
    .whereNull('teams.suspended_at')
    .where('team_documents.expires_on', '<', today)
  let suspended = 0
  for (const policy of expired) {
    const expiredOn = policy.expiresOn!.toISODate()!
    if (!hasExpired(expiredOn, today)) continue
    const done = await db.transaction(async (trx) => {
      const team = await lockForUpdate(
        Team.query({ client: trx }).where('id', policy.teamId),
        trx
      ).firstOrFail()
      if (team.suspendedAt) return false
      await team.merge({ suspendedAt: now, suspensionReason: INSURANCE_SUSPENSION }).save()
      return true
    })
    if (!done) continue
    await emitter.emit('onboarding:team_suspended', { teamId: policy.teamId, expiredOn })
    suspended += 1
  }
  return suspended
}

/**
 * The daily insurance check (InsuranceChecksJob, `node ace insurance:check`):
 * reminders 30, 7 and 1 days before the policy in force expires, and the
 * suspension of the teams whose policy has expired. `now` is the moment the
 * check counts from (tests pass a fake one).
 */
export async function checkInsurance(now: DateTime = DateTime.now()) {
  const today = todayInRome(now.toJSDate())
  const reminders = await sendReminders(today, now)
  const suspensions = await suspendExpired(today, now)
  return { reminders, suspensions }
}
