import transmit from '@adonisjs/transmit/services/main'
import { trackingTokenExists } from '#transports/queries/tracking'
import { isCarrierMember } from '#transports/queries/carriers'

/*
| The public tracking channel `tracking/<token>`: anyone who knows the token of
| an existing transport may listen (the payload carries only the state, and
| while it is on the road its last position: app/transports/position_listeners.ts).
*/
transmit.authorize<{ token: string }>('tracking/:token', (_ctx, { token }) =>
  trackingTokenExists(token)
)

/*
| `transports/published`: the marketplace's live list. Members (not drivers) of
| a transporter team may listen; the payload only names a transport that
| appeared or left, and each carrier's list then reloads what it may see.
*/
transmit.authorize('transports/published', async (ctx) => {
  await ctx.auth.check()
  const user = ctx.auth.user
  return user ? isCarrierMember(user.id) : false
})
