import transmit from '@adonisjs/transmit/services/main'
import { isStaffMember } from '#transports/queries/carriers'
import { STAFF_FEED_CHANNEL } from '#monitoring/domain/feed'

/*
| `staff/feed`: the admin dashboard's live feed (requests submitted, orders
| paid, transports changing state, disputes opened, bids placed). Staff only:
| the items name references and amounts no dealer or carrier may see of
| another team.
*/
transmit.authorize(STAFF_FEED_CHANNEL, async (ctx) => {
  await ctx.auth.check()
  const user = ctx.auth.user
  return user ? isStaffMember(user.id) : false
})
