import type { HttpContext } from '@adonisjs/core/http'
import { authorizeChannel, fromPusherChannel } from '#realtime/channels'
import { pusherClient } from '#realtime/pusher'
import {
  pusherChannelAuthValidator,
  pusherUserAuthValidator,
} from '#realtime/validators/realtime_validators'
import { refuse } from '#realtime/support/refusal'

/**
 * Pusher-protocol authorization (what pusher-js and Laravel Echo call):
 * a signature for a private channel the session user may join (the same rules
 * as the Transmit subscribe route), or for the user's own identity. 404 when
 * no Pusher server is configured, 403 for a channel or user it may not have.
 */
export default class BroadcastingAuthController {
  /** POST /broadcasting/auth: socket_id + channel_name (`private-users.5`, `private-teams.3`). */
  async channel(ctx: HttpContext) {
    const pusher = pusherClient()
    if (!pusher) return refuse(ctx, 404, 'Not found')
    const [error, input] = await pusherChannelAuthValidator.tryValidate(ctx.request.all())
    if (error) return refuse(ctx, 400, 'Invalid request')
    const channel = fromPusherChannel(input.channel_name)
    if (!channel || !(await authorizeChannel(ctx, channel))) return refuse(ctx, 403, 'Forbidden')
    return pusher.authorizeChannel(input.socket_id, input.channel_name)
  }

  /** POST /broadcasting/user-auth: socket_id; signs `{ id }` of the session user. */
  async user(ctx: HttpContext) {
    const pusher = pusherClient()
    if (!pusher) return refuse(ctx, 404, 'Not found')
    const [error, input] = await pusherUserAuthValidator.tryValidate(ctx.request.all())
    if (error) return refuse(ctx, 400, 'Invalid request')
    const user = (await ctx.auth.check()) ? ctx.auth.user : null
    if (!user) return refuse(ctx, 403, 'Forbidden')
    return pusher.authenticateUser(input.socket_id, { id: String(user.id) })
  }
}
