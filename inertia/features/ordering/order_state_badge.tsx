import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

const COLORS: Record<string, string> = {
  pending_payment: 'yellow',
  paid: 'green',
  cancelled: 'gray',
  refunded: 'blue',
}

/** An order's state as a coloured badge. */
export function OrderStateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant="light">
      {t(`ordering.state.${state}`)}
    </Badge>
  )
}
