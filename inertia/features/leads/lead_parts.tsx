import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

const STATE_COLORS: Record<string, string> = {
  new: 'blue',
  contacted: 'yellow',
  converted: 'green',
  discarded: 'gray',
}

export function LeadStateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge color={STATE_COLORS[state] ?? 'gray'} variant="light">
      {t(`leads.states.${state}`)}
    </Badge>
  )
}

export function LeadKindBadge({ kind }: { kind: string }) {
  const t = useT()
  return (
    <Badge color={kind === 'dealer' ? 'indigo' : 'teal'} variant="outline">
      {t(`leads.kinds.${kind}`)}
    </Badge>
  )
}
