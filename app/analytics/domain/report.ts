/**
 * What an analytics page shows: tables, each with the chart drawn from it
 * (the table is the chart's data, shown under it and exported as CSV).
 * Column keys name their translation (`analytics.columns.<key>`), table keys
 * their title (`analytics.tables.<key>`). Pure.
 */
import { csvCents, csvDate, toExcelCsv } from '#shared/csv'

/**
 * text; int (a count); cents (integer euro cents); ratio (0 … 1, shown as a
 * percentage); decimal (two decimals); hours / days (one decimal); day
 * (yyyy-MM-dd, the first day of a trend's bucket).
 */
export type ColumnType = 'text' | 'int' | 'cents' | 'ratio' | 'decimal' | 'hours' | 'days' | 'day'
export type Column = { key: string; type: ColumnType }
export type Cell = string | number | null
export type Row = Record<string, Cell>

export type Chart = {
  type: 'bar' | 'line'
  /** the column along the x axis (a label or a day) */
  x: string
  /** the columns drawn, all of one unit */
  series: string[]
}

export type Table = { key: string; chart: Chart | null; columns: Column[]; rows: Row[] }

const col = (key: string, type: ColumnType): Column => ({ key, type })
export const text = (key: string) => col(key, 'text')
export const int = (key: string) => col(key, 'int')
export const cents = (key: string) => col(key, 'cents')
export const pct = (key: string) => col(key, 'ratio')
export const decimal = (key: string) => col(key, 'decimal')
export const hours = (key: string) => col(key, 'hours')
export const days = (key: string) => col(key, 'days')
export const dayCol = (key: string) => col(key, 'day')

/** A number with a decimal comma and no thousands separator (Excel reads it as a number). */
function comma(value: number, decimals: number) {
  return value.toFixed(decimals).replace('.', ',')
}

/** One cell as the CSV writes it. */
export function csvCell(type: ColumnType, value: Cell): string | number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return type === 'day' ? csvDate(value) : value
  switch (type) {
    case 'cents':
      return csvCents(Math.round(value))
    case 'ratio':
      return comma(value * 100, 2)
    case 'decimal':
      return comma(value, 2)
    case 'hours':
    case 'days':
      return comma(value, 1)
    default:
      return value
  }
}

/** The table as a CSV for Excel (semicolons, decimal comma, BOM, dd/MM/yyyy), headers translated. */
export function tableCsv(table: Table, header: (column: Column) => string): string {
  return toExcelCsv(
    table.columns.map((column) => ({
      header: header(column),
      value: (row: Row) => csvCell(column.type, row[column.key] ?? null),
    })),
    table.rows
  )
}
