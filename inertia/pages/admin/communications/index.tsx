import { Button, SegmentedControl, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconPlus } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT, type TFunction } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowActions } from '~/components/row_actions'
import { RowCard } from '~/components/row_card'
import { confirmDanger } from '~/components/confirm'
import { AnnouncementStatusBadge } from '~/features/announcements/announcement_status_badge'

type Row = Data.Announcements.Announcement.Variants['forStaff']

function schedule(t: TFunction, row: Row) {
  const parts = [
    row.publishAt ? t('announcements.admin.from', { date: dateTime(row.publishAt) }) : '—',
    row.endsAt ? t('announcements.admin.until', { date: dateTime(row.endsAt) }) : null,
  ]
  return parts.filter(Boolean).join(' · ')
}

function email(t: TFunction, row: Row) {
  if (!row.sendEmail) return null
  return row.emailedAt
    ? t('announcements.admin.emailed', { count: row.emailedCount })
    : t('announcements.admin.email_pending')
}

const seen = (t: TFunction, row: Row) =>
  t('announcements.admin.seen', { seen: row.seen, dismissed: row.dismissed })

/** Admin → Communications: every announcement with its audience, status and how many saw it. */
export default function AdminCommunications({
  communications,
  filters,
  can,
}: {
  communications: Paginated<Row>
  filters: { status: string | null }
  can: { manage: boolean }
}) {
  const t = useT()
  const remove = (row: Row) =>
    confirmDanger(t, {
      title: t('announcements.admin.delete_title'),
      body: t('announcements.admin.delete_body', { title: row.titleIt }),
      confirm: t('announcements.admin.delete'),
      onConfirm: () =>
        router.delete(urlFor('admin.communications.destroy', { id: row.id }), {
          preserveScroll: true,
        }),
    })
  const actions = (row: Row) =>
    can.manage ? (
      <RowActions
        editLabel={t('announcements.admin.edit_named', { title: row.titleIt })}
        deleteLabel={t('announcements.admin.delete_named', { title: row.titleIt })}
        onEdit={() => router.visit(urlFor('admin.communications.edit', { id: row.id }))}
        onDelete={() => remove(row)}
      />
    ) : null
  const audience = (row: Row) => t(`announcements.audiences.${row.audience}`)
  return (
    <>
      <Head title={t('announcements.admin.title')} />
      <PageHeader
        title={t('announcements.admin.title')}
        description={t('announcements.admin.description')}
        actions={
          can.manage ? (
            <Button
              component={Link}
              route="admin.communications.create"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('announcements.admin.new')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <ScrollArea type="auto" offsetScrollbars>
          <SegmentedControl
            aria-label={t('announcements.admin.filter_status')}
            value={filters.status ?? 'all'}
            onChange={(value) =>
              applyFilters(urlFor('admin.communications.index'), {
                status: value === 'all' ? undefined : value,
              })
            }
            data={[
              { value: 'all', label: t('announcements.admin.all') },
              ...(['draft', 'scheduled', 'sent', 'ended'] as const).map((status) => ({
                value: status,
                label: t(`announcements.statuses.${status}`),
              })),
            ]}
          />
        </ScrollArea>
        <ListContent
          rows={5}
          isEmpty={communications.data.length === 0}
          empty={{
            title: filters.status
              ? t('announcements.admin.empty_filtered')
              : t('announcements.admin.empty'),
            description: t('announcements.admin.empty_description'),
          }}
        >
          <Table visibleFrom="sm" highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('announcements.admin.columns.title')}</Table.Th>
                <Table.Th>{t('announcements.admin.columns.audience')}</Table.Th>
                <Table.Th>{t('announcements.admin.columns.status')}</Table.Th>
                <Table.Th>{t('announcements.admin.columns.schedule')}</Table.Th>
                <Table.Th>{t('announcements.admin.columns.seen')}</Table.Th>
                {can.manage && <Table.Th>{t('announcements.admin.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {communications.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.titleIt}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.titleEn}
                    </Text>
                  </Table.Td>
                  <Table.Td>{audience(row)}</Table.Td>
                  <Table.Td>
                    <AnnouncementStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{schedule(t, row)}</Text>
                    {email(t, row) && (
                      <Text size="xs" c="dimmed">
                        {email(t, row)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" data-testid={`seen-${row.id}`}>
                      {seen(t, row)}
                    </Text>
                  </Table.Td>
                  {can.manage && <Table.Td>{actions(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {communications.data.map((row) => (
              <RowCard
                key={row.id}
                title={row.titleIt}
                badge={<AnnouncementStatusBadge status={row.status} />}
                lines={[audience(row), schedule(t, row), email(t, row), seen(t, row), actions(row)]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={communications.metadata}
            filters={filters}
            summary={t('announcements.admin.total', { count: communications.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
