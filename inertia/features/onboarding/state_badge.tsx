import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

const COLORS: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
  pending: 'yellow',
  accepted: 'green',
}

/** An application's state (draft, submitted, approved, rejected) or a document's. */
export function StateBadge({ state, scope = 'states' }: { state: string; scope?: string }) {
  const t = useT()
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant="light">
      {t(`onboarding.${scope}.${state}`)}
    </Badge>
  )
}
