/**
 * A carrier's payout as CSV for Excel: one line per payable it pays (date,
 * what, transport, amount) and the total, with the labels the controller
 * translated. Pure (no database, no HTTP).
 */
import { csvCents, csvDate, toExcelCsv } from '#shared/csv'

export type PayoutCsvLine = {
  createdAt: string | null
  kind: string
  transportReference: string | null
  amountCents: number
}

export type PayoutCsvLabels = {
  date: string
  kind: string
  transport: string
  amount: string
  total: string
  kinds: Record<string, string>
}

export function payoutCsv(lines: PayoutCsvLine[], labels: PayoutCsvLabels) {
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0)
  const rows = [
    ...lines.map((line) => ({
      at: csvDate(line.createdAt),
      kind: labels.kinds[line.kind] ?? line.kind,
      transport: line.transportReference ?? '',
      amount: csvCents(line.amountCents),
    })),
    { at: '', kind: labels.total, transport: '', amount: csvCents(total) },
  ]
  return toExcelCsv(
    [
      { header: labels.date, value: (row: (typeof rows)[number]) => row.at },
      { header: labels.kind, value: (row: (typeof rows)[number]) => row.kind },
      { header: labels.transport, value: (row: (typeof rows)[number]) => row.transport },
      { header: labels.amount, value: (row: (typeof rows)[number]) => row.amount },
    ],
    rows
  )
}
