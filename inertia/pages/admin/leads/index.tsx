import { useState } from 'react'
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { LeadKindBadge, LeadStateBadge } from '~/features/leads/lead_parts'

type Row = Data.Leads.Lead
type Filters = { state: string | null; kind: string | null; q: string | null; mine: string | null }

const STATES = ['new', 'contacted', 'converted', 'discarded'] as const

/** Admin → Leads: companies that wrote through the public form, newest first. */
export default function AdminLeads({
  leads,
  filters,
}: {
  leads: Paginated<Row>
  filters: Filters
}) {
  const t = useT()
  const [search, setSearch] = useState(filters.q ?? '')
  const apply = (next: Partial<Filters>) =>
    applyFilters(urlFor('admin.leads.index'), { ...filters, ...next })
  const filtered = Boolean(filters.state || filters.kind || filters.q || filters.mine)
  const company = (row: Row) => (
    <Anchor component={Link} route="admin.leads.show" routeParams={{ id: row.id }} fw={500}>
      {row.companyName}
    </Anchor>
  )
  return (
    <>
      <Head title={t('leads.admin.title')} />
      <PageHeader title={t('leads.admin.title')} description={t('leads.admin.description')} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('leads.admin.filter_state')}
            placeholder={t('leads.admin.all_states')}
            data={STATES.map((value) => ({ value, label: t(`leads.states.${value}`) }))}
            value={filters.state}
            onChange={(value) => apply({ state: value })}
            clearable
            w={180}
          />
          <Select
            label={t('leads.admin.filter_kind')}
            placeholder={t('leads.admin.all_kinds')}
            data={['dealer', 'transporter'].map((value) => ({
              value,
              label: t(`leads.kinds.${value}`),
            }))}
            value={filters.kind}
            onChange={(value) => apply({ kind: value })}
            clearable
            w={180}
          />
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              apply({ q: search.trim() || null })
            }}
          >
            <TextInput
              label={t('leads.admin.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maxLength={100}
              w={240}
            />
          </form>
          <Checkbox
            label={t('leads.admin.mine')}
            checked={filters.mine === '1'}
            onChange={(event) => apply({ mine: event.currentTarget.checked ? '1' : null })}
            mb={8}
          />
        </Group>
        <ListContent
          rows={6}
          isEmpty={leads.data.length === 0}
          empty={
            filtered
              ? {
                  title: t('leads.admin.empty_filtered'),
                  action: (
                    <Button
                      variant="default"
                      onClick={() => {
                        setSearch('')
                        applyFilters(urlFor('admin.leads.index'), {})
                      }}
                    >
                      {t('leads.admin.clear_filters')}
                    </Button>
                  ),
                }
              : { title: t('leads.admin.empty'), description: t('leads.admin.empty_description') }
          }
        >
          <Table visibleFrom="sm" highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('leads.admin.columns.company')}</Table.Th>
                <Table.Th>{t('leads.admin.columns.kind')}</Table.Th>
                <Table.Th>{t('leads.admin.columns.volume')}</Table.Th>
                <Table.Th>{t('leads.admin.columns.state')}</Table.Th>
                <Table.Th>{t('leads.admin.columns.handler')}</Table.Th>
                <Table.Th>{t('leads.admin.columns.received')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leads.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {company(row)}
                    <Text size="xs" c="dimmed">
                      {row.contactName} · {row.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <LeadKindBadge kind={row.kind} />
                  </Table.Td>
                  <Table.Td>{t(`leads.volumes.${row.volume}`)}</Table.Td>
                  <Table.Td>
                    <LeadStateBadge state={row.state} />
                  </Table.Td>
                  <Table.Td>{row.handler ?? '—'}</Table.Td>
                  <Table.Td>{row.createdAt ? dateTime(row.createdAt) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {leads.data.map((row) => (
              <RowCard
                key={row.id}
                title={company(row)}
                badge={<LeadStateBadge state={row.state} />}
                lines={[
                  `${row.contactName} · ${row.email}`,
                  <LeadKindBadge key="kind" kind={row.kind} />,
                  t(`leads.volumes.${row.volume}`),
                  row.createdAt ? dateTime(row.createdAt) : null,
                ]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={leads.metadata}
            summary={t('leads.admin.total', { count: leads.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
