import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { IconCreditCard } from '@tabler/icons-react'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

export type CardPayment = {
  /** card payments are on (Stripe keys set): the dealer may open Stripe's page again */
  enabled: boolean
  /** back from Stripe's page */
  returned: 'success' | 'cancelled' | null
} | null

/**
 * The dealer's order waiting for its card payment: what happens next and a
 * button to pay on Stripe's page (again, after an abandoned payment). The
 * order is paid only when Stripe confirms it (its signed webhook).
 */
export function CardPaymentPanel({
  order,
  card,
}: {
  order: { id: number; grossCents: number }
  card: NonNullable<CardPayment>
}) {
  const t = useT()
  const [opening, setOpening] = useState(false)
  const pay = () =>
    router.post(
      urlFor('dealer.orders.card', { id: order.id }),
      {},
      { onStart: () => setOpening(true), onFinish: () => setOpening(false) }
    )
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h5">
          {t('ordering.card.title')}
        </Title>
        {card.returned && (
          <Alert color={card.returned === 'success' ? 'green' : 'gray'} variant="light" w="100%">
            {t(`ordering.card.returned_${card.returned}`)}
          </Alert>
        )}
        <Text size="sm">{t('ordering.card.intro', { amount: money(order.grossCents) })}</Text>
        {card.enabled ? (
          <Button
            onClick={pay}
            loading={opening}
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            {t('ordering.card.pay', { amount: money(order.grossCents) })}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('ordering.card.off')}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
