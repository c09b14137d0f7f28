import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'
import { unreadConversationCount } from '#chat/queries/conversations'

/**
 * The Chat / Messages menu badge, read by the layout (not a shared prop, so
 * no page pays for it): `{ count }`, null for a member without a chat
 * (drivers). Staff count the conversations assigned to them or to nobody.
 */
export default class ChatBadgeController {
  async show(ctx: HttpContext) {
    const member = await currentTeamOf(ctx)
    const allowed = member
      ? await ctx.bouncer.with('ConversationPolicy').allows('viewAny', member)
      : false
    const count = allowed ? await unreadConversationCount(member, ctx.auth.user!.id) : null
    ctx.response.header('Cache-Control', 'no-store')
    return { count }
  }
}
