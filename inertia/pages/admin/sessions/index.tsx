import { Button, Stack, Table } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconPlus } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTimeMinutes } from '@shared/format'
import { useT } from '~/lib/i18n'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { SessionPhaseBadge } from '~/features/marketplace/session_phase_badge'

type Row = Data.Marketplace.PrivateSessionRow

/** Admin → Private sessions: every session with its times, phase and figures. */
export default function AdminSessions({ sessions }: { sessions: Paginated<Row> }) {
  const t = useT()
  const create = (
    <Button
      component={Link}
      route="admin.sessions.create"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {t('marketplace.sessions.create')}
    </Button>
  )
  const name = (row: Row) => (
    <Link route="admin.sessions.show" routeParams={{ id: row.id }}>
      {row.name}
    </Link>
  )
  const figures = (row: Row) =>
    t('marketplace.sessions.figures', {
      transports: row.transports,
      accepted: row.accepted,
      invited: row.invited,
      bids: row.bids,
    })
  return (
    <>
      <Head title={t('marketplace.sessions.title')} />
      <PageHeader
        title={t('marketplace.sessions.title')}
        description={t('marketplace.sessions.description')}
        actions={create}
      />
      <ListContent
        rows={5}
        isEmpty={sessions.data.length === 0}
        empty={{
          title: t('marketplace.sessions.empty'),
          description: t('marketplace.sessions.empty_description'),
          action: create,
        }}
      >
        <Table visibleFrom="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('marketplace.sessions.columns.name')}</Table.Th>
              <Table.Th>{t('marketplace.sessions.columns.starts_at')}</Table.Th>
              <Table.Th>{t('marketplace.sessions.columns.ends_at')}</Table.Th>
              <Table.Th>{t('marketplace.sessions.columns.figures')}</Table.Th>
              <Table.Th>{t('marketplace.sessions.columns.phase')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{name(row)}</Table.Td>
                <Table.Td>{dateTimeMinutes(row.startsAt)}</Table.Td>
                <Table.Td>{dateTimeMinutes(row.endsAt)}</Table.Td>
                <Table.Td>{figures(row)}</Table.Td>
                <Table.Td>
                  <SessionPhaseBadge phase={row.phase} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="sm" hiddenFrom="sm">
          {sessions.data.map((row) => (
            <RowCard
              key={row.id}
              title={name(row)}
              badge={<SessionPhaseBadge phase={row.phase} />}
              lines={[
                `${dateTimeMinutes(row.startsAt)} – ${dateTimeMinutes(row.endsAt)}`,
                figures(row),
              ]}
            />
          ))}
        </Stack>
        <ListPagination
          meta={sessions.metadata}
          filters={{}}
          summary={t('marketplace.sessions.total', { count: sessions.metadata.total })}
        />
      </ListContent>
    </>
  )
}
