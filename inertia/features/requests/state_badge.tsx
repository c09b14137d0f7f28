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

/** The state of a transport request, coloured. */
export function RequestStateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant="light">
      {t(`requests.state.${state}`)}
    </Badge>
  )
}
