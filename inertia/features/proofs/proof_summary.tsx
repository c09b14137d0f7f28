import { Anchor, Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import type { DamageZone } from '@shared/proof_zones'
import { useT } from '~/lib/i18n'
import { DamageDiagram } from '~/features/proofs/damage_diagram'

export type ProofData = Data.Proofs.Proof

const STATE_COLORS: Record<string, string> = {
  draft: 'gray',
  awaiting_referent: 'yellow',
  signed: 'green',
  disputed: 'red',
}

/**
 * What a proof recorded, per vehicle: checklist, odometer, photos (served by
 * `photoUrl`, a route that checks who may see them), damage marks on the
 * diagram, the SHA-256 of each original; who signed, when and how.
 */
export function ProofSummary({
  proof,
  photoUrl,
}: {
  proof: ProofData
  photoUrl: (photoId: number, original?: boolean) => string
}) {
  const t = useT()
  return (
    <Paper withBorder p="md" radius="md" data-testid={`proof-${proof.stage}`}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h5">
          {t(`proofs.stage.${proof.stage}`)}
        </Title>
        <Badge color={STATE_COLORS[proof.state] ?? 'gray'} variant="light">
          {t(`proofs.state.${proof.state}`)}
        </Badge>
      </Group>
      <Stack gap={4} mb="sm">
        {proof.submittedAt && (
          <Text size="sm">
            {t('proofs.summary.submitted_at', { at: dateTime(proof.submittedAt) })}
          </Text>
        )}
        {proof.signedAt && proof.signerName ? (
          <Text size="sm">
            {t('proofs.summary.signed_by', {
              name: proof.signerName,
              at: dateTime(proof.signedAt),
            })}{' '}
            {proof.signedVia && t(`proofs.summary.via_${proof.signedVia}`)}
          </Text>
        ) : (
          proof.state === 'awaiting_referent' && (
            <Text size="sm" c="yellow.8">
              {t('proofs.summary.awaiting')}
            </Text>
          )
        )}
        {proof.referentRemarks && (
          <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
            <b>{t('proofs.summary.remarks')}:</b> {proof.referentRemarks}
          </Text>
        )}
        {proof.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <b>{t('proofs.driver.notes')}:</b> {proof.notes}
          </Text>
        )}
        {proof.position && (
          <Text size="xs" c="dimmed">
            {t('proofs.summary.position', {
              lat: proof.position.latitude.toFixed(5),
              lng: proof.position.longitude.toFixed(5),
            })}
          </Text>
        )}
      </Stack>
      <Stack gap="md">
        {proof.vehicles.map((vehicle) => (
          <VehicleProof key={vehicle.id} vehicle={vehicle} photoUrl={photoUrl} />
        ))}
      </Stack>
    </Paper>
  )
}

function VehicleProof({
  vehicle,
  photoUrl,
}: {
  vehicle: ProofData['vehicles'][number]
  photoUrl: (photoId: number, original?: boolean) => string
}) {
  const t = useT()
  const yes = (value: boolean) =>
    value ? t('proofs.summary.checklist_yes') : t('proofs.summary.checklist_no')
  const name = [vehicle.label, vehicle.plate].filter(Boolean).join(' · ')
  return (
    <Stack gap="xs">
      <Text fw={600}>{name}</Text>
      {vehicle.checklist && (
        <Text size="sm">
          {t('proofs.driver.documents')}: {yes(vehicle.checklist.documents)} ·{' '}
          {t('proofs.driver.keys')}: {yes(vehicle.checklist.keys)} ·{' '}
          {t('proofs.driver.accessories')}: {yes(vehicle.checklist.accessories)}
          {vehicle.checklist.odometerKm !== null &&
            ` · ${t('proofs.slots.odometer')}: ${t('proofs.summary.odometer', { km: vehicle.checklist.odometerKm })}`}
          {vehicle.checklist.note && ` · ${vehicle.checklist.note}`}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {vehicle.photos.map((photo) => (
          <Stack key={photo.id} gap={2}>
            <Anchor href={photoUrl(photo.id, true)} target="_blank" rel="noopener">
              <Image
                src={photoUrl(photo.id)}
                alt={t('proofs.summary.photo_alt', {
                  slot: t(`proofs.slots.${photo.slot}`),
                  vehicle: name,
                })}
                radius="sm"
                h={110}
                fit="cover"
              />
            </Anchor>
            <Text size="xs">{t(`proofs.slots.${photo.slot}`)}</Text>
            <Text
              size="xs"
              c="dimmed"
              style={{ wordBreak: 'break-all' }}
              title={t('proofs.summary.sha256')}
            >
              {photo.sha256.slice(0, 16)}…
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {vehicle.damages.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DamageDiagram
            marked={vehicle.damages.map((damage) => damage.zone as DamageZone)}
            readOnly
          />
          <Stack gap={4}>
            {vehicle.damages.map((damage) => (
              <Text key={damage.id} size="sm">
                <b>{t(`proofs.zones.${damage.zone}`)}</b>: {damage.note}
              </Text>
            ))}
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  )
}
