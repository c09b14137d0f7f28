import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import { IconClipboardCheck } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useTransportUpdates } from '~/features/transports/use_transport_updates'
import { ProofSummary } from '~/features/proofs/proof_summary'
import { ProofAnnotations } from '~/features/proofs/proof_annotations'

type Area = 'dealer' | 'transporter' | 'admin'

const PHOTO_ROUTES = {
  dealer: 'dealer.proofs.photo',
  transporter: 'transporter.proofs.photo',
  admin: 'admin.proofs.photo',
} as const

/**
 * The transport's proofs of pickup and delivery on its page (each area),
 * reloaded when the transport changes state; to the carrier, the buttons
 * that open the proof page of the next stop.
 */
export function ProofsPanel({
  area,
  transportId,
  state,
  proofs,
  channel,
}: {
  area: Area
  transportId: number
  state: string
  proofs: Data.Proofs.Proof[] | undefined
  channel: string | null | undefined
}) {
  const t = useT()
  useTransportUpdates(channel, area === 'admin' ? null : transportId, ['proofs'])
  const photoUrl = (photoId: number, original = false) =>
    urlFor(PHOTO_ROUTES[area], { id: transportId, photoId }) + (original ? '?original=1' : '')
  const submitted = (proofs ?? []).filter((proof) => proof.state !== 'draft')
  const next =
    area !== 'transporter'
      ? null
      : state === 'pickup_scheduled'
        ? ('pickup' as const)
        : state === 'picked_up' || state === 'in_transit'
          ? ('delivery' as const)
          : null
  const nextSubmitted = next && submitted.some((proof) => proof.stage === next)
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('proofs.summary.title')}
      </Title>
      <Stack gap="sm">
        {next && !nextSubmitted && (
          <Button
            component={Link}
            route="transporter.proofs.show"
            routeParams={{ id: transportId, stage: next }}
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
            fullWidth
          >
            {t(`proofs.driver.open_${next}`)}
          </Button>
        )}
        {submitted.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('proofs.summary.empty')}
          </Text>
        ) : (
          submitted.map((proof) => (
            <Stack key={proof.id} gap="xs">
              <ProofSummary proof={proof} photoUrl={photoUrl} />
              <ProofAnnotations area={area} transportId={transportId} proof={proof} />
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  )
}
