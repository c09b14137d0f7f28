import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { RouteTabs } from '~/components/route_tabs'

/** The dealer's Payments sections: orders, wallet, invoices and the monthly statements. */
export function PaymentsTabs({ active }: { active: 'orders' | 'wallet' | 'invoices' | 'reports' }) {
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
        {
          value: 'reports',
          label: t('ordering.payments.reports'),
          url: urlFor('dealer.payments.reports'),
        },
      ]}
    />
  )
}
