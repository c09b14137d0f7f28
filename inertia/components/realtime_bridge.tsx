import { useRealtime } from '~/lib/realtime'

/** Mounted once by the signed-in layout: connects the user's and team's private channels. */
export function RealtimeBridge() {
  useRealtime()
  return null
}
