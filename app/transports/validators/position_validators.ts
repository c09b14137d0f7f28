import vine from '@vinejs/vine'
import { POSITION_LIMITS } from '#shared/transport_position'

/*
| A position sent by the carrier's phone (POST transporter.transports.positions).
| Strict numbers: a string ("45.4"), NaN, Infinity or a value out of range is
| a 422, never stored and never a 500. The server's clock dates it; the
| phone's own timestamp is not trusted.
*/
const within = (limits: { min: number; max: number }) =>
  vine.number({ strict: true }).min(limits.min).max(limits.max)

export const positionValidator = vine.create({
  lat: within(POSITION_LIMITS.lat),
  lng: within(POSITION_LIMITS.lng),
  accuracy: within(POSITION_LIMITS.accuracy),
  speed: within(POSITION_LIMITS.speed).nullable().optional(),
})
