import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { Section } from '~/components/section'

export type CardTopUp = { minCents: number; maxCents: number }

/**
 * Dealer: top the wallet up by card. The form opens Stripe's Checkout page;
 * the balance changes only when Stripe confirms the payment (its webhook).
 */
export function CardTopUpForm({
  limits,
  returned,
}: {
  limits: CardTopUp
  returned: 'success' | 'cancelled' | null
}) {
  const t = useT()
  const form = useForm({ amount: '' })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('dealer.payments.wallet.card'), { preserveScroll: true })
  }
  const range = { min: money(limits.minCents), max: money(limits.maxCents) }
  return (
    <Section title={t('wallet.card.title')} description={t('wallet.card.description')}>
      {returned && (
        <Alert
          color={returned === 'success' ? 'green' : 'gray'}
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          {t(`wallet.card.returned_${returned}`)}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" align="flex-start">
          <TextInput
            label={t('wallet.card.amount')}
            description={t('wallet.card.amount_hint', range)}
            inputMode="decimal"
            value={form.data.amount}
            onChange={(event) => form.setData('amount', event.currentTarget.value)}
            maxLength={20}
            required
            error={form.errors.amount}
            rightSection={<Text size="sm">€</Text>}
          />
          <Button
            type="submit"
            loading={form.processing}
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            {t('wallet.card.submit')}
          </Button>
        </Stack>
      </form>
    </Section>
  )
}
