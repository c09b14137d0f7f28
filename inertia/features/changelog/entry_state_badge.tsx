import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

/** A changelog entry's state: draft (grey) or published (green). */
export function EntryStateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge color={state === 'published' ? 'green' : 'gray'} variant="light">
      {t(`changelog.states.${state}`)}
    </Badge>
  )
}
