import { Text } from '@mantine/core'
import { useT } from '~/lib/i18n'

/** What a score is made of besides the ratings (app/ratings/domain/ratings.ts). */
export type Reliability = {
  dryRuns?: { siteClosed: number; vehicleNotReady: number }
  latePickups?: { late: number; pickups: number }
}

/**
 * A dealer's dry runs by reason, or a carrier's late pickups out of its
 * pickups, beside its rating ("2 mancati ritiri: 1 sito chiuso, 1 veicolo
 * non pronto"; "1 ritiro in ritardo su 12"). `compact`: only when there is
 * something to count (a list's cell).
 */
export function ReliabilityText({
  score,
  compact = false,
}: {
  score: Reliability
  compact?: boolean
}) {
  const t = useT()
  const parts: string[] = []
  if (score.dryRuns) {
    const { siteClosed, vehicleNotReady } = score.dryRuns
    const count = siteClosed + vehicleNotReady
    if (count > 0 || !compact)
      parts.push(
        count > 0
          ? `${t('dry_runs.score.dry_runs', { count })}: ${t('dry_runs.score.by_reason', { closed: siteClosed, notReady: vehicleNotReady })}`
          : t('dry_runs.score.dry_runs', { count })
      )
  }
  if (score.latePickups && (score.latePickups.late > 0 || !compact))
    parts.push(t('dry_runs.score.late_pickups', score.latePickups))
  if (parts.length === 0) return null
  return (
    <Text
      span={compact}
      size="xs"
      c={compact ? 'orange.8' : 'dimmed'}
      display={compact ? 'block' : undefined}
      data-testid="reliability"
    >
      {parts.join(' · ')}
    </Text>
  )
}
