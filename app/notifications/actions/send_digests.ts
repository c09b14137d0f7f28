import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { TIME_ZONE } from '#shared/time_zone'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import {
  parseJson,
  type NotificationLink,
  type NotificationParams,
} from '#notifications/domain/links'
import NotificationDigestMail from '#notifications/mails/notification_digest_mail'
import { absoluteLink, notificationSettingsUrl, unsubscribeUrl } from '#notifications/support/urls'

/**
 * The digests (SendNotificationDigestsJob): the e-mails kept for users who
 * chose an hourly or daily digest are sent, one digest per user per period.
 * A period is closed when it is over: the hourly digest takes what was
 * decided before the current hour began, the daily one what was decided
 * before today began (Europe/Rome). Each user's rows are claimed under a row
 * lock (sent_at set in the same transaction), so two workers never send the
 * same rows; the e-mail is queued after the commit.
 */
export async function sendDigests(now: DateTime = DateTime.now()) {
  const rome = now.setZone(TIME_ZONE)
  const cutoffs = {
    hourly: databaseNow(undefined, rome.startOf('hour').toLocal()),
    daily: databaseNow(undefined, rome.startOf('day').toLocal()),
  }
  let sent = 0
  for (const period of ['hourly', 'daily'] as const) {
    const users = await db
      .from('notification_mails')
      .whereNull('sent_at')
      .where('frequency', period)
      .where('created_at', '<', cutoffs[period])
      .whereNotNull('user_id')
      .distinct('user_id')
      .limit(1000)
    for (const row of users) {
      if (await sendDigestOf(Number(row.user_id), period, cutoffs[period])) sent += 1
    }
  }
  return sent
}

type PendingRow = {
  id: number
  email: string
  locale: string
  type: string
  params: string
  link: string | null
}

async function sendDigestOf(userId: number, period: 'hourly' | 'daily', cutoff: string) {
  const rows: PendingRow[] = await db.transaction(async (trx) => {
    const pending = await lockForUpdate(
      trx
        .from('notification_mails')
        .where('user_id', userId)
        .where('frequency', period)
        .whereNull('sent_at')
        .where('created_at', '<', cutoff)
        .orderBy('id', 'asc')
        .select('id', 'email', 'locale', 'type', 'params', 'link'),
      trx
    )
    if (pending.length === 0) return []
    await trx
      .from('notification_mails')
      .whereIn(
        'id',
        pending.map((row: PendingRow) => row.id)
      )
      .whereNull('sent_at')
      .update({ sent_at: databaseNow(trx) })
    return pending
  })
  if (rows.length === 0) return false
  const user = await db.from('users').where('id', userId).select('full_name', 'locale').first()
  await mail.sendLater(
    new NotificationDigestMail(
      {
        email: rows[0]!.email,
        fullName: user?.full_name ?? null,
        locale: user?.locale ?? rows[0]!.locale,
      },
      period,
      rows.map((row) => ({
        type: row.type,
        params: parseJson<NotificationParams>(row.params, {}),
        url: absoluteLink(parseJson<NotificationLink | null>(row.link, null)),
        unsubscribeUrl: unsubscribeUrl(userId, row.type),
      })),
      notificationSettingsUrl()
    )
  )
  return true
}
