/**
 * Pure rules of the browser's realtime client (no DOM, no Transmit), shared
 * by inertia/lib/realtime.ts and its unit tests.
 */
export type RealtimeMessage = {
  type: string
  /** Transmit uid of the browser tab whose request caused the event. */
  originSocketId?: string | null
  [key: string]: unknown
}

/** A realtime payload as sent by app/realtime/broadcast.ts: an object with a string `type`. */
export function isRealtimeMessage(value: unknown): value is RealtimeMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { type?: unknown }).type === 'string'
  )
}

/**
 * An event this very tab caused: its own request already updated the page,
 * so the echo is dropped. Events without an origin (jobs, other users,
 * other tabs) are never "own".
 */
export function isOwnEvent(
  message: Pick<RealtimeMessage, 'originSocketId'>,
  ownSocketId: string | null | undefined
) {
  return (
    typeof ownSocketId === 'string' &&
    ownSocketId.length > 0 &&
    typeof message.originSocketId === 'string' &&
    message.originSocketId === ownSocketId
  )
}

/**
 * Tells a reconnect from the first connection. Transmit does not replay what
 * was broadcast while the stream was down, so after a reconnect the page
 * refreshes its data.
 */
export function createReconnectTracker() {
  let connectedOnce = false
  let lost = false
  return {
    /** The stream is open: true when this is a reconnect after a loss. */
    connected(): boolean {
      const reconnect = connectedOnce && lost
      connectedOnce = true
      lost = false
      return reconnect
    },
    /** The stream dropped. */
    disconnected() {
      if (connectedOnce) lost = true
    },
  }
}
