import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import Transport from '#transports/models/transport'
import { forTracking } from '#transports/transformers/transport_transformer'
import { trackingChannel } from '#transports/listeners'

/** 32 random bytes in base64url. */
export const TRACKING_TOKEN = /^[A-Za-z0-9_-]{43}$/

export async function transportByToken(token: unknown) {
  if (typeof token !== 'string' || !TRACKING_TOKEN.test(token)) return null
  return Transport.query()
    .where('tracking_token', token)
    .preload('events', (events) => events.orderBy('created_at', 'asc').orderBy('id', 'asc'))
    .first()
}

/** Public tracking page: no login, the unguessable token is the key. */
export default class TrackingController {
  async show(ctx: HttpContext) {
    const transport = await transportByToken(ctx.params.token)
    if (!transport) throw new NotFoundException()
    ctx.response.header('Referrer-Policy', 'no-referrer')
    ctx.response.header('X-Robots-Tag', 'noindex')
    return ctx.inertia.render('site/tracking', {
      tracking: forTracking(transport),
      channel: trackingChannel(transport.trackingToken),
    })
  }
}
