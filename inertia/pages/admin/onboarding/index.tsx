import { Select, Stack, Table } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { StateBadge } from '~/features/onboarding/state_badge'

type Row = Data.Onboarding.ApplicationRow
const STATES = ['draft', 'submitted', 'approved', 'rejected']

/** Admin → Onboarding: carriers' applications, newest first, filtered by state. */
export default function AdminOnboardingIndex({
  applications,
  filters,
}: {
  applications: Paginated<Row>
  filters: { state: string }
}) {
  const t = useT()
  const name = (row: Row) => (
    <Link route="admin.onboarding.show" routeParams={{ id: row.id }}>
      {row.legalName}
    </Link>
  )
  const when = (row: Row) => date(row.submittedAt ?? row.createdAt)
  return (
    <>
      <Head title={t('onboarding.admin.title')} />
      <PageHeader
        title={t('onboarding.admin.title')}
        description={t('onboarding.admin.description')}
      />
      <Stack gap="md">
        <Select
          label={t('onboarding.admin.filter')}
          data={[
            { value: '', label: t('onboarding.admin.all') },
            ...STATES.map((state) => ({ value: state, label: t(`onboarding.states.${state}`) })),
          ]}
          value={filters.state}
          allowDeselect={false}
          onChange={(state) =>
            applyFilters(urlFor('admin.onboarding.index'), { state: state ?? '' })
          }
          w={{ base: '100%', xs: 240 }}
        />
        <ListContent
          rows={6}
          isEmpty={applications.data.length === 0}
          empty={{
            title: t('onboarding.admin.empty'),
            description: t('onboarding.admin.empty_description'),
          }}
        >
          <Table visibleFrom="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('onboarding.admin.columns.company')}</Table.Th>
                <Table.Th>{t('onboarding.admin.columns.vat_number')}</Table.Th>
                <Table.Th>{t('onboarding.admin.columns.place')}</Table.Th>
                <Table.Th>{t('onboarding.admin.columns.contact')}</Table.Th>
                <Table.Th>{t('onboarding.admin.columns.submitted_at')}</Table.Th>
                <Table.Th>{t('onboarding.admin.columns.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {applications.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{name(row)}</Table.Td>
                  <Table.Td>{row.vatNumber}</Table.Td>
                  <Table.Td>{`${row.city} (${row.province})`}</Table.Td>
                  <Table.Td>{row.contactName}</Table.Td>
                  <Table.Td>{when(row)}</Table.Td>
                  <Table.Td>
                    <StateBadge state={row.state} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {applications.data.map((row) => (
              <RowCard
                key={row.id}
                title={name(row)}
                badge={<StateBadge state={row.state} />}
                lines={[
                  `${row.vatNumber} · ${row.city} (${row.province})`,
                  `${row.contactName} · ${when(row)}`,
                ]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={applications.metadata}
            filters={filters}
            summary={t('onboarding.admin.total', { count: applications.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
