/**
 * Reads of the chat, always within what the caller may see (`chatScopeOf`):
 * a team its own conversations, staff every one. Unread = messages of the
 * other side newer than the reader's marker (chat_read_markers).
 */
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { Readable } from 'node:stream'
import Conversation from '#chat/models/conversation'
import ChatMessage from '#chat/models/chat_message'
import ChatAttachment from '#chat/models/chat_attachment'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import Transport from '#transports/models/transport'
import type { CurrentTeam } from '#teams/queries/current_team'
import { paginatePlainRows } from '#core/database/paginate'
import { namesById } from '#core/database/plain_rows'
import { paginated, paginateWithin } from '#core/paging'
import { toId } from '#core/http/route_params'
import {
  CONVERSATIONS_PER_PAGE,
  MESSAGES_PER_PAGE,
  isChatStorageKey,
  otherSide,
  type ChatSide,
} from '#chat/domain/chat'

/** `{}`: every conversation (staff); `teamId`: only that team's. */
export type ChatScope = { teamId?: number }

/** The reader: who they are and on which side they write. */
export type ChatViewer = { userId: number; side: ChatSide }

export function chatScopeOf(member: CurrentTeam): ChatScope {
  return member.team.kind === 'staff' ? {} : { teamId: member.team.id }
}

export function viewerOf(member: CurrentTeam, userId: number): ChatViewer {
  return { userId, side: member.team.kind === 'staff' ? 'staff' : 'team' }
}

export type ChatFilters = {
  unread: boolean
  teamId: number | null
  transportId: number | null
  assigned: 'me' | 'none' | null
}

/** The staff list's filters from the query string (anything unknown is no filter). */
export function parseChatFilters(qs: Record<string, unknown>): ChatFilters {
  return {
    unread: qs.unread === '1',
    teamId: toId(qs.teamId),
    transportId: toId(qs.transportId),
    assigned: qs.assigned === 'me' || qs.assigned === 'none' ? qs.assigned : null,
  }
}

const lastOf = (side: ChatSide) =>
  side === 'team'
    ? 'chat_conversations.last_team_message_id'
    : 'chat_conversations.last_staff_message_id'

/** SQL (with its binding) true for a conversation with something unread for the viewer. */
function unreadCondition(viewer: ChatViewer): [string, number[]] {
  return [
    `coalesce(${lastOf(otherSide(viewer.side))}, 0) > coalesce((select r.last_read_message_id from chat_read_markers r where r.conversation_id = chat_conversations.id and r.user_id = ?), 0)`,
    [viewer.userId],
  ]
}

function scoped(scope: ChatScope) {
  const query = Conversation.query()
  if (scope.teamId !== undefined) query.where('chat_conversations.team_id', scope.teamId)
  return query
}

const ROW = [
  'id',
  'teamId',
  'transportId',
  'subject',
  'assignedUserId',
  'lastMessageAt',
  'createdAt',
] as const

/** A list of conversations, the most recent activity first, with names and unread counts. */
export async function listConversations(
  page: number,
  scope: ChatScope,
  viewer: ChatViewer,
  filters: ChatFilters = { unread: false, teamId: null, transportId: null, assigned: null }
) {
  const query = scoped(scope).orderBy('last_message_at', 'desc').orderBy('id', 'desc')
  if (filters.teamId) query.where('team_id', filters.teamId)
  if (filters.transportId) query.where('transport_id', filters.transportId)
  if (filters.assigned === 'me') query.where('assigned_user_id', viewer.userId)
  if (filters.assigned === 'none') query.whereNull('assigned_user_id')
  if (filters.unread) query.whereRaw(...unreadCondition(viewer))
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(Conversation, query, ROW, current, CONVERSATIONS_PER_PAGE)
  )
  const rows = result.all()
  const [teams, transports, handlers, unread] = await Promise.all([
    namesById(
      Team,
      rows.map((row) => row.teamId)
    ),
    namesById(
      Transport,
      rows.map((row) => row.transportId),
      'reference'
    ),
    namesById(
      User,
      rows.map((row) => row.assignedUserId),
      'full_name'
    ),
    unreadCounts(
      rows.map((row) => row.id),
      viewer
    ),
  ])
  return paginated(result, (row) => ({
    conversation: row,
    teamName: teams.get(row.teamId) ?? '',
    transportReference: row.transportId ? (transports.get(row.transportId) ?? null) : null,
    handler: row.assignedUserId ? (handlers.get(row.assignedUserId) ?? null) : null,
    unread: unread.get(row.id) ?? 0,
  }))
}

/** Unread messages per conversation for the viewer, in one query. */
export async function unreadCounts(ids: number[], viewer: ChatViewer) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .from('chat_messages as m')
    .leftJoin('chat_read_markers as r', (join) =>
      join.on('r.conversation_id', 'm.conversation_id').andOnVal('r.user_id', viewer.userId)
    )
    .whereIn('m.conversation_id', ids)
    .where('m.side', otherSide(viewer.side))
    .whereRaw('m.id > coalesce(r.last_read_message_id, 0)')
    .groupBy('m.conversation_id')
    .select('m.conversation_id')
    .count('* as unread')
  return new Map(rows.map((row) => [Number(row.conversation_id), Number(row.unread)]))
}

/**
 * The menu badge: conversations with something unread for the member. Staff
 * count those assigned to them or to nobody; a team its own. Null when the
 * member has no chat (drivers, no team).
 */
export async function unreadConversationCount(
  member: CurrentTeam | null,
  userId: number
): Promise<number | null> {
  if (!member || member.role === 'driver') return null
  const viewer = viewerOf(member, userId)
  const query = scoped(chatScopeOf(member)).whereRaw(...unreadCondition(viewer))
  if (viewer.side === 'staff')
    query.where((inner) => inner.whereNull('assigned_user_id').orWhere('assigned_user_id', userId))
  const [row] = await query.count('* as total').pojo<{ total: number | string }>()
  return Number(row?.total ?? 0)
}

export function findConversation(id: number, scope: ChatScope) {
  return scoped(scope)
    .where('chat_conversations.id', id)
    .preload('team', (q) => q.select('id', 'name', 'kind'))
    .preload('transport', (q) => q.select('id', 'reference', 'team_id', 'transporter_team_id'))
    .preload('assignedUser', (q) => q.select('id', 'full_name'))
    .first()
}

/** The conversation of a team about a transport (or its general one when `transportId` is null). */
export function existingConversation(teamId: number, transportId: number | null) {
  const query = Conversation.query().where('team_id', teamId).orderBy('id', 'asc')
  if (transportId === null) query.whereNull('transport_id').whereNull('subject')
  else query.where('transport_id', transportId)
  return query.first()
}

/** The newest messages (or those before `beforeId`), oldest first, with authors and files. */
export async function messagesOf(conversationId: number, beforeId: number | null) {
  const query = ChatMessage.query()
    .where('conversation_id', conversationId)
    .orderBy('id', 'desc')
    .limit(MESSAGES_PER_PAGE + 1)
    .preload('author', (q) => q.select('id', 'full_name'))
    .preload('attachments', (q) => q.orderBy('id', 'asc'))
  if (beforeId) query.where('id', '<', beforeId)
  const rows = await query
  const hasOlder = rows.length > MESSAGES_PER_PAGE
  return { messages: rows.slice(0, MESSAGES_PER_PAGE).reverse(), hasOlder }
}

export function findAttachment(conversationId: number, attachmentId: number) {
  return ChatAttachment.query()
    .where('conversation_id', conversationId)
    .where('id', attachmentId)
    .first()
}

export async function attachmentContents(
  attachment: Pick<ChatAttachment, 'storageKey'>
): Promise<Readable | null> {
  if (!isChatStorageKey(attachment.storageKey)) return null
  const disk = drive.use()
  if (!(await disk.exists(attachment.storageKey))) return null
  return disk.getStream(attachment.storageKey)
}

/** Who may handle a conversation: the members of staff teams but drivers (name order). */
export function staffMembers() {
  return User.query()
    .select('users.id', 'users.full_name')
    .join('team_members', 'team_members.user_id', 'users.id')
    .join('teams', 'teams.id', 'team_members.team_id')
    .where('teams.kind', 'staff')
    .whereNot('team_members.role', 'driver')
    .distinct()
    .orderBy('users.full_name')
    .limit(200)
}

/** The teams a staff member may filter by: those that have conversations (name order, bounded). */
export async function teamsWithConversations() {
  return Team.query()
    .select('teams.id', 'teams.name')
    .whereIn('teams.id', db.from('chat_conversations').select('team_id'))
    .orderBy('teams.name')
    .limit(300)
}
