import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

const BATCH_COLORS: Record<string, string> = { draft: 'gray', approved: 'blue', paid: 'green' }
const JOB_COLORS: Record<string, string> = {
  held: 'gray',
  due: 'yellow',
  in_payout: 'blue',
  paid: 'green',
}

/** A payout batch's state: bozza, approvata, pagata. */
export function BatchStateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge variant="light" color={BATCH_COLORS[state] ?? 'gray'}>
      {t(`payouts.states.${state}`)}
    </Badge>
  )
}

/** Where a carrier's money is: held, due, in payout, paid. */
export function JobStatusBadge({ status }: { status: string }) {
  const t = useT()
  return (
    <Badge variant="light" color={JOB_COLORS[status] ?? 'gray'}>
      {t(`payouts.job_statuses.${status}`)}
    </Badge>
  )
}
