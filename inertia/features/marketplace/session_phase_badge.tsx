import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

const COLORS: Record<string, string> = {
  scheduled: 'gray',
  running: 'green',
  ended: 'orange',
  closed: 'blue',
}

/** Where a private session stands: programmata, in corso, in chiusura, conclusa. */
export function SessionPhaseBadge({ phase, size }: { phase: string; size?: 'sm' | 'lg' }) {
  const t = useT()
  return (
    <Badge color={COLORS[phase] ?? 'gray'} variant="light" size={size}>
      {t(`marketplace.sessions.phase.${phase}`)}
    </Badge>
  )
}
