import transmit from '@adonisjs/transmit/services/main'
import { trackingTokenExists } from '#transports/queries/tracking'

/*
| The public tracking channel `tracking/<token>`: anyone who knows the token of
| an existing transport may listen (the payload carries only the state).
*/
transmit.authorize<{ token: string }>('tracking/:token', (_ctx, { token }) =>
  trackingTokenExists(token)
)
