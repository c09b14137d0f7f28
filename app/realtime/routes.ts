import router from '@adonisjs/core/services/router'
import { guardSocketOwnership } from '#realtime/socket_owners'
import '#realtime/channels'

const EventStreamController = () => import('@adonisjs/transmit/controllers/event_stream_controller')
const TransmitSubscriptionsController = () =>
  import('#realtime/controllers/transmit_subscriptions_controller')
const BroadcastingAuthController = () =>
  import('#realtime/controllers/broadcasting_auth_controller')

/*
| Built-in realtime (Transmit, Server-Sent Events): GET /__transmit/events,
| POST /__transmit/subscribe and /__transmit/unsubscribe (the POSTs go through
| the session and CSRF like any form; the browser client sends the XSRF
| token). Every route checks that the client id belongs to whoever is calling
| (app/realtime/socket_owners.ts); subscriptions are authorized by the channel
| rules of app/realtime/channels.ts.
*/
router
  .group(() => {
    router.get('/__transmit/events', [EventStreamController]).as('events')
    router
      .post('/__transmit/subscribe', [TransmitSubscriptionsController, 'subscribe'])
      .as('subscribe')
    router
      .post('/__transmit/unsubscribe', [TransmitSubscriptionsController, 'unsubscribe'])
      .as('unsubscribe')
  })
  .as('realtime')
  .use(guardSocketOwnership)

/*
| Pusher-protocol authorization, for a deployment that lets a
| Pusher-compatible server (Pusher, Soketi…) carry the realtime events
| (PUSHER_* settings, app/realtime/pusher.ts): the same channel rules, signed
| with the app secret. Session-authenticated and CSRF-protected like any form;
| 404 when Pusher is not configured.
*/
router
  .group(() => {
    router.post('/broadcasting/auth', [BroadcastingAuthController, 'channel']).as('auth')
    router.post('/broadcasting/user-auth', [BroadcastingAuthController, 'user']).as('user_auth')
  })
  .as('broadcasting')
