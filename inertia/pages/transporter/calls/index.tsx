import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconPhonePlus } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { longDate, time } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { EmptyAction } from '~/components/empty_action'
import { confirmDanger } from '~/components/confirm'

type Row = Data.Calls.CallRow

const STATUS_COLOR = { booked: 'blue', done: 'gray', cancelled: 'red' } as const

/** Transporter → Calls with staff: the team's calls, upcoming or past, with cancel. */
export default function TransporterCalls({
  calls,
  list,
}: {
  calls: Paginated<Row>
  list: 'upcoming' | 'past'
}) {
  const t = useT()
  const locale = useLocale()
  const url = urlFor('transporter.calls.index')
  const when = (row: Row) =>
    `${longDate(row.startsAt, locale)} · ${time(row.startsAt)}–${time(row.endsAt)}`
  const subject = (row: Row) =>
    row.transport ? (
      <Anchor
        component={Link}
        route="transporter.marketplace.show"
        routeParams={{ id: row.transport.id }}
        size="sm"
      >
        {row.transport.reference}
      </Anchor>
    ) : row.session?.accepted ? (
      <Anchor
        component={Link}
        route="transporter.sessions.show"
        routeParams={{ id: row.session.id }}
        size="sm"
      >
        {row.session.name}
      </Anchor>
    ) : row.session ? (
      /* not accepted (yet): the session's page is closed, the invitation is on the invitations page */
      <Anchor component={Link} route="transporter.invites.index" size="sm">
        {row.session.name}
      </Anchor>
    ) : (
      t('calls.general')
    )
  const status = (row: Row) => (
    <Badge
      color={STATUS_COLOR[row.status]}
      variant="light"
      size="sm"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {row.status === 'cancelled' && row.cancelledBy
        ? t(`calls.cancelled_by.${row.cancelledBy}`)
        : t(`calls.status.${row.status}`)}
    </Badge>
  )
  const cancel = (row: Row) =>
    confirmDanger(t, {
      title: t('calls.cancel.title', {
        date: longDate(row.startsAt, locale),
        time: time(row.startsAt),
      }),
      body: t('calls.cancel.body'),
      confirm: t('calls.cancel.confirm'),
      onConfirm: () =>
        router.delete(urlFor('transporter.calls.cancel', { id: row.id }), { preserveScroll: true }),
    })
  const cancelButton = (row: Row) =>
    row.canCancel && (
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => cancel(row)}>
        {t('calls.cancel.action')}
      </Button>
    )
  return (
    <>
      <Head title={t('calls.title')} />
      <PageHeader
        title={t('calls.title')}
        description={t('calls.description')}
        actions={
          <Button
            component={Link}
            route="transporter.calls.create"
            leftSection={<IconPhonePlus size={16} aria-hidden />}
          >
            {t('calls.book')}
          </Button>
        }
      />
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('calls.lists.label')}
          value={list}
          onChange={(value) => applyFilters(url, { when: value === 'past' ? 'past' : null })}
          data={[
            { value: 'upcoming', label: t('calls.lists.upcoming') },
            { value: 'past', label: t('calls.lists.past') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <ListContent
          rows={4}
          isEmpty={calls.data.length === 0}
          empty={
            list === 'upcoming'
              ? {
                  title: t('calls.empty.upcoming'),
                  description: t('calls.empty.upcoming_description'),
                  action: <EmptyAction route="transporter.calls.create" label={t('calls.book')} />,
                }
              : { title: t('calls.empty.past') }
          }
        >
          <Stack gap="sm">
            <Stack hiddenFrom="sm" gap="xs">
              {calls.data.map((row) => (
                <RowCard
                  key={row.id}
                  title={when(row)}
                  badge={status(row)}
                  lines={[
                    <Group key="subject" gap={4}>
                      <Text size="sm" c="dimmed">
                        {t('calls.columns.subject')}:
                      </Text>
                      {row.session && <Text size="sm">{t('calls.session')} ·</Text>}
                      {subject(row)}
                    </Group>,
                    `${t('calls.columns.phone')}: ${row.phone}`,
                    row.bookedByName && `${t('calls.columns.booked_by')}: ${row.bookedByName}`,
                    row.note,
                    cancelButton(row),
                  ]}
                />
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={720} visibleFrom="sm">
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('calls.columns.when')}</Table.Th>
                    <Table.Th>{t('calls.columns.subject')}</Table.Th>
                    <Table.Th>{t('calls.columns.phone')}</Table.Th>
                    <Table.Th>{t('calls.columns.booked_by')}</Table.Th>
                    <Table.Th>{t('calls.columns.status')}</Table.Th>
                    <Table.Th>{t('calls.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {calls.data.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td className="nowrap">{when(row)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" component="div">
                          {subject(row)}
                        </Text>
                        {row.transport && (
                          <Text size="xs" c="dimmed">
                            {row.transport.route}
                          </Text>
                        )}
                        {row.session && (
                          <Text size="xs" c="dimmed">
                            {t('calls.session')}
                          </Text>
                        )}
                        {row.note && (
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {row.note}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td className="nowrap">{row.phone}</Table.Td>
                      <Table.Td>{row.bookedByName ?? '—'}</Table.Td>
                      <Table.Td className="nowrap">{status(row)}</Table.Td>
                      <Table.Td>{cancelButton(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination
              meta={calls.metadata}
              summary={t('calls.total', { count: calls.metadata.total })}
            />
          </Stack>
        </ListContent>
      </Stack>
    </>
  )
}
