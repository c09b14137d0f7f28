import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

const COLORS: Record<string, string> = {
  published: 'blue',
  assigned: 'indigo',
  pickup_scheduled: 'violet',
  picked_up: 'cyan',
  in_transit: 'teal',
  delivered: 'green',
  completed: 'gray',
  cancelled: 'red',
  disputed: 'orange',
}

/** The colour of a state, the same in every list, badge and dashboard count. */
export function transportStateColor(state: string) {
  return COLORS[state] ?? 'gray'
}

/** The state of a transport, coloured and translated. */
export function TransportStateBadge({
  state,
  size = 'md',
}: {
  state: string
  size?: 'sm' | 'md' | 'lg'
}) {
  const t = useT()
  return (
    <Badge color={transportStateColor(state)} variant="light" size={size}>
      {t(`transports.state.${state}`)}
    </Badge>
  )
}
