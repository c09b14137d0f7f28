import { Head } from '@inertiajs/react'
import { Alert, Anchor, Stack } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { InvoiceList } from '~/features/invoicing/invoice_list'
import { InvoiceFilters, type InvoiceFilterValues } from '~/features/invoicing/invoice_filters'

/** Admin → Fatture: every invoice and credit note, filtered, with their files and SDI delivery. */
export default function AdminInvoices({
  invoices,
  filters,
  years,
  teams,
  sellerReady,
}: {
  invoices: Paginated<Data.Invoicing.InvoiceRow.Variants['forStaff']>
  filters: InvoiceFilterValues
  years: number[]
  teams: { id: number; name: string }[]
  sellerReady: boolean
}) {
  const t = useT()
  const filtered = Object.values(filters).some((value) => value !== null)
  return (
    <>
      <Head title={t('invoicing.admin.title')} />
      <PageHeader
        title={t('invoicing.admin.title')}
        description={t('invoicing.admin.description')}
      />
      <Stack gap="md">
        {!sellerReady && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('invoicing.admin.seller_missing')}{' '}
            <Anchor component={Link} route="admin.settings.general" size="sm">
              {t('invoicing.admin.open_settings')}
            </Anchor>
          </Alert>
        )}
        <InvoiceFilters
          url={urlFor('admin.invoices.index')}
          filters={filters}
          years={years}
          teams={teams}
        />
        <ListContent
          rows={8}
          isEmpty={invoices.data.length === 0}
          empty={{
            title: t('invoicing.empty.title'),
            description: filtered
              ? t('invoicing.empty.filtered')
              : t('invoicing.empty.description'),
          }}
        >
          <InvoiceList rows={invoices.data} area="admin" />
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
