import transmit from '@adonisjs/transmit/services/main'
import db from '@adonisjs/lucid/services/db'
import { toId } from '#core/http/route_params'

/*
| `chats/:id`: one conversation's live page. Staff (not drivers), and the
| members (not drivers) of the conversation's team. Drivers have no chat.
| The payload only names the conversation and the message; the page reloads
| what its reader may see.
*/
export async function canListenToChat(userId: number, conversationId: number): Promise<boolean> {
  const row = await db
    .from('team_members')
    .join('teams', 'teams.id', 'team_members.team_id')
    .where('team_members.user_id', userId)
    .whereNot('team_members.role', 'driver')
    .where((inner) =>
      inner
        .where('teams.kind', 'staff')
        .orWhereIn(
          'teams.id',
          db.from('chat_conversations').where('id', conversationId).select('team_id')
        )
    )
    .select('team_members.id')
    .first()
  return Boolean(row)
}

transmit.authorize<{ id: string }>('chats/:id', async (ctx, { id }) => {
  const conversationId = toId(id)
  await ctx.auth.check()
  const user = ctx.auth.user
  if (!user || conversationId === null) return false
  return canListenToChat(user.id, conversationId)
})
