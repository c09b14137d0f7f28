import { Anchor, Badge, Paper, Stack, Table, Title } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { EmptyState } from '~/components/empty_state'
import { RowCard } from '~/components/row_card'
import { TransportStateBadge, transportStateColor } from '~/features/transports/state_badge'
import { requestStateColor } from '~/features/requests/state_badge'
import { useT } from '~/lib/i18n'
import { date } from '@shared/format'

/** A dashboard line, with its day (next pickups, next deliveries) or without (today's work). */
export type UpcomingTransport =
  Data.Dashboards.UpcomingTransport | Data.Dashboards.UpcomingTransport.Variants['forPickup']

/** The page a line's reference opens (none where the area has no transport page yet). */
export type UpcomingRoute = 'dealer.transports.show'

/** A short list of transports (next pickups, next deliveries, today's work). */
export function UpcomingTable({
  title,
  rows,
  emptyKey,
  showDate = true,
  showRoute,
}: {
  title: string
  rows: UpcomingTransport[]
  emptyKey: string
  showDate?: boolean
  showRoute?: UpcomingRoute
}) {
  const t = useT()
  const reference = (row: UpcomingTransport) =>
    showRoute ? (
      <Anchor component={Link} route={showRoute} routeParams={{ id: row.id }}>
        {row.reference}
      </Anchor>
    ) : (
      row.reference
    )
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length > 0 && (
        <Stack hiddenFrom="sm" gap="xs">
          {rows.map((row) => (
            <RowCard
              key={row.id}
              title={reference(row)}
              badge={<TransportStateBadge state={row.state} size="sm" />}
              lines={[
                `${row.from} → ${row.to}`,
                [
                  showDate && date('on' in row ? row.on : null),
                  t('transports.vehicles', { count: row.vehicleCount }),
                ]
                  .filter(Boolean)
                  .join(' · '),
              ]}
            />
          ))}
        </Stack>
      )}
      {rows.length === 0 ? (
        <EmptyState title={t(emptyKey)} />
      ) : (
        <Table.ScrollContainer minWidth={480} visibleFrom="sm">
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
                  <Table.Td className="nowrap">{reference(row)}</Table.Td>
                  <Table.Td>
                    {row.from} → {row.to}
                  </Table.Td>
                  <Table.Td>{row.vehicleCount}</Table.Td>
                  <Table.Td>
                    <TransportStateBadge state={row.state} size="sm" />
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

function colorOf(prefix: string, state: string) {
  if (prefix === 'transports.state') return transportStateColor(state)
  if (prefix.endsWith('request_state')) return requestStateColor(state)
  return undefined
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
        <Badge key={state} variant="light" mr={4} mb={4} color={colorOf(prefix, state)}>
          {prefix === 'transports.state'
            ? `${total} ${t(`${prefix}.${state}`)}`
            : t(`${prefix}.${state}`, { count: total })}
        </Badge>
      ))}
    </>
  )
}
