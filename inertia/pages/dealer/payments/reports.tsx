import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { PaymentsTabs } from '~/features/ordering/payments_tabs'
import { StatementMonths, type StatementMonth } from '~/features/wallet/statement_months'

/** Payments → reports: the wallet's statements month by month, each downloadable as CSV or PDF. */
export default function DealerReports(props: {
  year: number
  years: number[]
  months: StatementMonth[]
}) {
  const t = useT()
  return (
    <>
      <Head title={t('wallet.reports.title')} />
      <PageHeader
        title={t('ordering.nav.payments')}
        description={t('wallet.reports.description')}
      />
      <PaymentsTabs active="reports" />
      <StatementMonths
        {...props}
        yearUrl={urlFor('dealer.payments.reports')}
        statementUrl={urlFor('dealer.payments.statement')}
      />
    </>
  )
}
