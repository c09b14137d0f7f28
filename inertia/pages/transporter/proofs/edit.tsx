import { useState } from 'react'
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { IconArrowLeft, IconTrash } from '@tabler/icons-react'
import { REQUIRED_SLOTS, type DamageZone } from '@shared/proof_zones'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { usePhotoUploads } from '~/features/proofs/use_photo_uploads'
import { PhotoTile } from '~/features/proofs/photo_tile'
import { DamageDiagram } from '~/features/proofs/damage_diagram'
import { SignatureField } from '~/features/proofs/signature_field'
import { ProofSummary } from '~/features/proofs/proof_summary'

type Checklist = {
  documents: boolean
  keys: boolean
  accessories: boolean
  note: string
  odometerKm: number | string
}
type Damage = { key: string; vehicleId: number; zone: DamageZone; note: string }

/**
 * Transporter → the proof of a stop (pickup or delivery), phone first: per
 * vehicle the photos (each uploaded as soon as it is taken), the checks and
 * the odometer, damage marked on the diagram; then the signer's name and
 * signature on the phone, or the referent's link; submitted once.
 */
export default function ProofEdit({
  stop,
  proof,
  canSubmit,
}: {
  stop: Data.Proofs.ProofStop
  proof: Data.Proofs.Proof | null
  canSubmit: boolean
}) {
  const t = useT()
  const title = t(`proofs.driver.title_${stop.stage}`, { reference: stop.reference })
  const photoUrl = (photoId: number, original = false) =>
    urlFor('transporter.proofs.photo', { id: stop.transportId, photoId }) +
    (original ? '?original=1' : '')
  const back = (
    <Button
      component={Link}
      route="transporter.transports.show"
      routeParams={{ id: stop.transportId }}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('proofs.driver.back')}
    </Button>
  )
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        description={`${stop.street}, ${stop.cap} ${stop.city} (${stop.province})`}
        actions={back}
      />
      {canSubmit ? (
        <ProofForm stop={stop} proof={proof} photoUrl={photoUrl} />
      ) : (
        <Stack>
          <Alert color="gray">
            {proof && proof.state !== 'draft'
              ? t('proofs.driver.submitted')
              : t('proofs.driver.closed')}
          </Alert>
          {proof && proof.state !== 'draft' && <ProofSummary proof={proof} photoUrl={photoUrl} />}
        </Stack>
      )}
    </>
  )
}

function ProofForm({
  stop,
  proof,
  photoUrl,
}: {
  stop: Data.Proofs.ProofStop
  proof: Data.Proofs.Proof | null
  photoUrl: (photoId: number) => string
}) {
  const t = useT()
  const initial: Record<string, { id: number; preview: string }> = {}
  for (const vehicle of proof?.vehicles ?? [])
    for (const photo of vehicle.photos)
      if ((REQUIRED_SLOTS as string[]).includes(photo.slot))
        initial[`${vehicle.id}:${photo.slot}`] = { id: photo.id, preview: photoUrl(photo.id) }
  const { uploads, upload, remove } = usePhotoUploads(initial)
  const [checklists, setChecklists] = useState<Record<number, Checklist>>(() =>
    Object.fromEntries(
      stop.vehicles.map((vehicle) => [
        vehicle.id,
        { documents: false, keys: false, accessories: false, note: '', odometerKm: '' },
      ])
    )
  )
  const [damages, setDamages] = useState<Damage[]>([])
  const [notes, setNotes] = useState('')
  const [mode, setMode] = useState<'phone' | 'link'>('phone')
  const [signerName, setSignerName] = useState(stop.referentName ?? '')
  const [signature, setSignature] = useState<string | null>(null)
  const [withPosition, setWithPosition] = useState(true)
  const [sending, setSending] = useState(false)

  const photoEndpoint = urlFor('transporter.proofs.photos.store', {
    id: stop.transportId,
    stage: stop.stage,
  })
  const takePhoto = (key: string, vehicleId: number, slot: string) => (file: File) =>
    upload(key, photoEndpoint, file, { vehicleId: String(vehicleId), slot })

  const missing: string[] = []
  for (const vehicle of stop.vehicles) {
    for (const slot of REQUIRED_SLOTS)
      if (uploads[`${vehicle.id}:${slot}`]?.status !== 'stored')
        missing.push(`${t(`proofs.slots.${slot}`)} (${vehicle.label})`)
    if (checklists[vehicle.id]?.odometerKm === '')
      missing.push(`${t('proofs.driver.odometer_km')} (${vehicle.label})`)
  }
  for (const damage of damages) {
    if (!damage.note.trim()) missing.push(t('proofs.driver.damage_note'))
    const state = uploads[damage.key]
    if (state && state.status !== 'stored') missing.push(t('proofs.driver.damage_photo'))
  }
  if (mode === 'phone' && (!signature || !signerName.trim()))
    missing.push(t('proofs.driver.signature'))
  const pending = Object.values(uploads).some(
    (state) => state.status === 'uploading' || state.status === 'retrying'
  )

  const submit = () => {
    setSending(true)
    const payload = {
      vehicles: stop.vehicles.map((vehicle) => {
        const checklist = checklists[vehicle.id]!
        return {
          vehicleId: vehicle.id,
          documents: checklist.documents,
          keys: checklist.keys,
          accessories: checklist.accessories,
          note: checklist.note || null,
          odometerKm: Number(checklist.odometerKm),
        }
      }),
      damages: damages.map((damage) => ({
        vehicleId: damage.vehicleId,
        zone: damage.zone,
        note: damage.note,
        photoId: uploads[damage.key]?.id ?? null,
      })),
      notes: notes || null,
      signerName: mode === 'phone' ? signerName : null,
      signature: mode === 'phone' ? signature : null,
    }
    const post = (position: { latitude: number; longitude: number; accuracy: number } | null) =>
      router.post(
        urlFor('transporter.proofs.submit', { id: stop.transportId, stage: stop.stage }),
        { ...payload, ...(position ?? {}) },
        { onFinish: () => setSending(false) }
      )
    if (!withPosition || !navigator.geolocation) return post(null)
    navigator.geolocation.getCurrentPosition(
      (where) =>
        post({
          latitude: where.coords.latitude,
          longitude: where.coords.longitude,
          accuracy: where.coords.accuracy,
        }),
      () => post(null),
      { timeout: 5000, maximumAge: 60_000 }
    )
  }

  return (
    <Stack gap="lg">
      {stop.vehicles.map((vehicle, index) => (
        <Paper key={vehicle.id} withBorder radius="md" p="sm">
          <Stack gap="sm">
            <div>
              <Text size="xs" c="dimmed">
                {t('proofs.driver.vehicle', { index: index + 1, count: stop.vehicles.length })}
              </Text>
              <Title order={2} size="h4">
                {[vehicle.label, vehicle.plate].filter(Boolean).join(' · ')}
              </Title>
            </div>
            <div>
              <Text fw={600} size="sm">
                {t('proofs.driver.photos')}
              </Text>
              <Text size="xs" c="dimmed" mb={6}>
                {t('proofs.driver.photos_hint')}
              </Text>
              <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs">
                {REQUIRED_SLOTS.map((slot) => (
                  <PhotoTile
                    key={slot}
                    label={t(`proofs.slots.${slot}`)}
                    state={uploads[`${vehicle.id}:${slot}`]}
                    testId={`${vehicle.id}:${slot}`}
                    onFile={takePhoto(`${vehicle.id}:${slot}`, vehicle.id, slot)}
                  />
                ))}
              </SimpleGrid>
            </div>
            <ChecklistFields
              value={checklists[vehicle.id]!}
              onChange={(value) =>
                setChecklists((current) => ({ ...current, [vehicle.id]: value }))
              }
            />
            <DamageFields
              vehicleId={vehicle.id}
              damages={damages.filter((damage) => damage.vehicleId === vehicle.id)}
              uploads={uploads}
              onAdd={(zone) =>
                setDamages((current) => [
                  ...current,
                  {
                    key: `${vehicle.id}:damage:${Date.now()}`,
                    vehicleId: vehicle.id,
                    zone,
                    note: '',
                  },
                ])
              }
              onChange={(damage) =>
                setDamages((current) =>
                  current.map((item) => (item.key === damage.key ? damage : item))
                )
              }
              onRemove={(damage) => {
                remove(damage.key)
                setDamages((current) => current.filter((item) => item.key !== damage.key))
              }}
              onPhoto={(damage, file) => takePhoto(damage.key, vehicle.id, 'damage')(file)}
            />
          </Stack>
        </Paper>
      ))}
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <Textarea
            label={t('proofs.driver.notes')}
            value={notes}
            maxLength={2000}
            autosize
            minRows={2}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          <Radio.Group
            value={mode}
            onChange={(value) => setMode(value as 'phone' | 'link')}
            label={t('proofs.driver.signature')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="phone" label={t('proofs.driver.mode_phone')} />
              <Radio
                value="link"
                disabled={!stop.referentEmail}
                label={
                  stop.referentEmail
                    ? t('proofs.driver.mode_link', { email: stop.referentEmail })
                    : t('proofs.driver.mode_link_missing')
                }
              />
            </Stack>
          </Radio.Group>
          {mode === 'phone' && (
            <>
              <TextInput
                label={t(`proofs.driver.signer_${stop.stage}`)}
                name="signerName"
                value={signerName}
                maxLength={120}
                onChange={(event) => setSignerName(event.currentTarget.value)}
              />
              <SignatureField label={t('proofs.driver.signature')} onChange={setSignature} />
            </>
          )}
          <Checkbox
            label={t('proofs.driver.position')}
            checked={withPosition}
            onChange={(event) => setWithPosition(event.currentTarget.checked)}
          />
          {missing.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('proofs.driver.missing', {
                list: missing.slice(0, 6).join(', ') + (missing.length > 6 ? '…' : ''),
              })}
            </Text>
          )}
          {pending && (
            <Text size="sm" c="orange.8">
              {t('proofs.driver.waiting')}
            </Text>
          )}
          <Button
            size="md"
            fullWidth
            loading={sending}
            disabled={missing.length > 0 || pending}
            onClick={submit}
          >
            {mode === 'phone'
              ? t(`proofs.driver.submit_${stop.stage}`)
              : t('proofs.driver.submit_link')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  )
}

function ChecklistFields({
  value,
  onChange,
}: {
  value: Checklist
  onChange: (value: Checklist) => void
}) {
  const t = useT()
  const box = (field: 'documents' | 'keys' | 'accessories') => (
    <Checkbox
      label={t(`proofs.driver.${field}`)}
      checked={value[field]}
      onChange={(event) => onChange({ ...value, [field]: event.currentTarget.checked })}
    />
  )
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('proofs.driver.checklist')}
      </Text>
      <Group gap="md">
        {box('documents')}
        {box('keys')}
        {box('accessories')}
      </Group>
      <TextInput
        label={t('proofs.driver.checklist_note')}
        value={value.note}
        maxLength={500}
        onChange={(event) => onChange({ ...value, note: event.currentTarget.value })}
      />
      <NumberInput
        label={t('proofs.driver.odometer_km')}
        name="odometerKm"
        value={value.odometerKm}
        min={0}
        max={9_999_999}
        allowDecimal={false}
        thousandSeparator="."
        decimalSeparator=","
        inputMode="numeric"
        onChange={(odometerKm) => onChange({ ...value, odometerKm })}
      />
    </Stack>
  )
}

function DamageFields({
  vehicleId,
  damages,
  uploads,
  onAdd,
  onChange,
  onRemove,
  onPhoto,
}: {
  vehicleId: number
  damages: Damage[]
  uploads: ReturnType<typeof usePhotoUploads>['uploads']
  onAdd: (zone: DamageZone) => void
  onChange: (damage: Damage) => void
  onRemove: (damage: Damage) => void
  onPhoto: (damage: Damage, file: File) => void
}) {
  const t = useT()
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('proofs.driver.damages')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('proofs.driver.damages_hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DamageDiagram marked={damages.map((damage) => damage.zone)} onChoose={onAdd} />
        <Stack gap="xs">
          {damages.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('proofs.driver.no_damages')}
            </Text>
          )}
          {damages.map((damage) => (
            <Paper key={damage.key} withBorder p={6} radius="sm" data-damage={damage.zone}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t(`proofs.zones.${damage.zone}`)}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  aria-label={t('proofs.driver.remove_damage')}
                  onClick={() => onRemove(damage)}
                >
                  <IconTrash size={14} aria-hidden />
                </Button>
              </Group>
              <TextInput
                label={t('proofs.driver.damage_note')}
                size="xs"
                value={damage.note}
                maxLength={500}
                name={`damage-note-${vehicleId}`}
                onChange={(event) => onChange({ ...damage, note: event.currentTarget.value })}
              />
              <PhotoTile
                label={t('proofs.driver.damage_photo')}
                state={uploads[damage.key]}
                testId={damage.key}
                onFile={(file) => onPhoto(damage, file)}
              />
            </Paper>
          ))}
        </Stack>
      </SimpleGrid>
    </Stack>
  )
}
