import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Announcement from '#announcements/models/announcement'
import {
  scheduleFrom,
  type ScheduleError,
  type ScheduleInput,
} from '#announcements/domain/announcements'
import {
  existingAudienceTeamIds,
  refreshActiveAnnouncements,
} from '#announcements/queries/announcements'
import { recordAudit } from '#audit/actions/record_audit'
import { err, ok, type Result } from '#core/result'
import type User from '#identity/models/user'

export type AnnouncementInput = ScheduleInput & {
  titleIt: string
  titleEn: string
  bodyIt: string
  bodyEn: string
  sendEmail: boolean
}

/** What the audit trail keeps of an announcement (texts shortened). */
function snapshot(record: Announcement, teamIds: number[]) {
  return {
    titleIt: record.titleIt,
    titleEn: record.titleEn,
    audience: record.audience,
    teamIds,
    state: record.state,
    publishAt: record.publishAt?.toISO() ?? null,
    endsAt: record.endsAt?.toISO() ?? null,
    sendEmail: record.sendEmail,
    bodyIt: record.bodyIt.slice(0, 200),
    bodyEn: record.bodyEn.slice(0, 200),
  }
}

async function teamIdsOf(id: number, trx: TransactionClientContract) {
  const rows = await trx
    .from('announcement_teams')
    .where('announcement_id', id)
    .orderBy('team_id')
    .select('team_id')
  return rows.map((row) => Number(row.team_id))
}

async function replaceTeams(id: number, teamIds: number[], trx: TransactionClientContract) {
  await trx.from('announcement_teams').where('announcement_id', id).delete()
  if (teamIds.length > 0)
    await trx
      .table('announcement_teams')
      .multiInsert(teamIds.map((teamId) => ({ announcement_id: id, team_id: teamId })))
}

/**
 * Creates (record null) or updates an announcement with its audience and
 * schedule, recorded in the audit trail in the same transaction. Chosen teams
 * must be dealer or carrier teams; an e-mail already sent is never re-sent.
 */
export async function saveAnnouncement(
  record: Announcement | null,
  input: AnnouncementInput,
  actor: User
): Promise<Result<Announcement, ScheduleError | 'unknown_teams'>> {
  const wanted = input.audience === 'teams' ? [...new Set(input.teamIds)].sort((a, b) => a - b) : []
  const teamIds = await existingAudienceTeamIds(wanted)
  if (teamIds.length !== wanted.length) return err('unknown_teams')
  const schedule = scheduleFrom({ ...input, teamIds })
  if (!schedule.ok) return schedule
  const saved = await db.transaction(async (trx) => {
    const announcement = record ?? new Announcement()
    const before = record ? snapshot(record, await teamIdsOf(record.id, trx)) : null
    announcement.useTransaction(trx)
    announcement.merge({
      titleIt: input.titleIt,
      titleEn: input.titleEn,
      bodyIt: input.bodyIt,
      bodyEn: input.bodyEn,
      audience: input.audience,
      sendEmail: input.sendEmail,
      ...schedule.value,
    })
    if (!record) announcement.merge({ authorUserId: actor.id, emailedCount: 0 })
    await announcement.save()
    await replaceTeams(announcement.id, teamIds, trx)
    await recordAudit(
      {
        actorUserId: actor.id,
        action: record ? 'announcement.updated' : 'announcement.created',
        subjectType: 'announcement',
        subjectId: announcement.id,
        subjectLabel: announcement.titleIt,
        before,
        after: snapshot(announcement, teamIds),
      },
      trx
    )
    return announcement
  })
  await refreshActiveAnnouncements()
  return ok(saved)
}

export async function deleteAnnouncement(record: Announcement, actor: User) {
  await db.transaction(async (trx) => {
    const before = snapshot(record, await teamIdsOf(record.id, trx))
    record.useTransaction(trx)
    await record.delete()
    await recordAudit(
      {
        actorUserId: actor.id,
        action: 'announcement.deleted',
        subjectType: 'announcement',
        subjectId: record.id,
        subjectLabel: record.titleIt,
        before,
        after: null,
      },
      trx
    )
  })
  await refreshActiveAnnouncements()
}
