import { Anchor, Badge, Group, Image, Stack, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { date, dateTime, money, number } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { Section } from '~/components/section'

export type DryRunView = Data.Transports.DryRun | Data.Transports.DryRun.Variants['withRecorder']

const PHOTO_ROUTES = {
  dealer: 'dealer.transports.dry_run_photo',
  admin: 'admin.transports.dry_run_photo',
  transporter: 'transporter.transports.dry_run_photo',
} as const

/**
 * A transport's dry runs (issue 11), oldest first: reason, the scheduled day,
 * the server's time, the fee, the note, the position when given and the photo,
 * streamed by the server after the policy (never a public URL). Nothing is
 * shown while there is none.
 */
export function DryRunList({
  area,
  transportId,
  dryRuns,
}: {
  area: keyof typeof PHOTO_ROUTES
  transportId: number
  dryRuns: DryRunView[]
}) {
  const t = useT()
  if (dryRuns.length === 0) return null
  return (
    <Section title={t('dry_runs.title')} gap="sm">
      {dryRuns.map((dryRun) => {
        const photo = urlFor(PHOTO_ROUTES[area], { id: transportId, dryRunId: dryRun.id })
        return (
          <Stack key={dryRun.id} gap={6} data-testid="dry-run">
            <Group justify="space-between" gap="xs">
              <Badge color="orange" variant="light" styles={{ label: { textTransform: 'none' } }}>
                {t(`dry_runs.reasons.${dryRun.reason}`)}
              </Badge>
              <Text size="sm" fw={600} className="money">
                {dryRun.feeCents > 0
                  ? t('dry_runs.list.fee', { amount: money(dryRun.feeCents) })
                  : t('dry_runs.list.no_fee')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('dry_runs.list.scheduled_on', { date: date(dryRun.scheduledPickupOn) })} ·{' '}
              {t('dry_runs.list.recorded_at', { at: dateTime(dryRun.recordedAt) })}
              {dryRun.recordedByName
                ? ` ${t('dry_runs.list.by', { name: dryRun.recordedByName })}`
                : ''}
            </Text>
            {dryRun.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {dryRun.note}
              </Text>
            )}
            {dryRun.position && (
              <Text size="xs">
                {t('dry_runs.list.position', {
                  latitude: number(dryRun.position.latitude, 5),
                  longitude: number(dryRun.position.longitude, 5),
                })}
                {dryRun.position.accuracyM !== null
                  ? ` ${t('dry_runs.list.accuracy', { accuracy: dryRun.position.accuracyM })}`
                  : ''}
              </Text>
            )}
            <Anchor href={photo} target="_blank" rel="noopener" w="fit-content">
              <Image
                src={photo}
                alt={t('dry_runs.list.photo_alt', { date: date(dryRun.scheduledPickupOn) })}
                h={120}
                w={160}
                fit="cover"
                radius="sm"
                loading="lazy"
              />
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('dry_runs.list.sha256')}: {dryRun.photoSha256}
            </Text>
          </Stack>
        )
      })}
    </Section>
  )
}
