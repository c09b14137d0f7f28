import type { HttpContext } from '@adonisjs/core/http'
import transmit from '@adonisjs/transmit/services/main'
import { authorizeChannel } from '#realtime/channels'
import { subscriptionValidator } from '#realtime/validators/realtime_validators'
import { refuse } from '#realtime/support/refusal'

/**
 * POST /__transmit/subscribe and /unsubscribe, in place of Transmit's own
 * controllers: the body is validated first (Transmit's would answer 500 to a
 * missing or non-string channel), then the channel rules of
 * app/realtime/channels.ts decide. A refusal is a 400 JSON answer, which the
 * Transmit client reads as "not subscribed".
 */
export default class TransmitSubscriptionsController {
  async subscribe(ctx: HttpContext) {
    const [error, input] = await subscriptionValidator.tryValidate(ctx.request.all())
    if (error) return refuse(ctx, 400, 'Invalid subscription')
    const subscribed =
      (await authorizeChannel(ctx, input.channel)) &&
      (await transmit.subscribe({ ...input, context: ctx, skipAuthorization: true }))
    return subscribed ? ctx.response.noContent() : refuse(ctx, 400, 'Subscription refused')
  }

  async unsubscribe(ctx: HttpContext) {
    const [error, input] = await subscriptionValidator.tryValidate(ctx.request.all())
    if (error) return refuse(ctx, 400, 'Invalid subscription')
    await transmit.unsubscribe({ ...input, context: ctx })
    return ctx.response.noContent()
  }
}
