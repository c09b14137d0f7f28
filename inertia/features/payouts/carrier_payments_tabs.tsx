import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { RouteTabs } from '~/components/route_tabs'

/** A carrier's Payments sections: its jobs and the payouts it received. */
export function CarrierPaymentsTabs({ active }: { active: 'jobs' | 'payouts' | 'reports' }) {
  const t = useT()
  return (
    <RouteTabs
      active={active}
      label={t('payouts.carrier.tabs_label')}
      mb="md"
      tabs={[
        {
          value: 'jobs',
          label: t('payouts.carrier.tab_jobs'),
          url: urlFor('transporter.payments.index'),
        },
        {
          value: 'payouts',
          label: t('payouts.carrier.tab_payouts'),
          url: urlFor('transporter.payments.payouts'),
        },
        {
          value: 'reports',
          label: t('payouts.carrier.tab_reports'),
          url: urlFor('transporter.payments.reports'),
        },
      ]}
    />
  )
}
