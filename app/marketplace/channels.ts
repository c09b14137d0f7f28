import transmit from '@adonisjs/transmit/services/main'
import { isStaffMember } from '#transports/queries/carriers'
import { BIDS_CHANNEL } from '#marketplace/listeners'
import { toId } from '#core/http/route_params'
import { isInvitedMember } from '#marketplace/queries/session_membership'

/*
| `transports/bids`: bids placed, withdrawn or decided, for staff pages (the
| transport page's bids, private sessions). Staff only: carriers never learn
| of each other's bids. The payload only names the transport.
*/
transmit.authorize(BIDS_CHANNEL, async (ctx) => {
  await ctx.auth.check()
  const user = ctx.auth.user
  return user ? isStaffMember(user.id) : false
})

/*
| `sessions/:id`: a private session's live page. Staff, and the members (not
| drivers) of a team invited to it (pending or accepted). The payload only
| names the session; each page reloads what its audience may see.
*/
transmit.authorize<{ id: string }>('sessions/:id', async (ctx, { id }) => {
  const sessionId = toId(id)
  await ctx.auth.check()
  const user = ctx.auth.user
  if (!user || sessionId === null) return false
  return (await isStaffMember(user.id)) || isInvitedMember(sessionId, user.id)
})
