import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import Conversation from '#chat/models/conversation'
import ChatMessage from '#chat/models/chat_message'
import ChatAttachment from '#chat/models/chat_attachment'
import Team from '#teams/models/team'
import Transport from '#transports/models/transport'
import { ok, err, type Result } from '#core/result'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { checkUpload, storeChecked, type CheckedUpload, type Upload } from '#core/files/uploads'
import { existingConversation } from '#chat/queries/conversations'
import { broadcastChatMessage } from '#chat/listeners'
import { currentSocketId } from '#realtime/broadcast'
import {
  MAX_CHAT_ATTACHMENTS,
  MAX_CHAT_ATTACHMENT_BYTES,
  chatStorageKey,
  isChatStorageKey,
  type ChatSide,
} from '#chat/domain/chat'

/** Does the team take part in the transport (its dealer, or the carrier assigned to it)? */
async function transportOfTeam(transportId: number, team: Pick<Team, 'id' | 'kind'>) {
  const query = Transport.query().where('id', transportId).select('id')
  if (team.kind === 'dealer') query.where('team_id', team.id)
  else if (team.kind === 'transporter') query.where('transporter_team_id', team.id)
  else return null
  return query.first()
}

export type OpenConversationInput = {
  team: Pick<Team, 'id' | 'kind'>
  transportId: number | null
  subject: string | null
  byUserId: number
}

/**
 * Opens a conversation between staff and a team: about a transport of the
 * team (the existing one if there is, never a second), or a general one with
 * an optional subject. Another team's transport is refused (nothing written).
 */
export async function openConversation(
  input: OpenConversationInput
): Promise<Result<Conversation, 'transport_not_found' | 'not_a_team'>> {
  if (input.team.kind !== 'dealer' && input.team.kind !== 'transporter') return err('not_a_team')
  if (input.transportId !== null) {
    if (!(await transportOfTeam(input.transportId, input.team))) return err('transport_not_found')
    const existing = await existingConversation(input.team.id, input.transportId)
    if (existing) return ok(existing)
  } else if (!input.subject) {
    const general = await existingConversation(input.team.id, null)
    if (general) return ok(general)
  }
  const conversation = await Conversation.create({
    teamId: input.team.id,
    transportId: input.transportId,
    subject: input.transportId === null ? input.subject : null,
    createdByUserId: input.byUserId,
    lastMessageAt: DateTime.now(),
  })
  return ok(conversation)
}

/** Staff open a conversation with a team (dealer or carrier), optionally about one of its transports. */
export async function openConversationWithTeam(
  teamId: number,
  transportId: number | null,
  byUserId: number
) {
  const team = await Team.query().where('id', teamId).select('id', 'kind').first()
  if (!team) return err('not_a_team' as const)
  return openConversation({ team, transportId, subject: null, byUserId })
}

async function storeFiles(
  conversationId: number,
  uploads: Upload[]
): Promise<Result<Awaited<ReturnType<typeof storeChecked>>[], 'wrong_content' | 'too_many_files'>> {
  if (uploads.length > MAX_CHAT_ATTACHMENTS) return err('too_many_files')
  const checked: CheckedUpload[] = []
  for (const upload of uploads) {
    const file = await checkUpload(upload, (_kind, size) => size <= MAX_CHAT_ATTACHMENT_BYTES)
    if (!file.ok) return err('wrong_content')
    checked.push(file.value)
  }
  const stored = []
  for (const file of checked)
    stored.push(
      await storeChecked(file, (hex, kind) => chatStorageKey(conversationId, hex, kind.ext))
    )
  return ok(stored)
}

export type PostMessageInput = {
  conversationId: number
  authorUserId: number
  side: ChatSide
  body: string
  files: Upload[]
}

/**
 * A message (and its files, checked by content and stored first): one
 * transaction writes it, moves the conversation's newest-message pointers
 * and the author's read marker; after the commit it is broadcast on the
 * conversation's channel and to the other side's badge. Files are removed
 * again when nothing was written.
 */
export async function postMessage(
  input: PostMessageInput
): Promise<Result<ChatMessage, 'wrong_content' | 'too_many_files'>> {
  const files = await storeFiles(input.conversationId, input.files)
  if (!files.ok) return files
  const socketId = currentSocketId()
  let message: ChatMessage
  try {
    message = await db.transaction(async (trx) => {
      const conversation = await lockForUpdate(
        Conversation.query({ client: trx }).where('id', input.conversationId),
        trx
      ).firstOrFail()
      const created = await ChatMessage.create(
        {
          conversationId: conversation.id,
          authorUserId: input.authorUserId,
          side: input.side,
          body: input.body,
        },
        { client: trx }
      )
      for (const file of files.value)
        await ChatAttachment.create(
          { ...file, messageId: created.id, conversationId: conversation.id },
          { client: trx }
        )
      if (input.side === 'team') conversation.lastTeamMessageId = created.id
      else conversation.lastStaffMessageId = created.id
      conversation.lastMessageAt = created.createdAt
      await conversation.useTransaction(trx).save()
      await markRead(conversation.id, input.authorUserId, created.id, trx)
      return created
    })
  } catch (error) {
    for (const file of files.value)
      if (isChatStorageKey(file.storageKey)) await drive.use().delete(file.storageKey)
    throw error
  }
  const conversation = await Conversation.findOrFail(message.conversationId)
  await broadcastChatMessage(conversation, message, socketId)
  return ok(message)
}

/** The reader has seen everything up to `messageId` (a marker only ever moves forward). */
export async function markRead(
  conversationId: number,
  userId: number,
  messageId: number,
  trx?: QueryClientContract
) {
  const client = trx ?? db.connection()
  const now = databaseNow(client)
  await client
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
  await client
    .query()
    .from('chat_read_markers')
    .where('conversation_id', conversationId)
    .where('user_id', userId)
    .where('last_read_message_id', '<', messageId)
    .update({ last_read_message_id: messageId, updated_at: now })
}

/** Everything in the conversation is read by this user. */
export function markConversationRead(conversation: Conversation, userId: number) {
  const newest = Math.max(conversation.lastTeamMessageId ?? 0, conversation.lastStaffMessageId ?? 0)
  if (newest === 0) return Promise.resolve()
  return markRead(conversation.id, userId, newest)
}

/** Who handles the conversation on the staff side (a staff member, or nobody). */
export async function assignConversation(
  conversation: Conversation,
  userId: number | null,
  staffIds: Set<number>
): Promise<Result<Conversation, 'not_staff'>> {
  if (userId !== null && !staffIds.has(userId)) return err('not_staff')
  conversation.assignedUserId = userId
  await conversation.save()
  return ok(conversation)
}
