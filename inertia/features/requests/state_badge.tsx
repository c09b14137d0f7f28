import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

const COLORS: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  quoted: 'green',
  expired: 'orange',
  ordered: 'teal',
  cancelled: 'red',
}

/** The colour of a state, the same in every list, badge and dashboard count. */
export function requestStateColor(state: string) {
  return COLORS[state] ?? 'gray'
}

/** The state of a transport request, coloured. */
export function RequestStateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge color={requestStateColor(state)} variant="light">
      {t(`requests.state.${state}`)}
    </Badge>
  )
}
