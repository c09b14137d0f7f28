import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { CarrierPaymentsTabs } from '~/features/payouts/carrier_payments_tabs'
import { StatementMonths, type StatementMonth } from '~/features/wallet/statement_months'

/** A carrier's Payments → statements: what it was owed, earned and paid month by month (CSV, PDF). */
export default function CarrierReports(props: {
  year: number
  years: number[]
  months: StatementMonth[]
}) {
  const t = useT()
  return (
    <>
      <Head title={t('wallet.reports.title')} />
      <PageHeader
        title={t('payouts.carrier.title')}
        description={t('wallet.reports.payable_description')}
      />
      <CarrierPaymentsTabs active="reports" />
      <StatementMonths
        {...props}
        yearUrl={urlFor('transporter.payments.reports')}
        statementUrl={urlFor('transporter.payments.statement')}
      />
    </>
  )
}
