import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notificationChannelsFor } from '#settings/notification_preferences'
import type { NotificationChannel, NotificationType } from '#settings/domain/notification_types'
import { databaseNow } from '#core/database/dialect'
import { broadcastToUser } from '#realtime/broadcast'
import {
  isMailFrequency,
  type MailFrequency,
  type NotificationLink,
  type NotificationParams,
} from '#notifications/domain/links'
import {
  resolveAudience,
  teamRecipientsFor,
  type AudienceInput,
  type Recipient,
} from '#notifications/queries/audience'
import { unreadCountOf } from '#notifications/queries/unread_count'
import { absoluteLink, unsubscribeUrl } from '#notifications/support/urls'
import NotificationMail from '#notifications/mails/notification_mail'

export type NotifyInput = AudienceInput & {
  /** one event = one key: the same key never notifies a user (or an address) twice */
  eventKey: string
  params: NotificationParams
  link?: NotificationLink | null
  /** inside a transaction: everything happens after its commit, nothing on rollback */
  trx?: TransactionClientContract
  /**
   * Only these channels: for an event whose e-mail its capability still
   * sends itself (with an attachment or a token only it has), in-app only.
   */
  channels?: readonly NotificationChannel[]
}

export type NotifyOutcome = { inApp: number[]; mailed: string[] }

/**
 * Tells the audience of an event (docs/notifications.md): in-app rows for the
 * users who want them (and their new unread count on `users/:id`), an e-mail
 * (queued, in the recipient's language, or kept for their digest) for those
 * who want e-mails, and the teams' extra recipients when the type allows it.
 * Never throws: a failure is logged, the caller's work is already done.
 */
export async function notify(input: NotifyInput): Promise<NotifyOutcome | null> {
  const { trx, ...rest } = input
  if (trx) {
    trx.after('commit', async () => {
      await notify(rest)
    })
    return null
  }
  try {
    return await deliver(rest)
  } catch (error) {
    logger.error({ err: error, type: input.type, eventKey: input.eventKey }, 'notification failed')
    return null
  }
}

async function deliver(input: Omit<NotifyInput, 'trx'>): Promise<NotifyOutcome> {
  const recipients = await resolveAudience(input)
  const channels = await notificationChannelsFor(
    recipients.map((recipient) => recipient.userId),
    input.type
  )
  const allowed = (channel: NotificationChannel) =>
    !input.channels || input.channels.includes(channel)
  const wants = (r: Recipient, channel: NotificationChannel) =>
    allowed(channel) && Boolean(channels.get(r.userId)?.includes(channel))
  const inApp = recipients.filter((r) => wants(r, 'in_app'))
  const byMail = recipients.filter((r) => wants(r, 'mail'))
  await insertInApp(input, inApp)
  const mailed = await mailUsers(input, byMail)
  const teamIds = allowed('mail') ? [...new Set(input.teamIds ?? [])] : []
  for (const extra of await teamRecipientsFor(input.type, teamIds)) {
    const sent = await queueMail(input, {
      userId: null,
      email: extra.email,
      fullName: extra.name,
      locale: 'it',
      frequency: 'immediate',
    })
    if (sent) mailed.push(extra.email)
  }
  return { inApp: inApp.map((r) => r.userId), mailed }
}

async function insertInApp(input: Omit<NotifyInput, 'trx'>, recipients: Recipient[]) {
  if (recipients.length === 0) return
  const now = databaseNow()
  await db
    .knexQuery()
    .table('notifications')
    .insert(
      recipients.map((recipient) => ({
        user_id: recipient.userId,
        team_id: recipient.teamId,
        type: input.type,
        event_key: input.eventKey,
        params: JSON.stringify(input.params),
        link: input.link ? JSON.stringify(input.link) : null,
        created_at: now,
      }))
    )
    .onConflict(['user_id', 'type', 'event_key'])
    .ignore()
  for (const recipient of recipients) {
    const count = await unreadCountOf(recipient.userId)
    broadcastToUser(recipient.userId, { type: 'notifications.unread', count }, null)
  }
}

async function mailUsers(input: Omit<NotifyInput, 'trx'>, recipients: Recipient[]) {
  const mailed: string[] = []
  if (recipients.length === 0) return mailed
  const frequencies = await frequenciesOf(recipients.map((recipient) => recipient.userId))
  for (const recipient of recipients) {
    const sent = await queueMail(input, {
      userId: recipient.userId,
      email: recipient.email,
      fullName: recipient.fullName,
      locale: recipient.locale,
      frequency: frequencies.get(recipient.userId) ?? 'immediate',
    })
    if (sent) mailed.push(recipient.email)
  }
  return mailed
}

/** A user's chosen e-mail frequency (absent: immediate). */
export async function frequenciesOf(userIds: number[]): Promise<Map<number, MailFrequency>> {
  const rows = await db
    .from('notification_mail_settings')
    .whereIn('user_id', userIds)
    .select('user_id', 'frequency')
  return new Map(
    rows
      .filter((row) => isMailFrequency(row.frequency))
      .map((row) => [Number(row.user_id), row.frequency as MailFrequency])
  )
}

type MailTarget = {
  userId: number | null
  email: string
  fullName: string | null
  locale: string | null
  frequency: MailFrequency
}

/**
 * Records the e-mail of this event to this address (the unique key refuses a
 * second one, also under a concurrent retry) and queues it, unless the
 * recipient gets digests: then the row waits for the digest job.
 */
async function queueMail(input: Omit<NotifyInput, 'trx'>, target: MailTarget) {
  const immediate = target.frequency === 'immediate'
  const now = databaseNow()
  /* ON CONFLICT DO NOTHING: a duplicate is no error (which would abort a PostgreSQL transaction) */
  const inserted = await db
    .knexQuery()
    .table('notification_mails')
    .insert({
      user_id: target.userId,
      email: target.email.toLowerCase(),
      locale: target.locale ?? 'it',
      type: input.type,
      event_key: input.eventKey,
      params: JSON.stringify(input.params),
      link: input.link ? JSON.stringify(input.link) : null,
      frequency: target.frequency,
      sent_at: immediate ? now : null,
      created_at: now,
    })
    .onConflict(['email', 'type', 'event_key'])
    .ignore()
    .returning('id')
  if (inserted.length === 0) return false
  if (!immediate) return true
  await mail.sendLater(
    new NotificationMail(
      { email: target.email, fullName: target.fullName, locale: target.locale },
      {
        type: input.type,
        params: input.params,
        url: absoluteLink(input.link ?? null),
        unsubscribeUrl: target.userId ? unsubscribeUrl(target.userId, input.type) : null,
      }
    )
  )
  return true
}

export type { NotificationType }
