import { useState } from 'react'
import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { CompanyBadges } from '~/features/users_admin/company_badges'

type Row = Data.UsersAdmin.CompanyRow
type Filters = {
  q: string | null
  verified: string | null
  suspended: string | null
  plan: string | null
}
type Kind = 'dealer' | 'transporter'

const ROUTE = { dealer: 'admin.users.dealers', transporter: 'admin.users.transporters' } as const

function FilterBar({ kind, filters }: { kind: Kind; filters: Filters }) {
  const t = useT()
  const [search, setSearch] = useState(filters.q ?? '')
  const apply = (next: Partial<Filters>) =>
    applyFilters(urlFor(ROUTE[kind]), { ...filters, ...next })
  const yesNo = (key: 'verified' | 'suspended') => (
    <Select
      label={t(`users_admin.filters.${key}`)}
      placeholder={t('users_admin.filters.any')}
      data={['yes', 'no'].map((value) => ({
        value,
        label: t(`users_admin.filters.${key}_${value}`),
      }))}
      value={filters[key]}
      onChange={(value) => apply({ [key]: value })}
      clearable
      w={{ base: '100%', xs: 180 }}
    />
  )
  return (
    <Group align="flex-end" wrap="wrap">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          apply({ q: search.trim() || null })
        }}
        style={{ flex: '1 1 220px', maxWidth: 320 }}
      >
        <TextInput
          label={t('users_admin.filters.search')}
          placeholder={t('users_admin.filters.search_placeholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
        />
      </form>
      {yesNo('verified')}
      {yesNo('suspended')}
      {kind === 'dealer' && (
        <Select
          label={t('users_admin.filters.plan')}
          placeholder={t('users_admin.filters.any')}
          data={['free', 'pro'].map((value) => ({ value, label: t(`users_admin.plans.${value}`) }))}
          value={filters.plan}
          onChange={(value) => apply({ plan: value })}
          clearable
          w={{ base: '100%', xs: 160 }}
        />
      )}
    </Group>
  )
}

function CompanyLink({ row }: { row: Row }) {
  return (
    <Anchor component={Link} route="admin.users.teams.show" routeParams={{ id: row.id }} fw={500}>
      {row.name}
    </Anchor>
  )
}

function CompanyTable({ kind, rows }: { kind: Kind; rows: Row[] }) {
  const t = useT()
  return (
    <Table visibleFrom="sm" highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('users_admin.columns.company')}</Table.Th>
          <Table.Th>{t('users_admin.columns.vat_number')}</Table.Th>
          <Table.Th>{t('users_admin.columns.city')}</Table.Th>
          {kind === 'dealer' && <Table.Th>{t('users_admin.columns.plan')}</Table.Th>}
          <Table.Th>{t('users_admin.columns.members')}</Table.Th>
          <Table.Th>{t('users_admin.columns.standing')}</Table.Th>
          <Table.Th>{t('users_admin.columns.since')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <CompanyLink row={row} />
              {row.legalName && (
                <Text size="xs" c="dimmed">
                  {row.legalName}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{row.vatNumber ?? '—'}</Table.Td>
            <Table.Td>
              {row.city ? `${row.city}${row.province ? ` (${row.province})` : ''}` : '—'}
            </Table.Td>
            {kind === 'dealer' && <Table.Td>{t(`users_admin.plans.${row.plan}`)}</Table.Td>}
            <Table.Td>{row.members}</Table.Td>
            <Table.Td>
              <CompanyBadges company={row} />
            </Table.Td>
            <Table.Td>{row.createdAt ? date(row.createdAt) : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** Admin → Users → Dealers / Transporters: the companies, searched and filtered, by name. */
export function CompanyList({
  kind,
  companies,
  filters,
  canCreate,
}: {
  kind: Kind
  companies: Paginated<Row>
  filters: Filters
  canCreate: boolean
}) {
  const t = useT()
  const title = t(`users_admin.${kind}s.title`)
  const filtered = Boolean(filters.q || filters.verified || filters.suspended || filters.plan)
  const create = canCreate && (
    <Button component={Link} href={urlFor('admin.users.teams.create', {}, { qs: { kind } })}>
      {t('users_admin.create.action')}
    </Button>
  )
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        description={t(`users_admin.${kind}s.description`)}
        actions={create}
      />
      <Stack gap="md">
        <FilterBar kind={kind} filters={filters} />
        <ListContent
          rows={6}
          isEmpty={companies.data.length === 0}
          empty={
            filtered
              ? {
                  title: t('users_admin.empty_filtered'),
                  action: (
                    <Button variant="default" onClick={() => applyFilters(urlFor(ROUTE[kind]), {})}>
                      {t('users_admin.clear_filters')}
                    </Button>
                  ),
                }
              : { title: t(`users_admin.${kind}s.empty`), action: create || undefined }
          }
        >
          <CompanyTable kind={kind} rows={companies.data} />
          <Stack gap="sm" hiddenFrom="sm">
            {companies.data.map((row) => (
              <RowCard
                key={row.id}
                title={<CompanyLink row={row} />}
                badge={<CompanyBadges company={row} />}
                lines={[
                  row.legalName,
                  row.vatNumber ? `${t('users_admin.columns.vat_number')} ${row.vatNumber}` : null,
                  row.city,
                  t('users_admin.members_count', { count: row.members }),
                ]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={companies.metadata}
            summary={t('users_admin.total', { count: companies.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
