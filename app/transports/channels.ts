import transmit from '@adonisjs/transmit/services/main'
import { TRACKING_TOKEN } from '#transports/controllers/tracking_controller'
import Transport from '#transports/models/transport'

/*
| The public tracking channel `tracking/<token>`: anyone who knows the token of
| an existing transport may listen (the payload carries only the state).
*/
transmit.authorize<{ token: string }>('tracking/:token', async (_ctx, { token }) => {
  if (typeof token !== 'string' || !TRACKING_TOKEN.test(token)) return false
  const transport = await Transport.query().where('tracking_token', token).select('id').first()
  return transport !== null
})
