/**
 * CSV for Excel as Italian users open it (DOMAIN.md §3, §6): fields
 * separated by semicolons, decimal comma without thousands separators (so
 * Excel reads the amounts as numbers), dates dd/MM/yyyy in Europe/Rome,
 * UTF-8 with a byte-order mark (so Excel reads accents right), CRLF line
 * ends, every text field quoted as needed (RFC 4180). A field that starts
 * with = + - @ (a formula to Excel) is prefixed with an apostrophe, so a
 * downloaded file never runs anything. Pure: used by every report export.
 *
 *   toExcelCsv(
 *     [{ header: 'Data', value: (row) => csvDate(row.at) },
 *      { header: 'Importo', value: (row) => csvCents(row.cents) }],
 *     rows
 *   )
 */
import { date } from './format.js'

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null }

const BOM = '\uFEFF'

/** Integer cents as Excel reads an Italian amount: "1234,56", "-0,50". */
export function csvCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error('Amounts are integer cents')
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** A date (or instant) as dd/MM/yyyy in Europe/Rome; empty when absent. */
export function csvDate(value: Parameters<typeof date>[0]): string {
  if (value === null || value === undefined || value === '') return ''
  const text = date(value)
  return text === '–' ? '' : text
}

function field(value: string | number | null): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string' && !/^-?\d+(,\d+)?$/.test(text)) {
    text = `'${text}`
  }
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: BOM, the header line, one line per row. */
export function toExcelCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => field(column.header)).join(';')]
  for (const row of rows) lines.push(columns.map((column) => field(column.value(row))).join(';'))
  return `${BOM}${lines.join('\r\n')}\r\n`
}
