import { Head } from '@inertiajs/react'
import { Stack } from '@mantine/core'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'
import { RequestTable } from '~/features/requests/request_table'
import { RequestFilters, type RequestFilterValues } from '~/features/requests/request_filters'
import { ListPagination } from '~/components/list_pagination'
import type { Paginated } from '~/lib/types'

/** Staff: every dealer's requests, with filters in the URL. */
export default function AdminRequestsIndex({
  requests,
  filters,
  states,
  teams,
}: {
  requests: Paginated<Data.Requests.TransportRequestRow.Variants['forStaffList']>
  filters: RequestFilterValues
  states: string[]
  teams?: Data.Teams.Team[]
}) {
  const t = useT()
  const navigating = useNavigating()
  return (
    <>
      <Head title={t('requests.admin.title')} />
      <PageHeader title={t('requests.admin.title')} />
      <RequestFilters filters={filters} states={states} teams={teams} staff />
      {navigating ? (
        <ListLoading rows={6} />
      ) : requests.data.length === 0 ? (
        <EmptyState title={t('requests.list.empty')} />
      ) : (
        <Stack gap="sm">
          <RequestTable rows={requests.data} showRoute="admin.requests.show" showTeam />
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
