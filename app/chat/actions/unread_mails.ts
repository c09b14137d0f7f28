import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import User from '#identity/models/user'
import ChatMessage from '#chat/models/chat_message'
import { usersWantingNotification } from '#settings/notification_preferences'
import { databaseNow } from '#core/database/dialect'
import { i18nFor, isLocale } from '#core/i18n'
import UnreadMessageMail from '#chat/mails/unread_message_mail'
import {
  UNREAD_MAIL_AFTER_MINUTES,
  UNREAD_MAIL_WINDOW_HOURS,
  chatShowRoute,
  type ChatSide,
} from '#chat/domain/chat'

const prefixUrl = appUrl.replace(/\/+$/, '')
const EXCERPT = 200

type Candidate = {
  conversationId: number
  teamId: number
  teamName: string
  teamKind: string
  transportReference: string | null
  assignedUserId: number | null
  side: ChatSide
  messageId: number
}

/**
 * Per conversation and side, the newest message written between the window's
 * start and the threshold (bounded by the messages' created_at index).
 */
async function candidates(now: DateTime): Promise<Candidate[]> {
  const rows = await db
    .from('chat_messages as m')
    .join('chat_conversations as c', 'c.id', 'm.conversation_id')
    .join('teams as t', 't.id', 'c.team_id')
    .leftJoin('transports as tr', 'tr.id', 'c.transport_id')
    .where(
      'm.created_at',
      '<=',
      databaseNow(undefined, now.minus({ minutes: UNREAD_MAIL_AFTER_MINUTES }))
    )
    .where(
      'm.created_at',
      '>=',
      databaseNow(undefined, now.minus({ hours: UNREAD_MAIL_WINDOW_HOURS }))
    )
    .groupBy(
      'c.id',
      'c.team_id',
      't.name',
      't.kind',
      'tr.reference',
      'c.assigned_user_id',
      'm.side'
    )
    .select('c.id as conversation_id', 'c.team_id', 't.name as team_name', 't.kind as team_kind')
    .select('tr.reference as transport_reference', 'c.assigned_user_id', 'm.side')
    .max('m.id as message_id')
    .limit(1000)
  return rows.map((row) => ({
    conversationId: Number(row.conversation_id),
    teamId: Number(row.team_id),
    teamName: String(row.team_name),
    teamKind: String(row.team_kind),
    transportReference: row.transport_reference ?? null,
    assignedUserId: row.assigned_user_id === null ? null : Number(row.assigned_user_id),
    side: row.side as ChatSide,
    messageId: Number(row.message_id),
  }))
}

/**
 * Who reads what a side wrote: staff's messages go to the team's members
 * (not drivers); the team's to the staff member handling the conversation,
 * or to every staff member (not drivers) while nobody handles it.
 */
async function recipientsOf(candidate: Candidate): Promise<number[]> {
  if (candidate.side === 'team' && candidate.assignedUserId !== null)
    return [candidate.assignedUserId]
  const query = db
    .from('team_members')
    .join('teams', 'teams.id', 'team_members.team_id')
    .whereNot('team_members.role', 'driver')
    .distinct('team_members.user_id')
    .limit(500)
  if (candidate.side === 'staff') query.where('teams.id', candidate.teamId)
  else query.where('teams.kind', 'staff')
  const rows = await query
  return rows.map((row) => Number(row.user_id))
}

/**
 * Claims the e-mail for this recipient: records the message it is sent for,
 * only when something is unread (`last_read < message`) and no e-mail was
 * sent since they last read. A conditional update, so two runs (or a retried
 * one) never send it twice.
 */
async function claim(conversationId: number, userId: number, messageId: number) {
  const now = databaseNow()
  await db
    .knexQuery()
    .table('chat_read_markers')
    .insert({
      conversation_id: conversationId,
      user_id: userId,
      last_read_message_id: 0,
      last_mailed_message_id: 0,
      updated_at: now,
    })
    .onConflict(['conversation_id', 'user_id'])
    .ignore()
  const updated = await db
    .from('chat_read_markers')
    .where('conversation_id', conversationId)
    .where('user_id', userId)
    .where('last_read_message_id', '<', messageId)
    .whereRaw('last_mailed_message_id <= last_read_message_id')
    .update({ last_mailed_message_id: messageId, updated_at: now })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0
}

function conversationUrl(candidate: Candidate, recipientIsStaff: boolean) {
  const area = recipientIsStaff ? 'admin' : candidate.teamKind
  return urlFor(chatShowRoute(area), { id: candidate.conversationId }, { prefixUrl })
}

/**
 * The unread-message e-mails due now (the job every 5 minutes): one per
 * conversation and recipient for a message left unread for 15 minutes,
 * to those who want `chat_message` by e-mail. Returns how many were queued.
 */
export async function sendUnreadMails(now = DateTime.now()): Promise<number> {
  let sent = 0
  for (const candidate of await candidates(now)) {
    const recipients = await usersWantingNotification(
      await recipientsOf(candidate),
      'chat_message',
      'mail'
    )
    if (recipients.length === 0) continue
    const message = await ChatMessage.findOrFail(candidate.messageId)
    const users = await User.query()
      .whereIn('id', recipients)
      .select('id', 'email', 'full_name', 'locale')
    for (const user of users) {
      if (!(await claim(candidate.conversationId, user.id, candidate.messageId))) continue
      await mail.sendLater(unreadMail(candidate, user, message.body))
      sent += 1
    }
  }
  return sent
}

function unreadMail(candidate: Candidate, user: User, body: string) {
  const toStaff = candidate.side === 'team'
  const locale = isLocale(user.locale) ? user.locale : 'it'
  const from = toStaff ? candidate.teamName : i18nFor(locale).t('chat.mail.staff')
  return new UnreadMessageMail(
    { email: user.email, fullName: user.fullName, locale: user.locale },
    conversationUrl(candidate, toStaff),
    {
      from,
      transport: candidate.transportReference ?? '',
      excerpt: body.length > EXCERPT ? `${body.slice(0, EXCERPT)}…` : body,
    }
  )
}
