/**
 * The files of a wallet's monthly statement: CSV for Excel and PDF, laid out
 * from the statement and the labels the controller translated into the
 * reader's language. Pure (no database, no HTTP).
 */
import { csvCents, csvDate, toExcelCsv } from '#shared/csv'
import { dateTime, money } from '#shared/format'
import { renderTableReport } from '#core/pdf/table_report'
import type { StatementLine } from '#wallet/queries/statements'

export type Statement = {
  month: string
  openingCents: number
  closingCents: number
  lines: StatementLine[]
}

export type StatementLabels = {
  title: string
  team: string
  period: string
  date: string
  kind: string
  reference: string
  reason: string
  amount: string
  balance: string
  opening: string
  credits: string
  debits: string
  closing: string
  empty: string
  footer: string
  page: string
  kinds: Record<string, string>
}

function reference(line: StatementLine) {
  return [line.orderReference, line.transportReference].filter(Boolean).join(' · ')
}

/** The statement as CSV for Excel: one line per movement, then the opening and closing balances. */
export function statementCsv(statement: Statement, labels: StatementLabels) {
  const rows = [
    {
      at: null,
      kind: labels.opening,
      reference: '',
      reason: '',
      amount: null,
      balance: statement.openingCents,
    },
    ...statement.lines.map((line) => ({
      at: line.at,
      kind: labels.kinds[line.kind] ?? line.kind,
      reference: reference(line),
      reason: line.reason ?? '',
      amount: line.amountCents,
      balance: line.balanceCents,
    })),
    {
      at: null,
      kind: labels.closing,
      reference: '',
      reason: '',
      amount: null,
      balance: statement.closingCents,
    },
  ]
  return toExcelCsv(
    [
      { header: labels.date, value: (row) => csvDate(row.at) },
      { header: labels.kind, value: (row) => row.kind },
      { header: labels.reference, value: (row) => row.reference },
      { header: labels.reason, value: (row) => row.reason },
      { header: labels.amount, value: (row) => (row.amount === null ? '' : csvCents(row.amount)) },
      { header: labels.balance, value: (row) => csvCents(row.balance) },
    ],
    rows
  )
}

/** The statement as PDF: who and when, the balances and totals, every movement. */
export function statementPdf(statement: Statement, labels: StatementLabels, createdAt: Date) {
  const credits = statement.lines.reduce((sum, line) => sum + Math.max(line.amountCents, 0), 0)
  const debits = statement.lines.reduce((sum, line) => sum + Math.min(line.amountCents, 0), 0)
  return renderTableReport({
    title: labels.title,
    subtitle: [labels.team, labels.period],
    summary: [
      [labels.opening, money(statement.openingCents)],
      [labels.credits, money(credits)],
      [labels.debits, money(debits)],
      [labels.closing, money(statement.closingCents)],
    ],
    columns: [
      { header: labels.date, width: 17 },
      { header: labels.kind, width: 18 },
      { header: labels.reference, width: 22 },
      { header: labels.reason, width: 19 },
      { header: labels.amount, width: 12, align: 'right' },
      { header: labels.balance, width: 12, align: 'right' },
    ],
    rows: statement.lines.map((line) => [
      dateTime(line.at),
      labels.kinds[line.kind] ?? line.kind,
      reference(line),
      line.reason ?? '',
      money(line.amountCents),
      money(line.balanceCents),
    ]),
    empty: labels.empty,
    footer: labels.footer,
    pageLabel: labels.page,
    createdAt,
  })
}
