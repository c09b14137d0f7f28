import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { transportByToken } from '#transports/queries/tracking'
import TransportTransformer from '#transports/transformers/transport_transformer'
import { trackingChannel } from '#transports/listeners'
import { positionProps } from '#transports/controllers/position_props'

/** Public tracking page: no login, the unguessable token is the key (an unknown one is a 404). */
export default class TrackingController {
  async show(ctx: HttpContext) {
    const transport = found(await transportByToken(ctx.params.token))
    ctx.response.header('Referrer-Policy', 'no-referrer')
    ctx.response.header('X-Robots-Tag', 'noindex')
    return ctx.inertia.render('site/tracking', {
      tracking: TransportTransformer.transform(transport).useVariant('forPublic'),
      channel: trackingChannel(transport.trackingToken),
      ...(await positionProps(transport)),
    })
  }
}
