import type { HttpContext } from '@adonisjs/core/http'
import type Conversation from '#chat/models/conversation'
import ConversationTransformer from '#chat/transformers/conversation_transformer'
import ChatMessageTransformer from '#chat/transformers/chat_message_transformer'
import { messagesOf, staffMembers, unreadCounts, viewerOf } from '#chat/queries/conversations'
import { chatChannel } from '#chat/domain/chat'
import { toId } from '#core/http/route_params'

/** The conversation page's props: header, the newest messages (or older ones), the live channel. */
export async function conversationProps(ctx: HttpContext, conversation: Conversation) {
  const viewer = viewerOf(ctx.currentTeam, ctx.auth.user!.id)
  const before = toId(ctx.request.qs().before)
  const [{ messages, hasOlder }, unread] = await Promise.all([
    messagesOf(conversation.id, before),
    unreadCounts([conversation.id], viewer),
  ])
  const staff = viewer.side === 'staff'
  const canAssign = await ctx.bouncer.with('ConversationPolicy').allows('assign', ctx.currentTeam)
  return {
    conversation: ConversationTransformer.transform({
      conversation,
      teamName: conversation.team.name,
      teamKind: conversation.team.kind,
      transportReference: conversation.transport?.reference ?? null,
      handler: conversation.assignedUser?.fullName ?? null,
      unread: unread.get(conversation.id) ?? 0,
    }).useVariant('forPage'),
    messages: ChatMessageTransformer.transform(messages),
    older: hasOlder ? (messages[0]?.id ?? null) : null,
    paged: before !== null,
    side: viewer.side,
    channel: chatChannel(conversation.id),
    staff: staff && canAssign
      ? (await staffMembers()).map((user) => ({ id: user.id, name: user.fullName }))
      : [],
  }
}
