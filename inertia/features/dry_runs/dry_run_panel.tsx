import { useState } from 'react'
import { Alert, Button, Checkbox, FileInput, Radio, Stack, Text, Textarea } from '@mantine/core'
import { IconCamera, IconMapPin } from '@tabler/icons-react'
import { useForm } from '@inertiajs/react'
import { date, money } from '@shared/format'
import { todayInRome } from '@shared/time_zone'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { Section } from '~/components/section'
import { confirmDanger } from '~/components/confirm'

const REASONS = ['site_closed', 'vehicle_not_ready'] as const

/** What the server sends when this member may record a dry run now (the transport is scheduled). */
export type DryRunFormProps = { feeCents: number; pickupOn: string | null }

type Position = { latitude: number; longitude: number; accuracy: number }
type Locating = 'idle' | 'locating' | 'located' | 'failed'

type DryRunFields = {
  reason: string
  note: string
  photo: File | null
  positionConsent: boolean
  latitude: string
  longitude: string
  accuracy: string
}

/**
 * "Site closed / vehicle not ready" (issue 11) on the carrier's transport
 * page while the pickup is scheduled: the reason, a note, a photo taken with
 * the phone's camera, the position only with the explicit consent box, then
 * a confirmation that says what the dealer will be charged. Before the
 * pickup day it only says from when it may be recorded.
 */
export function DryRunPanel({
  transportId,
  form: props,
}: {
  transportId: number
  form: DryRunFormProps | null
}) {
  const t = useT()
  if (!props) return null
  const fee = props.feeCents > 0 ? money(props.feeCents) : null
  const early = props.pickupOn !== null && todayInRome() < props.pickupOn
  return (
    <Section
      title={t('dry_runs.panel.title')}
      description={fee ? t('dry_runs.panel.help', { fee }) : t('dry_runs.panel.help_no_fee')}
    >
      {early ? (
        <Text size="sm">{t('dry_runs.panel.not_yet', { date: date(props.pickupOn) })}</Text>
      ) : (
        <DryRunForm transportId={transportId} fee={fee} />
      )}
    </Section>
  )
}

function DryRunForm({ transportId, fee }: { transportId: number; fee: string | null }) {
  const t = useT()
  const form = useForm<DryRunFields>({
    reason: 'site_closed',
    note: '',
    photo: null,
    positionConsent: false,
    latitude: '',
    longitude: '',
    accuracy: '',
  })
  const [locating, setLocating] = useState<Locating>('idle')
  const [photoMissing, setPhotoMissing] = useState(false)
  const errors = form.errors as Record<string, string | undefined>

  const locate = (consent: boolean) => {
    form.setData((data) => ({
      ...data,
      positionConsent: consent,
      latitude: '',
      longitude: '',
      accuracy: '',
    }))
    if (!consent) return setLocating('idle')
    if (!('geolocation' in navigator)) return setLocating('failed')
    setLocating('locating')
    navigator.geolocation.getCurrentPosition(
      (found) => {
        const position: Position = {
          latitude: found.coords.latitude,
          longitude: found.coords.longitude,
          accuracy: found.coords.accuracy,
        }
        form.setData((data) => ({
          ...data,
          latitude: String(position.latitude),
          longitude: String(position.longitude),
          accuracy: String(position.accuracy),
        }))
        setLocating('located')
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 }
    )
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!form.data.photo) return setPhotoMissing(true)
    confirmDanger(t, {
      title: t('dry_runs.panel.confirm_title'),
      body: fee
        ? t('dry_runs.panel.confirm_body', { fee })
        : t('dry_runs.panel.confirm_body_no_fee'),
      confirm: t('dry_runs.panel.confirm'),
      onConfirm: () =>
        form.post(urlFor('transporter.transports.dry_run', { id: transportId }), {
          forceFormData: true,
          preserveScroll: true,
        }),
    })
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('dry_runs.panel.title')}>
      <Stack gap="sm">
        <Radio.Group
          label={t('dry_runs.panel.reason')}
          value={form.data.reason}
          onChange={(value) => form.setData('reason', value)}
          error={errors.reason}
          required
        >
          <Stack gap="xs" mt={4}>
            {REASONS.map((reason) => (
              <Radio key={reason} value={reason} label={t(`dry_runs.reasons.${reason}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <FileInput
          label={t('dry_runs.panel.photo')}
          description={t('dry_runs.panel.photo_hint')}
          accept="image/*"
          capture="environment"
          leftSection={<IconCamera size={16} aria-hidden />}
          clearable
          value={form.data.photo}
          onChange={(file) => {
            setPhotoMissing(false)
            form.setData('photo', file)
          }}
          error={errors.photo ?? (photoMissing ? t('dry_runs.panel.photo_required') : undefined)}
          required
        />
        <Textarea
          label={t('dry_runs.panel.note')}
          placeholder={t('dry_runs.panel.note_placeholder')}
          value={form.data.note}
          onChange={(event) => form.setData('note', event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          error={errors.note}
        />
        <Checkbox
          label={t('dry_runs.panel.consent')}
          checked={form.data.positionConsent}
          onChange={(event) => locate(event.currentTarget.checked)}
        />
        {locating !== 'idle' && (
          <Text size="sm" c={locating === 'failed' ? 'orange' : 'dimmed'} role="status">
            <IconMapPin size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {locating === 'locating'
              ? t('dry_runs.panel.locating')
              : locating === 'located'
                ? t('dry_runs.panel.located', {
                    accuracy: Math.round(Number(form.data.accuracy) || 0),
                  })
                : t('dry_runs.panel.position_failed')}
          </Text>
        )}
        {errors.latitude || errors.longitude ? (
          <Alert color="orange">{errors.latitude ?? errors.longitude}</Alert>
        ) : null}
        <Button
          type="submit"
          color="orange"
          loading={form.processing}
          disabled={locating === 'locating'}
          fullWidth
        >
          {t('dry_runs.panel.submit')}
        </Button>
      </Stack>
    </form>
  )
}
