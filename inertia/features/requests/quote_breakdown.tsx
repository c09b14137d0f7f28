import { Table, Text } from '@mantine/core'
import { money, dateTime } from '@shared/format'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'

/** What the dealer pays; staff's breakdown also carries the commission and the payout. */
type Breakdown = Data.Requests.Quote['breakdown'] & {
  commissionCents?: number
  payoutCents?: number
}

/**
 * The price line by line: distance, each vehicle's lines, services,
 * discounts, net, VAT, gross; with staff's breakdown also the commission and
 * the carrier's payout.
 */
export function QuoteBreakdownTable({
  breakdown,
  expiresAt,
}: {
  breakdown: Breakdown
  expiresAt?: string | null
}) {
  const t = useT()
  const label = (kind: string, vehicleIndex?: number) =>
    t(`requests.line.${kind}`, { n: vehicleIndex === undefined ? '' : vehicleIndex + 1 })
  const amount = (cents: number) => (
    <Text ta="right" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {money(cents)}
    </Text>
  )
  return (
    <Table striped withTableBorder>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{t('requests.quote.distance')}</Table.Td>
          <Table.Td ta="right">{t('requests.quote.km', { km: breakdown.distanceKm })}</Table.Td>
        </Table.Tr>
        {breakdown.lines.map((line, index) => (
          <Table.Tr key={index}>
            <Table.Td>
              {label(line.kind, line.vehicleIndex)}
              {typeof line.detail?.note === 'string' && line.detail.note && (
                <Text size="xs" c="dimmed">
                  {line.detail.note}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{amount(line.amountCents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={600}>{t('requests.quote.net')}</Table.Td>
          <Table.Td fw={600}>{amount(breakdown.netCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>{t('requests.quote.vat')}</Table.Td>
          <Table.Td>{amount(breakdown.vatCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td fw={700}>{t('requests.quote.gross')}</Table.Td>
          <Table.Td fw={700}>{amount(breakdown.grossCents)}</Table.Td>
        </Table.Tr>
        {breakdown.commissionCents !== undefined && (
          <>
            <Table.Tr>
              <Table.Td>{t('requests.quote.commission')}</Table.Td>
              <Table.Td>{amount(breakdown.commissionCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('requests.quote.payout')}</Table.Td>
              <Table.Td>{amount(breakdown.payoutCents ?? 0)}</Table.Td>
            </Table.Tr>
          </>
        )}
      </Table.Tbody>
      {expiresAt && (
        <Table.Caption>{t('requests.quote.expires', { date: dateTime(expiresAt) })}</Table.Caption>
      )}
    </Table>
  )
}
