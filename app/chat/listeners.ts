/*
| Realtime of the chat, after the commit:
| - `chats/<id>` (private: staff and the conversation's team, not drivers;
|   rule in app/chat/channels.ts) learns a message arrived: the open page
|   reloads its messages. The payload only names the conversation and the
|   message.
| - the other side's badge: the team's channel (`teams/<id>`) when staff
|   wrote, every staff team's channel when the team wrote; the layout reloads
|   the unread count. Drivers are on the team channel: the payload names only
|   the conversation.
*/
import transmit from '@adonisjs/transmit/services/main'
import Team from '#teams/models/team'
import { broadcastToTeam } from '#realtime/broadcast'
import { chatChannel } from '#chat/domain/chat'
import type Conversation from '#chat/models/conversation'
import type ChatMessage from '#chat/models/chat_message'

export async function broadcastChatMessage(
  conversation: Pick<Conversation, 'id' | 'teamId'>,
  message: Pick<ChatMessage, 'id' | 'side'>,
  originSocketId: string | null
) {
  transmit.broadcast(chatChannel(conversation.id), {
    type: 'chat.message',
    conversationId: conversation.id,
    messageId: message.id,
    originSocketId,
  })
  const badge = { type: 'chat.unread', conversationId: conversation.id }
  if (message.side === 'staff') {
    broadcastToTeam(conversation.teamId, badge, originSocketId)
    return
  }
  const staffTeams = await Team.query().where('kind', 'staff').select('id').limit(50)
  for (const team of staffTeams) broadcastToTeam(team.id, badge, originSocketId)
}
