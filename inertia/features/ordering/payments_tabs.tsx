import { Tabs } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** The dealer's Payments sections: orders and wallet (reports come later). */
export function PaymentsTabs({ active }: { active: 'orders' | 'wallet' }) {
  const t = useT()
  const tabs = {
    orders: urlFor('dealer.orders.index'),
    wallet: urlFor('dealer.payments.wallet'),
  }
  return (
    <Tabs
      value={active}
      onChange={(value) =>
        value && value !== active && router.get(tabs[value as keyof typeof tabs])
      }
      mb="md"
    >
      <Tabs.List aria-label={t('ordering.payments.tabs')}>
        <Tabs.Tab value="orders">{t('ordering.payments.orders')}</Tabs.Tab>
        <Tabs.Tab value="wallet">{t('ordering.payments.wallet')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  )
}
