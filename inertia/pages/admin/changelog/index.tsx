import { Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconPlus } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowActions } from '~/components/row_actions'
import { RowCard } from '~/components/row_card'
import { confirmDanger } from '~/components/confirm'
import { EntryStateBadge } from '~/features/changelog/entry_state_badge'

type Row = Data.Changelog.ChangelogEntry.Variants['forStaff']

/** Admin → Changelog: every entry, drafts included; staff owners and admins write and delete. */
export default function AdminChangelog({
  entries,
  filters,
  can,
}: {
  entries: Paginated<Row>
  filters: { state: string | null }
  can: { manage: boolean }
}) {
  const t = useT()
  const edit = (row: Row) => router.visit(urlFor('admin.changelog.edit', { id: row.id }))
  const remove = (row: Row) =>
    confirmDanger(t, {
      title: t('changelog.admin.delete_title'),
      body: t('changelog.admin.delete_body', { title: row.titleIt }),
      confirm: t('changelog.admin.delete'),
      onConfirm: () =>
        router.delete(urlFor('admin.changelog.destroy', { id: row.id }), { preserveScroll: true }),
    })
  const actions = (row: Row) =>
    can.manage ? (
      <RowActions
        editLabel={t('changelog.admin.edit_named', { title: row.titleIt })}
        deleteLabel={t('changelog.admin.delete_named', { title: row.titleIt })}
        onEdit={() => edit(row)}
        onDelete={() => remove(row)}
      />
    ) : null
  const day = (row: Row) => (row.publishedOn ? date(row.publishedOn) : '—')
  return (
    <>
      <Head title={t('changelog.admin.title')} />
      <PageHeader
        title={t('changelog.admin.title')}
        description={t('changelog.admin.description')}
        actions={
          can.manage ? (
            <Button
              component={Link}
              route="admin.changelog.create"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('changelog.admin.new')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <Group>
          <SegmentedControl
            aria-label={t('changelog.admin.filter_state')}
            value={filters.state ?? 'all'}
            onChange={(value) =>
              applyFilters(urlFor('admin.changelog.index'), {
                state: value === 'all' ? undefined : value,
              })
            }
            data={[
              { value: 'all', label: t('changelog.admin.all') },
              { value: 'draft', label: t('changelog.states.draft') },
              { value: 'published', label: t('changelog.states.published') },
            ]}
          />
        </Group>
        <ListContent
          rows={5}
          isEmpty={entries.data.length === 0}
          empty={{
            title: t('changelog.admin.empty'),
            description: t('changelog.admin.empty_description'),
          }}
        >
          <Table visibleFrom="sm" highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('changelog.admin.columns.title')}</Table.Th>
                <Table.Th>{t('changelog.admin.columns.state')}</Table.Th>
                <Table.Th>{t('changelog.admin.columns.published_on')}</Table.Th>
                {can.manage && <Table.Th>{t('changelog.admin.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.titleIt}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.titleEn} · /changelog/{row.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <EntryStateBadge state={row.state} />
                  </Table.Td>
                  <Table.Td>{day(row)}</Table.Td>
                  {can.manage && <Table.Td>{actions(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {entries.data.map((row) => (
              <RowCard
                key={row.id}
                title={row.titleIt}
                badge={<EntryStateBadge state={row.state} />}
                lines={[row.titleEn, day(row), actions(row)]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={entries.metadata}
            filters={filters}
            summary={t('changelog.admin.total', { count: entries.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
