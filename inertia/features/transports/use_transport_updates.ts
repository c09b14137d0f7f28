import { router } from '@inertiajs/react'
import { useChannel } from '~/lib/realtime'

/**
 * Reloads the given props when a `transport.state_changed` event for this
 * transport arrives (team channel, or the public tracking channel).
 */
export function useTransportUpdates(
  channel: string | null | undefined,
  transportId: number | null,
  only: string[]
) {
  useChannel(channel, (message) => {
    if (message.type !== 'transport.state_changed') return
    if (
      transportId !== null &&
      message.transportId !== undefined &&
      message.transportId !== transportId
    )
      return
    router.reload({ only })
  })
}
