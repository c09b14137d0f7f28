import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { RouteTabs } from '~/components/route_tabs'

/** The dealer's Payments sections: orders, wallet and invoices (reports come later). */
export function PaymentsTabs({ active }: { active: 'orders' | 'wallet' | 'invoices' }) {
  const t = useT()
  return (
    <RouteTabs
      active={active}
      label={t('ordering.payments.tabs')}
      mb="md"
      tabs={[
        {
          value: 'orders',
          label: t('ordering.payments.orders'),
          url: urlFor('dealer.orders.index'),
        },
        {
          value: 'wallet',
          label: t('ordering.payments.wallet'),
          url: urlFor('dealer.payments.wallet'),
        },
        {
          value: 'invoices',
          label: t('invoicing.nav.tab'),
          url: urlFor('dealer.invoices.index'),
        },
      ]}
    />
  )
}
