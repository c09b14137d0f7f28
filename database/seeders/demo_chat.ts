import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Transport from '#transports/models/transport'
import Conversation from '#chat/models/conversation'
import ChatMessage from '#chat/models/chat_message'
import { markRead } from '#chat/actions/conversations'
import type { ChatSide } from '#chat/domain/chat'

type Line = { side: ChatSide; author: User; body: string; minutesAgo: number }

async function converse(conversation: Conversation, lines: Line[]) {
  for (const line of lines) {
    const message = await ChatMessage.create({
      conversationId: conversation.id,
      authorUserId: line.author.id,
      side: line.side,
      body: line.body,
      createdAt: DateTime.now().minus({ minutes: line.minutesAgo }),
    })
    if (line.side === 'team') conversation.lastTeamMessageId = message.id
    else conversation.lastStaffMessageId = message.id
    conversation.lastMessageAt = message.createdAt
    /* the author has read everything up to what they wrote */
    await markRead(conversation.id, line.author.id, message.id)
  }
  await conversation.save()
}

/**
 * Demo chat (issue 13): the dealer's conversation about its first transport
 * (staff's two answers still unread by the dealer: the Messages badge shows
 * it), and the carrier's general one, handled by the admin, whose last
 * message the admin has not read yet.
 */
export async function seedChatDemo() {
  const admin = await User.findBy('email', 'admin@example.com')
  const dealer = await User.findBy('email', 'dealer@example.com')
  const carrier = await User.findBy('email', 'transporter@example.com')
  if (!admin || !dealer || !carrier || !dealer.currentTeamId || !carrier.currentTeamId) return
  const transport = await Transport.query()
    .where('team_id', dealer.currentTeamId)
    .orderBy('id', 'asc')
    .first()
  if (transport) {
    const aboutTransport = await Conversation.create({
      teamId: dealer.currentTeamId,
      transportId: transport.id,
      createdByUserId: dealer.id,
      lastMessageAt: DateTime.now(),
    })
    await converse(aboutTransport, [
      {
        side: 'team',
        author: dealer,
        body: 'Buongiorno, il ritiro può slittare di un giorno? Il cliente ritira la permuta giovedì.',
        minutesAgo: 180,
      },
      {
        side: 'staff',
        author: admin,
        body: 'Buongiorno! Sentiamo il trasportatore e vi confermiamo entro oggi.',
        minutesAgo: 150,
      },
      {
        side: 'staff',
        author: admin,
        body: 'Confermato: il trasportatore può ritirare venerdì mattina, stessa fascia oraria.',
        minutesAgo: 40,
      },
    ])
  }
  const general = await Conversation.create({
    teamId: carrier.currentTeamId,
    transportId: null,
    subject: 'Documenti assicurativi',
    createdByUserId: carrier.id,
    assignedUserId: admin.id,
    lastMessageAt: DateTime.now(),
  })
  await converse(general, [
    {
      side: 'team',
      author: carrier,
      body: 'Abbiamo rinnovato la polizza CMR: la carico nei documenti o la mando qui?',
      minutesAgo: 25,
    },
  ])
}
