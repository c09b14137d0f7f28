import vine from '@vinejs/vine'
import { CHANNEL_NAME, CHANNEL_NAME_MAX_LENGTH } from '#realtime/channels'
import { SOCKET_ID } from '#realtime/socket_owners'

/** POST /__transmit/subscribe and /unsubscribe: the Transmit client id and a channel name. */
export const subscriptionValidator = vine.compile(
  vine.object({
    uid: vine.string().regex(SOCKET_ID),
    channel: vine.string().maxLength(CHANNEL_NAME_MAX_LENGTH).regex(CHANNEL_NAME),
  })
)

/** A Pusher connection's socket id ("1234.5678"). */
const pusherSocketId = () =>
  vine
    .string()
    .maxLength(40)
    .regex(/^\d{1,19}\.\d{1,19}$/)

/** POST /broadcasting/auth (what pusher-js sends, form-encoded). */
export const pusherChannelAuthValidator = vine.compile(
  vine.object({
    socket_id: pusherSocketId(),
    channel_name: vine
      .string()
      .maxLength(200)
      .regex(/^[A-Za-z0-9_\-=@,.;]+$/),
  })
)

/** POST /broadcasting/user-auth. */
export const pusherUserAuthValidator = vine.compile(vine.object({ socket_id: pusherSocketId() }))
