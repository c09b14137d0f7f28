import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ok, err, type Result } from '#core/result'
import { lockForUpdate } from '#core/database/dialect'
import Transport from '#transports/models/transport'
import TransportPosition from '#transports/models/transport_position'
import { acceptsPositions, secondsBeforeNextPosition } from '#shared/transport_position'
import { broadcastTransportPosition } from '#transports/position_listeners'
import { currentSocketId } from '#realtime/broadcast'

export type PositionInput = {
  lat: number
  lng: number
  accuracy: number
  speed?: number | null
}

export type PositionReported =
  { stored: true; position: TransportPosition } | { stored: false; retryAfter: number }

/**
 * Stores a position the carrier's phone sent (the policy has already checked
 * who): only while the transport is picked up or in transit, and at most one
 * per transport every MIN_SECONDS_BETWEEN_POSITIONS (a post sooner than that
 * stores nothing and says when to retry). The transport's row is locked so
 * two phones posting at once store one position. After the commit the
 * dealer's team and the public tracking page get the position as they may
 * see it (app/transports/position_listeners.ts).
 */
export async function reportPosition(
  transportId: number,
  reporterUserId: number,
  input: PositionInput
): Promise<Result<PositionReported, 'not_on_the_road'>> {
  const socketId = currentSocketId()
  const result = await db.transaction(async (trx) => {
    const transport = await lockForUpdate(
      Transport.query({ client: trx }).where('id', transportId),
      trx
    ).firstOrFail()
    if (!acceptsPositions(transport.state)) return err('not_on_the_road' as const)
    const last = await TransportPosition.query({ client: trx })
      .where('transport_id', transportId)
      .orderBy('recorded_at', 'desc')
      .select('recorded_at')
      .first()
    const now = DateTime.utc()
    const wait = secondsBeforeNextPosition(last ? last.recordedAt.toMillis() : null, now.toMillis())
    if (wait > 0) return ok({ stored: false as const, retryAfter: wait })
    const position = await TransportPosition.create(
      {
        transportId,
        lat: input.lat,
        lng: input.lng,
        accuracyM: Math.round(input.accuracy),
        speedMps: input.speed ?? null,
        recordedAt: now,
        reporterUserId,
      },
      { client: trx }
    )
    return ok({ stored: true as const, position, transport })
  })
  if (!result.ok) return result
  if (!result.value.stored) return ok(result.value)
  const { position, transport } = result.value
  broadcastTransportPosition(transport, position, socketId)
  return ok({ stored: true, position })
}
