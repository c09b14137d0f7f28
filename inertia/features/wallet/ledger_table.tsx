import { Table, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { dateTime, money } from '@shared/format'
import { useT } from '~/lib/i18n'

export type LedgerEntry = Data.Wallet.WalletEntry

/** A wallet ledger, newest first; an entry links to its order in the area's order page. */
export function LedgerTable({
  entries,
  orderRoute,
}: {
  entries: LedgerEntry[]
  orderRoute: 'dealer.orders.show' | 'admin.orders.show'
}) {
  const t = useT()
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('wallet.ledger.date')}</Table.Th>
            <Table.Th>{t('wallet.ledger.kind')}</Table.Th>
            <Table.Th ta="right">{t('wallet.ledger.amount')}</Table.Th>
            <Table.Th ta="right">{t('wallet.ledger.balance_after')}</Table.Th>
            <Table.Th>{t('wallet.ledger.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(entry.createdAt)}</Table.Td>
              <Table.Td>{t(`wallet.kind.${entry.kind}`)}</Table.Td>
              <Table.Td
                ta="right"
                style={{ whiteSpace: 'nowrap' }}
                c={entry.amountCents < 0 ? 'red.7' : 'green.8'}
              >
                {money(entry.amountCents)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(entry.balanceAfterCents)}
              </Table.Td>
              <Table.Td>
                {entry.orderId && entry.orderReference ? (
                  <Link route={orderRoute} routeParams={{ id: entry.orderId }}>
                    {entry.orderReference}
                  </Link>
                ) : (
                  entry.reason
                )}
                {entry.createdBy && (
                  <Text size="xs" c="dimmed">
                    {t('wallet.ledger.by')}: {entry.createdBy}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
