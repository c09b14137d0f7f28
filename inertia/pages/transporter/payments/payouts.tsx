import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Anchor, Stack, Table } from '@mantine/core'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { JobStatusBadge } from '~/features/payouts/payout_badges'
import { CarrierPaymentsTabs } from '~/features/payouts/carrier_payments_tabs'
import {
  PayoutRequestPanel,
  type PayoutRequestState,
} from '~/features/payouts/payout_request_panel'
import type { Paginated } from '~/lib/types'

type CarrierPayout = Data.Payouts.CarrierPayout

function PayoutTable({ payouts }: { payouts: CarrierPayout[] }) {
  const t = useT()
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.carrier.payout')}</Table.Th>
            <Table.Th>{t('payouts.carrier.approved_at')}</Table.Th>
            <Table.Th>{t('payouts.carrier.status')}</Table.Th>
            <Table.Th>{t('payouts.carrier.iban')}</Table.Th>
            <Table.Th ta="right">{t('payouts.carrier.payables')}</Table.Th>
            <Table.Th ta="right">{t('payouts.admin.amount')}</Table.Th>
            <Table.Th>{t('payouts.carrier.csv')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              <Table.Td>{payout.id}</Table.Td>
              <Table.Td>{payout.approvedAt ? date(payout.approvedAt) : '–'}</Table.Td>
              <Table.Td>
                <JobStatusBadge status={payout.status} />
                {payout.paidAt && ` ${date(payout.paidAt)}`}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{payout.ibanMasked}</Table.Td>
              <Table.Td ta="right">{payout.payableCount}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(payout.amountCents)}
              </Table.Td>
              <Table.Td>
                <Anchor
                  href={urlFor('transporter.payments.payout_csv', { id: payout.id })}
                  size="sm"
                  aria-label={t('payouts.carrier.csv_label', { id: payout.id })}
                >
                  {t('payouts.carrier.csv')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** A carrier's payouts received, each with the CSV of what it pays. */
export default function CarrierPayouts({
  payouts,
  request,
}: {
  payouts: Paginated<CarrierPayout>
  request: PayoutRequestState
}) {
  const t = useT()
  return (
    <>
      <Head title={t('payouts.carrier.payouts_title')} />
      <PageHeader
        title={t('payouts.carrier.title')}
        description={t('payouts.carrier.payouts_description')}
      />
      <CarrierPaymentsTabs active="payouts" />
      <Stack gap="md">
        <PayoutRequestPanel request={request} />
        <ListContent
          rows={6}
          isEmpty={payouts.data.length === 0}
          empty={{
            title: t('payouts.carrier.payouts_empty'),
            description: t('payouts.carrier.payouts_empty_description'),
          }}
        >
          <PayoutTable payouts={payouts.data} />
          <ListPagination
            meta={payouts.metadata}
            summary={t('payouts.carrier.payouts_total', { count: payouts.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
