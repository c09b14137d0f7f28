import type { Data } from '@generated/data'
import {
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { dateTime, dateTimeMinutes, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** The dispute as its transformer sends it (staff also get who opened it). */
export type DisputeView = Data.Transports.Dispute | Data.Transports.Dispute.Variants['forStaff']

const REASONS = ['damage', 'missing_items', 'late', 'wrong_place', 'other'] as const

type Area = 'dealer' | 'transporter' | 'admin'

const PHOTO_ROUTES = {
  dealer: 'dealer.transports.dispute_photo',
  transporter: 'transporter.transports.dispute_photo',
  admin: 'admin.transports.dispute_photo',
} as const

/**
 * A transport's dispute (issue 11): what was contested, with its photos and
 * staff's decision; the form to open one (within 48 h of the delivery) and,
 * for staff, the form to resolve it.
 */
export function DisputePanel({
  area,
  transportId,
  dispute,
  disputeUntil,
  refundableCents,
}: {
  area: Area
  transportId: number
  dispute: DisputeView | null
  disputeUntil: string | null
  refundableCents?: number | null
}) {
  if (!dispute && !disputeUntil) return null
  return (
    <Paper withBorder p="md" radius="md">
      {dispute ? (
        <Stack gap="md">
          <DisputeDetails area={area} transportId={transportId} dispute={dispute} />
          {dispute.state === 'open' &&
            refundableCents !== null &&
            refundableCents !== undefined && (
              <ResolveForm transportId={transportId} refundableCents={refundableCents} />
            )}
        </Stack>
      ) : (
        <OpenForm area={area} transportId={transportId} until={disputeUntil!} />
      )}
    </Paper>
  )
}

function DisputeDetails({
  area,
  transportId,
  dispute,
}: {
  area: Area
  transportId: number
  dispute: DisputeView
}) {
  const t = useT()
  const photoRoute = PHOTO_ROUTES[area]
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <Title order={2} size="h4">
          {t('transports.dispute.title')}
        </Title>
        <Badge color={dispute.state === 'open' ? 'orange' : 'green'} variant="light">
          {t(`transports.dispute.state.${dispute.state}`)}
        </Badge>
      </Group>
      <Text size="sm">
        <b>{t('transports.dispute.reason')}:</b>{' '}
        {t(`transports.dispute.reasons.${dispute.reasonCode}`)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {dispute.description}
      </Text>
      <Text size="xs" c="dimmed">
        {t('transports.dispute.opened_at')} {dispute.openedAt ? dateTime(dispute.openedAt) : ''} ·{' '}
        {t(`transports.actor.${dispute.openedByKind}`)}
        {dispute.openedByName ? ` (${dispute.openedByName})` : ''}
      </Text>
      {dispute.photos.length > 0 && (
        <Group gap="xs">
          {dispute.photos.map((photo, index) => (
            <Anchor
              key={photo.id}
              size="sm"
              href={urlFor(photoRoute, { id: transportId, photoId: photo.id })}
              target="_blank"
              rel="noopener"
            >
              {t('transports.dispute.photo', { n: index + 1 })}
            </Anchor>
          ))}
        </Group>
      )}
      {dispute.state === 'resolved' && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('transports.dispute.decision')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {dispute.decision}
          </Text>
          <Text size="sm">
            {t('transports.dispute.refund')}:{' '}
            {dispute.refundCents ? money(dispute.refundCents) : t('transports.dispute.no_refund')}
          </Text>
        </Stack>
      )}
    </Stack>
  )
}

function OpenForm({
  area,
  transportId,
  until,
}: {
  area: Area
  transportId: number
  until: string
}) {
  const t = useT()
  const form = useForm<{ reasonCode: string; description: string; photos: File[] }>({
    reasonCode: '',
    description: '',
    photos: [],
  })
  const errors = form.errors as Record<string, string | undefined>
  const photoError =
    errors.photos ?? Object.entries(errors).find(([key]) => key.startsWith('photos.'))?.[1]
  const route = area === 'admin' ? 'admin.transports.dispute' : 'dealer.transports.dispute'
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor(route, { id: transportId }), { forceFormData: true, preserveScroll: true })
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('transports.dispute.open_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('transports.dispute.open_help')}{' '}
          {t('transports.dispute.open_until', { until: dateTimeMinutes(until) })}
        </Text>
        <Select
          label={t('transports.dispute.reason')}
          data={REASONS.map((value) => ({
            value,
            label: t(`transports.dispute.reasons.${value}`),
          }))}
          value={form.data.reasonCode || null}
          onChange={(value) => form.setData('reasonCode', value ?? '')}
          required
          error={errors.reasonCode}
        />
        <Textarea
          label={t('transports.dispute.description')}
          value={form.data.description}
          onChange={(event) => form.setData('description', event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          required
          error={errors.description}
        />
        <FileInput
          label={t('transports.dispute.photos')}
          accept="image/jpeg,image/png"
          multiple
          clearable
          value={form.data.photos}
          onChange={(files) => form.setData('photos', files.slice(0, 5))}
          error={photoError}
        />
        <Text size="xs" c="dimmed">
          {t('transports.dispute.open_confirm')}
        </Text>
        <Button
          type="submit"
          color="orange"
          loading={form.processing}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('transports.dispute.open')}
        </Button>
      </Stack>
    </form>
  )
}

function ResolveForm({
  transportId,
  refundableCents,
}: {
  transportId: number
  refundableCents: number
}) {
  const t = useT()
  const form = useForm({ outcome: 'as_is', refund: '', decision: '' })
  const errors = form.errors as Record<string, string | undefined>
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('admin.transports.resolve_dispute', { id: transportId }), {
          preserveScroll: true,
        })
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('transports.dispute.resolve_title')}
        </Title>
        <Radio.Group
          label={t('transports.dispute.outcome')}
          value={form.data.outcome}
          onChange={(value) => form.setData('outcome', value)}
        >
          <Stack gap="xs" mt={4}>
            <Radio value="as_is" label={t('transports.dispute.as_is')} />
            <Radio value="partial_refund" label={t('transports.dispute.partial_refund')} />
          </Stack>
        </Radio.Group>
        {form.data.outcome === 'partial_refund' && (
          <TextInput
            label={t('transports.dispute.refund_amount')}
            description={t('transports.dispute.refund_max', { amount: money(refundableCents) })}
            inputMode="decimal"
            maxLength={20}
            value={form.data.refund}
            onChange={(event) => form.setData('refund', event.currentTarget.value)}
            required
            error={errors.refund}
          />
        )}
        <Textarea
          label={t('transports.dispute.decision')}
          value={form.data.decision}
          onChange={(event) => form.setData('decision', event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          required
          error={errors.decision}
        />
        <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
          {t('transports.dispute.resolve')}
        </Button>
      </Stack>
    </form>
  )
}
