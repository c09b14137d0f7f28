import {
  Badge,
  Button,
  Divider,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { router, useForm } from '@inertiajs/react'
import { modals } from '@mantine/modals'
import { useState } from 'react'
import type { Data } from '@generated/data'
import { date, money, time } from '@shared/format'
import { todayInRome } from '@shared/rome'
import { addCalendarDays } from '@shared/working_days'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { DateInput } from '~/components/date_inputs'
import { FormActions } from '~/components/form_actions'

export type Bidding = {
  deadline: string | null
  open: boolean
  limits: { minCents: number; maxCents: number }
}

/**
 * The carrier's side of bidding on a transport page: its open bid (with
 * withdraw), or the form to offer its own payout and pickup date, or why
 * bids are closed. The server re-checks everything.
 */
export function BidPanel({
  transportId,
  window,
  bidding,
  myBid,
  canBid,
}: {
  transportId: number
  window: { from: string | null; to: string | null }
  bidding: Bidding
  myBid: Data.Marketplace.Bid | null
  canBid: boolean
}) {
  const t = useT()
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={2} size="h5">
        {t('marketplace.bid.title')}
      </Title>
      {bidding.deadline && (
        <Text size="sm" c={bidding.open ? undefined : 'dimmed'}>
          {t(bidding.open ? 'marketplace.bid.deadline' : 'marketplace.bid.closed', {
            date: date(bidding.deadline),
            time: time(bidding.deadline),
          })}
        </Text>
      )}
      {myBid ? (
        <MyBid bid={myBid} />
      ) : canBid ? (
        <BidForm transportId={transportId} window={window} limits={bidding.limits} />
      ) : null}
    </Stack>
  )
}

function MyBid({ bid }: { bid: Data.Marketplace.Bid }) {
  const t = useT()
  const [withdrawing, setWithdrawing] = useState(false)
  const withdraw = () =>
    modals.openConfirmModal({
      title: t('marketplace.bid.withdraw_title'),
      children: <Text size="sm">{t('marketplace.bid.withdraw_body')}</Text>,
      labels: { confirm: t('marketplace.bid.withdraw'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        router.delete(urlFor('transporter.bids.destroy', { bidId: bid.id }), {
          preserveScroll: true,
          onStart: () => setWithdrawing(true),
          onFinish: () => setWithdrawing(false),
        }),
    })
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('marketplace.bid.yours')}</Text>
        <Badge color="blue" variant="light">
          {t('marketplace.bid_states.open')}
        </Badge>
      </Group>
      <Text fw={700} className="money">
        {money(bid.amountCents)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('marketplace.bid.pickup_on', { date: date(bid.pickupOn) })}
      </Text>
      {bid.note && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {bid.note}
        </Text>
      )}
      <Button variant="light" color="red" onClick={withdraw} loading={withdrawing}>
        {t('marketplace.bid.withdraw')}
      </Button>
    </Stack>
  )
}

function BidForm({
  transportId,
  window,
  limits,
}: {
  transportId: number
  window: { from: string | null; to: string | null }
  limits: Bidding['limits']
}) {
  const t = useT()
  const form = useForm({ amount: '', pickupOn: '', note: '' })
  const errors = form.errors as Record<string, string | undefined>
  const tomorrow = addCalendarDays(todayInRome(), 1)
  const minDate = window.from && window.from > tomorrow ? window.from : tomorrow
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('transporter.marketplace.bids.store', { id: transportId }), {
      preserveScroll: true,
    })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('marketplace.bid.amount')}
          description={t('marketplace.bid.amount_hint', {
            min: money(limits.minCents),
            max: money(limits.maxCents),
          })}
          inputMode="decimal"
          value={form.data.amount}
          onChange={(event) => form.setData('amount', event.currentTarget.value)}
          maxLength={20}
          required
          error={errors.amount}
        />
        <DateInput
          label={t('marketplace.bid.pickup_date')}
          upcomingWorkingDays
          minDate={minDate}
          maxDate={window.to ?? undefined}
          value={form.data.pickupOn || null}
          onChange={(value) => form.setData('pickupOn', value ? String(value).slice(0, 10) : '')}
          required
          error={errors.pickupOn}
        />
        <Textarea
          label={t('marketplace.bid.note')}
          value={form.data.note}
          onChange={(event) => form.setData('note', event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          error={errors.note}
        />
        <FormActions processing={form.processing} label={t('marketplace.bid.submit')} />
      </Stack>
    </form>
  )
}
