import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Alert, Stack, Table, Text } from '@mantine/core'
import { dateTimeMinutes, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { BatchStateBadge } from '~/features/payouts/payout_badges'
import { CreateBatchButton } from '~/features/payouts/batch_actions'
import type { Paginated } from '~/lib/types'

/** What a new batch would pay now, and the button that creates it. */
function DueNow({
  due,
  canManage,
}: {
  due: { carriers: number; totalCents: number }
  canManage: boolean
}) {
  const t = useT()
  if (due.carriers === 0) return <Alert color="gray">{t('payouts.admin.nothing_due')}</Alert>
  return (
    <Alert color="blue">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t('payouts.admin.due_now', { total: money(due.totalCents), count: due.carriers })}
        </Text>
        {canManage ? <CreateBatchButton /> : <Text size="sm">{t('payouts.admin.read_only')}</Text>}
      </Stack>
    </Alert>
  )
}

type OpenRequest = { id: number; teamName: string; amountCents: number; createdAt: string }

/** Carriers who asked to be paid before the monthly batch (the next batch takes them). */
function OpenRequests({ requests }: { requests: OpenRequest[] }) {
  const t = useT()
  if (requests.length === 0) return null
  return (
    <Alert color="yellow" variant="light" title={t('payouts.request.admin_title')}>
      <Stack gap={4}>
        {requests.map((request) => (
          <Text key={request.id} size="sm">
            {t('payouts.request.admin_line', {
              team: request.teamName,
              amount: money(request.amountCents),
              date: dateTimeMinutes(request.createdAt),
            })}
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}

function BatchTable({ rows }: { rows: Data.Payouts.PayoutBatch[] }) {
  const t = useT()
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.admin.batch')}</Table.Th>
            <Table.Th>{t('payouts.admin.state')}</Table.Th>
            <Table.Th>{t('payouts.admin.created_at')}</Table.Th>
            <Table.Th>{t('payouts.admin.paid_at')}</Table.Th>
            <Table.Th ta="right">{t('payouts.admin.payouts')}</Table.Th>
            <Table.Th ta="right">{t('payouts.admin.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Link route="admin.payouts.show" routeParams={{ id: row.id }}>
                  {t('payouts.admin.show_title', { id: row.id })}
                </Link>
              </Table.Td>
              <Table.Td>
                <BatchStateBadge state={row.state} />
              </Table.Td>
              <Table.Td>{dateTimeMinutes(row.createdAt)}</Table.Td>
              <Table.Td>{row.paidAt ? dateTimeMinutes(row.paidAt) : '–'}</Table.Td>
              <Table.Td ta="right">{row.payoutCount}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(row.totalCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** Staff: the payout batches, newest first, and a new batch from everything due. */
export default function AdminPayouts({
  batches,
  due,
  requests,
  can,
}: {
  batches: Paginated<Data.Payouts.PayoutBatch>
  due: { carriers: number; totalCents: number }
  requests: OpenRequest[]
  can: { manage: boolean }
}) {
  const t = useT()
  return (
    <>
      <Head title={t('payouts.admin.title')} />
      <PageHeader title={t('payouts.admin.title')} description={t('payouts.admin.description')} />
      <Stack gap="md">
        <OpenRequests requests={requests} />
        <DueNow due={due} canManage={can.manage} />
        <ListContent
          rows={6}
          isEmpty={batches.data.length === 0}
          empty={{
            title: t('payouts.admin.empty'),
            description: t('payouts.admin.empty_description'),
          }}
        >
          <BatchTable rows={batches.data} />
          <ListPagination
            meta={batches.metadata}
            summary={t('payouts.admin.list_total', { count: batches.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
