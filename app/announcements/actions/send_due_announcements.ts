import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type Announcement from '#announcements/models/announcement'
import { dueForEmail, recipientsOf } from '#announcements/queries/announcements'
import { AnnouncementMail } from '#announcements/mails/announcement_mail'
import { databaseNow } from '#core/database/dialect'
import { usersWantingNotification } from '#settings/notification_preferences'

/**
 * E-mails one announcement to its audience, each recipient once: a row in
 * announcement_emails is written before that recipient's e-mail is queued,
 * and a recipient who already has one is skipped, so a retried or concurrent
 * run never e-mails anyone twice. Users who turned off e-mails of type
 * `announcement` get none. Answers how many were queued by this run.
 */
export async function emailAnnouncement(announcement: Announcement) {
  const recipients = await recipientsOf(announcement)
  const wanting = new Set(
    await usersWantingNotification(
      recipients.map((recipient) => recipient.id),
      'announcement',
      'mail'
    )
  )
  let queued = 0
  for (const recipient of recipients) {
    if (!wanting.has(recipient.id)) continue
    const claimed = await db
      .knexQuery()
      .table('announcement_emails')
      .insert({ announcement_id: announcement.id, user_id: recipient.id, queued_at: databaseNow() })
      .onConflict(['announcement_id', 'user_id'])
      .ignore()
      .returning('user_id')
    if (Array.isArray(claimed) && claimed.length === 0) continue
    await mail.sendLater(new AnnouncementMail(recipient, announcement))
    queued += 1
  }
  const total = await db
    .from('announcement_emails')
    .where('announcement_id', announcement.id)
    .count('* as total')
    .first()
  await db
    .from('announcements')
    .where('id', announcement.id)
    .whereNull('emailed_at')
    .update({ emailed_at: databaseNow(), emailed_count: Number(total?.total ?? 0) })
  return queued
}

/** Every announcement out now whose e-mail is still to send (the scheduled job). */
export async function sendDueAnnouncements(now: DateTime = DateTime.now()) {
  let queued = 0
  for (const announcement of await dueForEmail(now)) queued += await emailAnnouncement(announcement)
  return queued
}
