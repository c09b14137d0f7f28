import transmit from '@adonisjs/transmit/services/main'

/**
 * Replaces Transmit's broadcast with a recorder (nothing is sent): `calls`
 * lists each [channel, payload]; call `restore()` (in a `finally`) to put the
 * real broadcast back.
 */
export function captureBroadcasts() {
  const original = transmit.broadcast
  const calls: [string, any][] = []
  transmit.broadcast = ((channel: string, payload: unknown) => {
    calls.push([channel, payload])
  }) as typeof transmit.broadcast
  return { calls, restore: () => (transmit.broadcast = original) }
}
