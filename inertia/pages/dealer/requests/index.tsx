import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Button, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { ListPagination } from '~/components/list_pagination'
import { useNavigating } from '~/lib/navigation'
import { RequestTable } from '~/features/requests/request_table'
import { RequestFilters, type RequestFilterValues } from '~/features/requests/request_filters'
import type { Paginated } from '~/lib/types'

/** The dealer's transport requests: filters in the URL, 20 per page. */
export default function DealerRequestsIndex({
  requests,
  filters,
  states,
}: {
  requests: Paginated<Data.Requests.TransportRequestRow>
  filters: RequestFilterValues
  states: string[]
}) {
  const t = useT()
  const navigating = useNavigating()
  const add = (
    <Button
      component={Link}
      route="dealer.requests.create"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {t('requests.list.new')}
    </Button>
  )
  return (
    <>
      <Head title={t('requests.title')} />
      <PageHeader title={t('requests.title')} actions={add} />
      <RequestFilters filters={filters} states={states} />
      {navigating ? (
        <ListLoading rows={6} />
      ) : requests.data.length === 0 ? (
        <EmptyState
          title={t('requests.list.empty')}
          description={t('requests.list.empty_description')}
          action={add}
        />
      ) : (
        <Stack gap="sm">
          <RequestTable rows={requests.data} showRoute="dealer.requests.show" />
          <ListPagination
            meta={requests.metadata}
            filters={filters}
            summary={t('requests.list.total', { count: requests.metadata.total })}
          />
        </Stack>
      )}
    </>
  )
}
