/**
 * One layout for the reports people download as PDF (a wallet's monthly
 * statement, a carrier's statement): a title, who it is for, a summary of
 * figures, a table that runs over as many pages as it needs (its header
 * repeated), page numbers. The caller gives translated, formatted texts
 * (app/shared/format.ts); this only lays them out (A4, standard fonts).
 * Standard PDF fonts (Helvetica, WinAnsi): other characters are transliterated.
 */
import PDFDocument from 'pdfkit'
import { transliterate } from 'transliteration'

export type ReportColumn = { header: string; width: number; align?: 'left' | 'right' }

export type TableReport = {
  title: string
  /** lines under the title: the team, the period */
  subtitle: string[]
  /** label/value pairs shown before the table (opening balance, totals…) */
  summary: [string, string][]
  columns: ReportColumn[]
  rows: string[][]
  /** said when there are no rows */
  empty: string
  /** the last line of every page, before the page number */
  footer: string
  /** "Pagina {page} di {pages}" already translated, with {page} and {pages} */
  pageLabel: string
  /** the PDF's creation date (reproducible bytes for the same data) */
  createdAt: Date
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const INNER = PAGE.width - PAGE.margin * 2
const GREY = '#555555'
const LINE = '#bbbbbb'
const BOTTOM = PAGE.height - PAGE.margin - 30

type Doc = InstanceType<typeof PDFDocument>

/** WinAnsi only (what the standard fonts draw). */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff\u20ac\n]/gu, (char) =>
    char === '→' ? '->' : transliterate(char).replace(/[^\x20-\x7e]/g, '') || '?'
  )
}

function scaled(columns: ReportColumn[]) {
  const total = columns.reduce((sum, column) => sum + column.width, 0)
  return columns.map((column) => ({ ...column, width: (column.width / total) * INNER }))
}

function tableHeader(doc: Doc, columns: ReturnType<typeof scaled>, y: number) {
  let x = PAGE.margin
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000')
  for (const column of columns) {
    doc.text(printable(column.header), x + 2, y, { width: column.width - 4, align: column.align })
    x += column.width
  }
  const bottom = y + 14
  doc
    .moveTo(PAGE.margin, bottom)
    .lineTo(PAGE.margin + INNER, bottom)
    .strokeColor(LINE)
    .stroke()
  return bottom + 4
}

function rowHeight(doc: Doc, columns: ReturnType<typeof scaled>, row: string[]) {
  doc.font('Helvetica').fontSize(8)
  return (
    Math.max(
      ...columns.map((column, index) =>
        doc.heightOfString(printable(row[index] ?? ''), { width: column.width - 4 })
      )
    ) + 4
  )
}

/** The report as PDF bytes. */
export function renderTableReport(report: TableReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: printable(report.title), CreationDate: report.createdAt },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000').text(printable(report.title))
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(GREY)
  for (const line of report.subtitle) doc.text(printable(line))
  doc.moveDown(0.8)
  for (const [label, value] of report.summary) {
    const y = doc.y
    doc.font('Helvetica').fontSize(9).fillColor('#000000').text(printable(label), PAGE.margin, y)
    doc
      .font('Helvetica-Bold')
      .text(printable(value), PAGE.margin, y, { width: INNER, align: 'right' })
  }
  doc.moveDown(1)

  const columns = scaled(report.columns)
  let y = tableHeader(doc, columns, doc.y)
  if (report.rows.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(printable(report.empty), PAGE.margin, y)
  }
  for (const row of report.rows) {
    const height = rowHeight(doc, columns, row)
    if (y + height > BOTTOM) {
      doc.addPage()
      y = tableHeader(doc, columns, PAGE.margin)
    }
    let x = PAGE.margin
    doc.font('Helvetica').fontSize(8).fillColor('#000000')
    for (const [index, column] of columns.entries()) {
      doc.text(printable(row[index] ?? ''), x + 2, y, {
        width: column.width - 4,
        align: column.align,
      })
      x += column.width
    }
    y += height
  }

  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index)
    const label = report.pageLabel
      .replace('{page}', String(index + 1))
      .replace('{pages}', String(range.count))
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(printable(`${report.footer} - ${label}`), PAGE.margin, PAGE.height - PAGE.margin - 12, {
        width: INNER,
        align: 'center',
        lineBreak: false,
      })
  }
  doc.end()
  return done
}
