import { Head } from '@inertiajs/react'
import { Select, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { RowCard } from '~/components/row_card'
import { StatCard } from '~/components/stat_card'
import { useMonthLabel } from '~/features/wallet/statement_months'

type Month = {
  month: string
  receivedCents: number
  spentCents: number
  heldCents: number
  dueCents: number
  paidOutCents: number
  revenueCents: number
  vatCents: number
  walletsCents: number
}

const COLUMNS = [
  'receivedCents',
  'spentCents',
  'heldCents',
  'dueCents',
  'paidOutCents',
  'revenueCents',
  'vatCents',
  'walletsCents',
] as const

/** The year's figures: balances at its last month's end, flows summed over its months. */
function YearFigures({ months }: { months: Month[] }) {
  const t = useT()
  const last = months.at(-1)
  const sum = (key: 'receivedCents' | 'paidOutCents' | 'revenueCents') =>
    months.reduce((total, row) => total + row[key], 0)
  if (!last) return null
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      <StatCard label={t('wallet.overview.held')} value={money(last.heldCents)} />
      <StatCard label={t('wallet.overview.due')} value={money(last.dueCents)} />
      <StatCard label={t('wallet.overview.wallets')} value={money(last.walletsCents)} />
      <StatCard label={t('wallet.overview.received_year')} value={money(sum('receivedCents'))} />
      <StatCard label={t('wallet.overview.paid_out_year')} value={money(sum('paidOutCents'))} />
      <StatCard label={t('wallet.overview.revenue_year')} value={money(sum('revenueCents'))} />
    </SimpleGrid>
  )
}

/** Admin → Money: what entered, is held, is owed, was paid out, and what the platform earned, month by month. */
export default function AdminMoney({
  year,
  years,
  months,
}: {
  year: number
  years: number[]
  months: Month[]
}) {
  const t = useT()
  const monthLabel = useMonthLabel()
  const newestFirst = [...months].reverse()
  const label = (key: (typeof COLUMNS)[number]) => t(`wallet.overview.columns.${key}`)
  return (
    <>
      <Head title={t('wallet.overview.title')} />
      <PageHeader
        title={t('wallet.overview.title')}
        description={t('wallet.overview.description')}
      />
      <Stack gap="md">
        <Select
          label={t('wallet.reports.year')}
          data={years.map(String)}
          value={String(year)}
          allowDeselect={false}
          onChange={(value) => value && applyFilters(urlFor('admin.money.index'), { year: value })}
          maw={160}
        />
        <YearFigures months={months} />
        <ListContent
          rows={6}
          isEmpty={months.length === 0}
          empty={{
            title: t('wallet.overview.empty'),
            description: t('wallet.overview.empty_description'),
          }}
        >
          <Stack gap="xs" hiddenFrom="md">
            {newestFirst.map((row) => (
              <RowCard
                key={row.month}
                title={<span style={{ textTransform: 'capitalize' }}>{monthLabel(row.month)}</span>}
                lines={COLUMNS.map((key) => `${label(key)}: ${money(row[key])}`)}
              />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={960} visibleFrom="md">
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('wallet.reports.month')}</Table.Th>
                  {COLUMNS.map((key) => (
                    <Table.Th key={key} ta="right">
                      {label(key)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {newestFirst.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Td style={{ textTransform: 'capitalize' }}>
                      {monthLabel(row.month)}
                    </Table.Td>
                    {COLUMNS.map((key) => (
                      <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(row[key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            {t('wallet.overview.legend')}
          </Text>
        </ListContent>
      </Stack>
    </>
  )
}
