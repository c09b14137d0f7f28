import { date, money, number, percent } from '@shared/format'

/** A table's column as the server describes it (app/analytics/domain/report.ts). */
export type AnalyticsColumn = {
  key: string
  type: 'text' | 'int' | 'cents' | 'ratio' | 'decimal' | 'hours' | 'days' | 'day'
}
export type AnalyticsCell = string | number | null
export type AnalyticsRow = Record<string, AnalyticsCell>
export type AnalyticsTable = {
  key: string
  chart: { type: 'bar' | 'line'; x: string; series: string[] } | null
  columns: AnalyticsColumn[]
  rows: AnalyticsRow[]
  total: number
}

/** A cell as the page shows it (DOMAIN.md §6: 1.234,56 €, 12,50 %, dd/MM/yyyy). */
export function formatCell(type: AnalyticsColumn['type'], value: AnalyticsCell): string {
  if (value === null || value === undefined) return '–'
  if (typeof value === 'string') return type === 'day' ? date(value) : value
  switch (type) {
    case 'cents':
      return money(Math.round(value))
    case 'ratio':
      return percent(value)
    case 'decimal':
      return number(value)
    case 'hours':
    case 'days':
      return number(value, 1)
    case 'int':
      return number(value, 0)
    default:
      return String(value)
  }
}
