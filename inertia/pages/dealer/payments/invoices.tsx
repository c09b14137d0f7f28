import { Head } from '@inertiajs/react'
import { Stack } from '@mantine/core'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { PaymentsTabs } from '~/features/ordering/payments_tabs'
import { InvoiceList } from '~/features/invoicing/invoice_list'
import { InvoiceFilters, type InvoiceFilterValues } from '~/features/invoicing/invoice_filters'

/** Payments → Fatture: the team's invoices and credit notes, with their PDF and XML. */
export default function DealerInvoices({
  invoices,
  filters,
  years,
}: {
  invoices: Paginated<Data.Invoicing.InvoiceRow>
  filters: InvoiceFilterValues
  years: number[]
}) {
  const t = useT()
  const filtered = Boolean(filters.year || filters.kind || filters.q)
  return (
    <>
      <Head title={t('invoicing.dealer.title')} />
      <PageHeader
        title={t('ordering.nav.payments')}
        description={t('invoicing.dealer.description')}
      />
      <PaymentsTabs active="invoices" />
      <Stack gap="md">
        <InvoiceFilters url={urlFor('dealer.invoices.index')} filters={filters} years={years} />
        <ListContent
          rows={6}
          isEmpty={invoices.data.length === 0}
          empty={{
            title: t('invoicing.empty.title'),
            description: filtered
              ? t('invoicing.empty.filtered')
              : t('invoicing.empty.description'),
          }}
        >
          <InvoiceList rows={invoices.data} area="dealer" />
          <ListPagination
            meta={invoices.metadata}
            filters={filters}
            summary={t('invoicing.count', { count: invoices.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
