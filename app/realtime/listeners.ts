/*
| Realtime listeners that are not owned by one capability: when a
| Pusher-compatible server is configured, every broadcast is also sent there
| (app/realtime/pusher.ts).
*/
import transmit from '@adonisjs/transmit/services/main'
import { mirrorToPusher } from '#realtime/pusher'

transmit.on('broadcast', mirrorToPusher)
