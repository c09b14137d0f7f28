import transmit from '@adonisjs/transmit/services/main'
import { guardSocketOwnership } from '#realtime/socket_owners'
import '#realtime/channels'

/*
| SSE endpoints: GET /__transmit/events, POST /__transmit/subscribe and
| /__transmit/unsubscribe (the POSTs go through the session and CSRF like any
| form; the browser client sends the XSRF token). Private channels are
| authorized in app/realtime/channels.ts; every route checks that the client
| id belongs to whoever is calling (app/realtime/socket_owners.ts).
*/
transmit.registerRoutes((route) => {
  route.use(guardSocketOwnership)
})
