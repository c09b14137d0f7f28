import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Select, Stack, Table, Text } from '@mantine/core'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { JobStatusBadge } from '~/features/payouts/payout_badges'
import { CarrierPaymentsTabs } from '~/features/payouts/carrier_payments_tabs'
import type { Paginated } from '~/lib/types'

type Job = Data.Payouts.Job

function JobTable({ jobs }: { jobs: Job[] }) {
  const t = useT()
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.carrier.date')}</Table.Th>
            <Table.Th>{t('payouts.carrier.what')}</Table.Th>
            <Table.Th>{t('payouts.carrier.transport')}</Table.Th>
            <Table.Th>{t('payouts.carrier.status')}</Table.Th>
            <Table.Th ta="right">{t('payouts.carrier.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.key}>
              <Table.Td>{job.at ? date(job.at) : '–'}</Table.Td>
              <Table.Td>{t(`payouts.kinds.${job.kind}`)}</Table.Td>
              <Table.Td>
                {job.transportId ? (
                  <Link route="transporter.transports.show" routeParams={{ id: job.transportId }}>
                    {job.transportReference}
                  </Link>
                ) : (
                  '–'
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <JobStatusBadge status={job.status} />
                  {job.paidAt && (
                    <Text size="xs" c="dimmed">
                      {t('payouts.carrier.paid_on', { date: date(job.paidAt) })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(job.amountCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** A carrier's Payments: every job with where its money is (held, due, in payout, paid). */
export default function CarrierPayments({
  jobs,
  filters,
  statuses,
}: {
  jobs: Paginated<Job>
  filters: { status: string | null }
  statuses: string[]
}) {
  const t = useT()
  return (
    <>
      <Head title={t('payouts.carrier.title')} />
      <PageHeader
        title={t('payouts.carrier.title')}
        description={t('payouts.carrier.description')}
      />
      <CarrierPaymentsTabs active="jobs" />
      <Stack gap="md">
        <Select
          label={t('payouts.carrier.status_filter')}
          data={[
            { value: '', label: t('payouts.carrier.all') },
            ...statuses.map((status) => ({
              value: status,
              label: t(`payouts.job_statuses.${status}`),
            })),
          ]}
          value={filters.status ?? ''}
          onChange={(status) =>
            applyFilters(urlFor('transporter.payments.index'), { status: status ?? '' })
          }
          allowDeselect={false}
          maw={260}
        />
        <ListContent
          rows={6}
          isEmpty={jobs.data.length === 0}
          empty={{
            title: t('payouts.carrier.empty'),
            description: t('payouts.carrier.empty_description'),
          }}
        >
          <JobTable jobs={jobs.data} />
          <ListPagination
            meta={jobs.metadata}
            filters={{ status: filters.status }}
            summary={t('payouts.carrier.jobs_total', { count: jobs.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
