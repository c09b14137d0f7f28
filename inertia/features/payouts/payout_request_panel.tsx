import { router } from '@inertiajs/react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

export type PayoutRequestState = {
  dueCents: number
  minCents: number
  open: { amountCents: number; createdAt: string } | null
}

/**
 * What the carrier is owed now, and the request to be paid before the
 * monthly batch once it reaches the threshold (one open request at a time).
 */
export function PayoutRequestPanel({ request }: { request: PayoutRequestState }) {
  const t = useT()
  const [sending, setSending] = useState(false)
  const ask = () =>
    router.post(
      urlFor('transporter.payments.request'),
      {},
      { preserveScroll: true, onStart: () => setSending(true), onFinish: () => setSending(false) }
    )
  if (request.open) {
    return (
      <Alert color="blue" variant="light">
        {t('payouts.request.open', {
          amount: money(request.open.amountCents),
          date: date(request.open.createdAt),
        })}
      </Alert>
    )
  }
  const enough = request.dueCents >= request.minCents
  return (
    <Alert color="gray" variant="light">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('payouts.request.due', { amount: money(request.dueCents) })}{' '}
          {enough
            ? t('payouts.request.can')
            : t('payouts.request.below', { min: money(request.minCents) })}
        </Text>
        {enough && (
          <Group>
            <Button size="xs" onClick={ask} loading={sending}>
              {t('payouts.request.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  )
}
