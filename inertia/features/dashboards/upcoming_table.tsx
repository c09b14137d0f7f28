import { Badge, Paper, Table, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { EmptyState } from '~/components/empty_state'
import { useT } from '~/lib/i18n'
import { date } from '@shared/format'

/** A dashboard line, with its day (next pickups, next deliveries) or without (today's work). */
export type UpcomingTransport =
  Data.Dashboards.UpcomingTransport | Data.Dashboards.UpcomingTransport.Variants['forPickup']

/** A short list of transports (next pickups, next deliveries, today's work). */
export function UpcomingTable({
  title,
  rows,
  emptyKey,
  showDate = true,
}: {
  title: string
  rows: UpcomingTransport[]
  emptyKey: string
  showDate?: boolean
}) {
  const t = useT()
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <EmptyState title={t(emptyKey)} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {showDate && <Table.Th>{t('dashboard.activity.date')}</Table.Th>}
                <Table.Th>{t('dashboard.activity.reference')}</Table.Th>
                <Table.Th>{t('dashboard.activity.route')}</Table.Th>
                <Table.Th>{t('dashboard.activity.vehicles')}</Table.Th>
                <Table.Th>{t('dashboard.activity.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {showDate && (
                    <Table.Td className="nowrap">{date('on' in row ? row.on : null)}</Table.Td>
                  )}
                  <Table.Td className="nowrap">{row.reference}</Table.Td>
                  <Table.Td>
                    {row.from} → {row.to}
                  </Table.Td>
                  <Table.Td>{row.vehicleCount}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`dashboard.transport_state.${row.state}`)}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  )
}

/** Counts per state as small badges ("3 Pubblicati · 1 Assegnato"). */
export function StateCounts({
  counts,
  prefix,
}: {
  counts: Record<string, number>
  prefix: string
}) {
  const t = useT()
  const entries = Object.entries(counts).filter(([, total]) => total > 0)
  if (entries.length === 0) return <>{t('dashboard.activity.none')}</>
  return (
    <>
      {entries.map(([state, total]) => (
        <Badge key={state} variant="light" mr={4} mb={4}>
          {total} {t(`${prefix}.${state}`)}
        </Badge>
      ))}
    </>
  )
}
