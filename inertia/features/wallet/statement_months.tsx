import { Anchor, Group, Select, Stack, Table } from '@mantine/core'
import { money } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { ListContent } from '~/components/list_content'
import { RowCard } from '~/components/row_card'

export type StatementMonth = {
  month: string
  openingCents: number
  creditsCents: number
  debitsCents: number
  closingCents: number
  movements: number
}

/** "marzo 2026" in the page's language. */
export function useMonthLabel() {
  const locale = useLocale() === 'en' ? 'en-GB' : 'it-IT'
  return (month: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-15T12:00:00Z`)
    )
}

/** The CSV and PDF of a month's statement. */
function Downloads({ url, month, label }: { url: string; month: string; label: string }) {
  const t = useT()
  const href = (format: 'csv' | 'pdf') => `${url}?month=${month}&format=${format}`
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor
        href={href('csv')}
        size="sm"
        aria-label={t('wallet.reports.csv_label', { month: label })}
      >
        {t('wallet.reports.csv')}
      </Anchor>
      <Anchor
        href={href('pdf')}
        size="sm"
        aria-label={t('wallet.reports.pdf_label', { month: label })}
      >
        {t('wallet.reports.pdf')}
      </Anchor>
    </Group>
  )
}

/**
 * A year of monthly statements (a dealer's wallet, a carrier's earnings):
 * the year's choice, each month's opening, credits, debits and closing, and
 * its CSV and PDF (`statementUrl?month=…&format=…`).
 */
export function StatementMonths({
  year,
  years,
  months,
  yearUrl,
  statementUrl,
}: {
  year: number
  years: number[]
  months: StatementMonth[]
  yearUrl: string
  statementUrl: string
}) {
  const t = useT()
  const monthLabel = useMonthLabel()
  const newestFirst = [...months].reverse()
  return (
    <Stack gap="md">
      <Select
        label={t('wallet.reports.year')}
        data={years.map(String)}
        value={String(year)}
        allowDeselect={false}
        onChange={(value) => value && applyFilters(yearUrl, { year: value })}
        maw={160}
      />
      <ListContent
        rows={4}
        isEmpty={months.length === 0}
        empty={{
          title: t('wallet.reports.empty'),
          description: t('wallet.reports.empty_description'),
        }}
      >
        <Stack gap="xs" hiddenFrom="sm">
          {newestFirst.map((row) => (
            <RowCard
              key={row.month}
              title={<span style={{ textTransform: 'capitalize' }}>{monthLabel(row.month)}</span>}
              badge={
                <Downloads url={statementUrl} month={row.month} label={monthLabel(row.month)} />
              }
              lines={[
                `${t('wallet.reports.closing')}: ${money(row.closingCents)}`,
                `${t('wallet.reports.credits')}: ${money(row.creditsCents)} · ${t('wallet.reports.debits')}: ${money(row.debitsCents)}`,
                `${t('wallet.reports.movements')}: ${row.movements}`,
              ]}
            />
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={720} visibleFrom="sm">
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('wallet.reports.month')}</Table.Th>
                <Table.Th ta="right">{t('wallet.reports.opening')}</Table.Th>
                <Table.Th ta="right">{t('wallet.reports.credits')}</Table.Th>
                <Table.Th ta="right">{t('wallet.reports.debits')}</Table.Th>
                <Table.Th ta="right">{t('wallet.reports.closing')}</Table.Th>
                <Table.Th ta="right">{t('wallet.reports.movements')}</Table.Th>
                <Table.Th>{t('wallet.reports.download')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {newestFirst.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Td style={{ textTransform: 'capitalize' }}>
                    {monthLabel(row.month)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.openingCents)}
                  </Table.Td>
                  <Table.Td ta="right" c="green.8" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.creditsCents)}
                  </Table.Td>
                  <Table.Td ta="right" c="red.7" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.debitsCents)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {money(row.closingCents)}
                  </Table.Td>
                  <Table.Td ta="right">{row.movements}</Table.Td>
                  <Table.Td>
                    <Downloads url={statementUrl} month={row.month} label={monthLabel(row.month)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListContent>
    </Stack>
  )
}
