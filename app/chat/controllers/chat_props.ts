import type { HttpContext } from '@adonisjs/core/http'
import type Conversation from '#chat/models/conversation'
import ConversationTransformer from '#chat/transformers/conversation_transformer'
import ChatMessageTransformer from '#chat/transformers/chat_message_transformer'
import {
  messagesOf,
  staffMembers,
  unreadCounts,
  viewerOf,
  type ChatViewer,
} from '#chat/queries/conversations'
import { chatChannel } from '#chat/domain/chat'
import { toId } from '#core/http/route_params'

/** The staff members a conversation may be assigned to (staff who may assign only). */
async function assignable(ctx: HttpContext, viewer: ChatViewer) {
  if (viewer.side !== 'staff') return []
  if (!(await ctx.bouncer.with('ConversationPolicy').allows('assign', ctx.currentTeam))) return []
  const users = await staffMembers()
  return users.map((user) => ({ id: user.id, name: user.fullName }))
}

function headerOf(conversation: Conversation, unread: number) {
  return ConversationTransformer.transform({
    conversation,
    teamName: conversation.team.name,
    teamKind: conversation.team.kind,
    transportReference: conversation.transport?.reference ?? null,
    handler: conversation.assignedUser?.fullName ?? null,
    unread,
  }).useVariant('forPage')
}

/** The newest messages, or those before `?before=` (and whether there are older ones). */
async function messagePage(conversationId: number, before: number | null) {
  const { messages, hasOlder } = await messagesOf(conversationId, before)
  return {
    messages: ChatMessageTransformer.transform(messages),
    older: hasOlder ? (messages[0]?.id ?? null) : null,
    paged: before !== null,
  }
}

/** The conversation page's props: header, the newest messages (or older ones), the live channel. */
export async function conversationProps(ctx: HttpContext, conversation: Conversation) {
  const viewer = viewerOf(ctx.currentTeam, ctx.auth.user!.id)
  const [page, unread, staff] = await Promise.all([
    messagePage(conversation.id, toId(ctx.request.qs().before)),
    unreadCounts([conversation.id], viewer),
    assignable(ctx, viewer),
  ])
  return {
    conversation: headerOf(conversation, unread.get(conversation.id) ?? 0),
    ...page,
    side: viewer.side,
    channel: chatChannel(conversation.id),
    staff,
  }
}
