/**
 * The PDF of an invoice or credit note: the courtesy copy for people (pure
 * layout of the data it is given, no database). The fiscal original is the
 * FatturaPA XML sent to the SDI; the PDF says so in its footer.
 *
 * Italian only, whatever the reader's language: it is an Italian fiscal
 * document and its labels follow the XML's (like the CMR, one document for
 * every reader). Money and dates in it-IT format (app/shared/format.ts).
 * Standard PDF fonts (Helvetica, WinAnsi): a character outside it prints `?`.
 */
import PDFDocument from 'pdfkit'
import { transliterate } from 'transliteration'
import { date, money } from '#shared/format'
import { PAYMENT_CODES, type FiscalDocument } from '#invoicing/domain/fatturapa'
import { addressLine, type CustomerSnapshot, type SellerSnapshot } from '#invoicing/domain/parties'
import { formatIban } from '#payouts/domain/iban'

export type InvoicePdfData = FiscalDocument & {
  /** references printed under the header: `Ordine ORD-2026-000012`, `Trasporto T-2026-000034` */
  references: string[]
  /** the instant written in the PDF's metadata (reproducible bytes) */
  issuedAt: Date
  platform: string
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const INNER = PAGE.width - PAGE.margin * 2
const GREY = '#555555'
const LINE = '#bbbbbb'
const FOOTER_SPACE = 70

type Doc = InstanceType<typeof PDFDocument>

/** WinAnsi only (what the standard fonts draw): other characters transliterated (→ becomes ->). */
function printable(text: string | null | undefined): string {
  return (text ?? '').replace(/[^\x20-\x7e\xa0-\xff\u20ac\n]/gu, (char) =>
    char === '→' ? '->' : transliterate(char).replace(/[^\x20-\x7e]/g, '') || '?'
  )
}

const PAYMENT_LABELS = {
  wallet: 'Addebito sul portafoglio prepagato',
  card: 'Carta di pagamento',
  bank_transfer: 'Bonifico bancario',
} as const

const percentOf = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('it-IT', { minimumFractionDigits: 0 })}%`

function sellerBlock(doc: Doc, seller: SellerSnapshot) {
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor('#000000')
    .text(printable(seller.legalName), PAGE.margin, PAGE.margin, { width: 300 })
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY)
  const lines = [
    addressLine(seller),
    `P.IVA IT${seller.vatNumber}${seller.fiscalCode && seller.fiscalCode !== seller.vatNumber ? ` - C.F. ${seller.fiscalCode}` : ''}`,
    seller.reaOffice && seller.reaNumber ? `REA ${seller.reaOffice}-${seller.reaNumber}` : null,
    [seller.pec ? `PEC ${seller.pec}` : null, seller.email].filter(Boolean).join(' - ') || null,
    seller.phone ? `Tel. ${seller.phone}` : null,
  ]
  for (const line of lines) if (line) doc.text(printable(line), { width: 300 })
  doc.fillColor('#000000')
  return doc.y
}

function titleBox(doc: Doc, data: InvoicePdfData) {
  const width = 200
  const x = PAGE.width - PAGE.margin - width
  const height = data.related ? 78 : 64
  doc.lineWidth(0.8).rect(x, PAGE.margin, width, height).stroke('#222222')
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(data.kind === 'invoice' ? 'FATTURA' : 'NOTA DI CREDITO', x + 10, PAGE.margin + 8, {
      width: width - 20,
    })
  doc.font('Helvetica').fontSize(9)
  doc.text(`Numero: ${printable(data.number)}`, x + 10, PAGE.margin + 28)
  doc.text(`Data: ${date(data.issuedOn)}`, x + 10, PAGE.margin + 41)
  if (data.related) {
    doc
      .fontSize(8)
      .text(
        `Rettifica la fattura n. ${printable(data.related.number)} del ${date(data.related.issuedOn)}`,
        x + 10,
        PAGE.margin + 54,
        { width: width - 20 }
      )
  }
  return PAGE.margin + height
}

function customerBlock(doc: Doc, customer: CustomerSnapshot, top: number) {
  const width = 280
  const x = PAGE.width - PAGE.margin - width
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text('CLIENTE', x, top)
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(10.5)
  doc.text(printable(customer.legalName), x, top + 12, { width })
  doc.font('Helvetica').fontSize(9)
  const lines = [
    addressLine(customer),
    `P.IVA IT${customer.vatNumber}`,
    customer.fiscalCode && customer.fiscalCode !== customer.vatNumber
      ? `C.F. ${customer.fiscalCode}`
      : null,
    customer.sdiCode
      ? `Codice destinatario: ${customer.sdiCode}`
      : customer.pec
        ? `PEC: ${customer.pec}`
        : 'Codice destinatario: 0000000',
  ]
  for (const line of lines) if (line) doc.text(printable(line), x, doc.y, { width })
  return doc.y
}

const COLUMNS = [
  { title: '#', width: 22, align: 'left' as const },
  { title: 'Descrizione', width: INNER - 22 - 40 - 90 - 90 - 45, align: 'left' as const },
  { title: 'Q.tà', width: 40, align: 'right' as const },
  { title: 'Prezzo unitario', width: 90, align: 'right' as const },
  { title: 'Imponibile', width: 90, align: 'right' as const },
  { title: 'IVA', width: 45, align: 'right' as const },
]

function tableHeader(doc: Doc, y: number) {
  doc.rect(PAGE.margin, y, INNER, 18).fill('#eeeeee')
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(8)
  let x = PAGE.margin
  for (const column of COLUMNS) {
    doc.text(column.title, x + 4, y + 5, { width: column.width - 8, align: column.align })
    x += column.width
  }
  return y + 18
}

function linesTable(doc: Doc, data: InvoicePdfData, top: number) {
  let y = tableHeader(doc, top)
  data.lines.forEach((line, index) => {
    doc.font('Helvetica').fontSize(8.5)
    const description = printable(line.description)
    const height =
      Math.max(doc.heightOfString(description, { width: COLUMNS[1].width - 8 }), 10) + 8
    if (y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage()
      y = tableHeader(doc, PAGE.margin)
      doc.font('Helvetica').fontSize(8.5)
    }
    const cells = [
      String(index + 1),
      description,
      String(line.quantity),
      money(line.unitNetCents),
      money(line.netCents),
      percentOf(line.vatBasisPoints),
    ]
    let x = PAGE.margin
    cells.forEach((cell, column) => {
      doc.text(cell, x + 4, y + 4, {
        width: COLUMNS[column].width - 8,
        align: COLUMNS[column].align,
      })
      x += COLUMNS[column].width
    })
    y += height
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + INNER, y)
      .lineWidth(0.4)
      .stroke(LINE)
  })
  return y
}

function summaryAndTotals(doc: Doc, data: InvoicePdfData, top: number) {
  let y = top
  if (y + 130 > PAGE.height - PAGE.margin - FOOTER_SPACE) {
    doc.addPage()
    y = PAGE.margin
  }
  /* VAT summary (riepilogo IVA), left */
  const left = PAGE.margin
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text('RIEPILOGO IVA', left, y)
  doc.fillColor('#000000')
  let row = y + 13
  const cols = [70, 90, 90]
  const header = ['Aliquota', 'Imponibile', 'Imposta']
  doc.font('Helvetica-Bold').fontSize(8)
  header.forEach((title, index) =>
    doc.text(title, left + cols.slice(0, index).reduce((a, b) => a + b, 0), row, {
      width: cols[index] - 6,
      align: index === 0 ? 'left' : 'right',
    })
  )
  row += 12
  doc.font('Helvetica').fontSize(8.5)
  for (const summary of data.summaries) {
    const cells = [
      percentOf(summary.vatBasisPoints),
      money(summary.netCents),
      money(summary.vatCents),
    ]
    cells.forEach((cell, index) =>
      doc.text(cell, left + cols.slice(0, index).reduce((a, b) => a + b, 0), row, {
        width: cols[index] - 6,
        align: index === 0 ? 'left' : 'right',
        lineBreak: false,
      })
    )
    row += 12
  }
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(GREY)
    .text('IVA ad esigibilità immediata', left, row + 2)
  doc.fillColor('#000000')
  row += 12

  /* totals, right */
  const width = 210
  const x = PAGE.width - PAGE.margin - width
  const totals: [string, string, boolean][] = [
    ['Totale imponibile', money(data.netCents), false],
    ['Totale IVA', money(data.vatCents), false],
    [
      data.kind === 'invoice' ? 'Totale documento' : 'Totale nota di credito',
      money(data.grossCents),
      true,
    ],
  ]
  let ty = y
  for (const [label, value, strong] of totals) {
    if (strong) {
      doc.rect(x, ty - 3, width, 20).fill('#eeeeee')
      doc.fillColor('#000000')
    }
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 10.5 : 9)
    doc.text(label, x + 6, ty + 2, { width: 120 })
    doc.text(value, x + 100, ty + 2, { width: width - 106, align: 'right' })
    ty += strong ? 22 : 16
  }
  return Math.max(row, ty) + 8
}

function paymentAndNotes(doc: Doc, data: InvoicePdfData, top: number) {
  let y = top
  const block = (title: string, lines: string[]) => {
    const text = lines.map(printable).join('\n')
    const height = doc.font('Helvetica').fontSize(8.5).heightOfString(text, { width: INNER }) + 14
    if (y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage()
      y = PAGE.margin
    }
    doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text(title, PAGE.margin, y)
    doc
      .fillColor('#000000')
      .font('Helvetica')
      .fontSize(8.5)
      .text(text, PAGE.margin, y + 11, {
        width: INNER,
      })
    y = doc.y + 8
  }
  if (data.kind === 'invoice' && data.paymentMethod) {
    const lines = [
      `${PAYMENT_LABELS[data.paymentMethod]} (${PAYMENT_CODES[data.paymentMethod]}) - pagamento completo di ${money(data.grossCents)}`,
    ]
    if (data.paymentMethod === 'bank_transfer' && data.seller.iban) {
      lines.push(
        [
          `IBAN ${formatIban(data.seller.iban)}`,
          data.seller.bic ? `BIC ${data.seller.bic}` : null,
          data.seller.bankName,
        ]
          .filter(Boolean)
          .join(' - ')
      )
    }
    block('PAGAMENTO', lines)
  }
  if (data.kind === 'credit_note') {
    block('PAGAMENTO', ["L'importo è accreditato sul portafoglio del cliente sulla piattaforma."])
  }
  if (data.reason) block('MOTIVO', [data.reason])
  if (data.references.length > 0) block('RIFERIMENTI', [data.references.join(' - ')])
  return y
}

function footers(doc: Doc, data: InvoicePdfData) {
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const y = PAGE.height - PAGE.margin - 38
    doc
      .moveTo(PAGE.margin, y - 6)
      .lineTo(PAGE.margin + INNER, y - 6)
      .lineWidth(0.4)
      .stroke(LINE)
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(GREY)
      .text(
        printable(
          "Copia di cortesia, documento privo di valenza fiscale (art. 21 D.P.R. 633/1972): l'originale è il file XML trasmesso al Sistema di Interscambio (SDI), disponibile anche nell'area riservata \"Fatture e Corrispettivi\" del sito dell'Agenzia delle Entrate."
        ),
        PAGE.margin,
        y,
        { width: INNER - 70, lineBreak: true, height: 30 }
      )
    doc.text(
      `${printable(data.number)} - pagina ${index - range.start + 1} di ${range.count}`,
      PAGE.margin + INNER - 120,
      y + 20,
      { width: 120, align: 'right', lineBreak: false }
    )
    doc.fillColor('#000000')
  }
}

/**
 * The document as PDF bytes. `compress: false` leaves the text readable in
 * the bytes (tests); the stored files are compressed.
 */
export function renderInvoicePdf(
  data: InvoicePdfData,
  options: { compress?: boolean } = {}
): Promise<Buffer> {
  const title = `${data.kind === 'invoice' ? 'Fattura' : 'Nota di credito'} ${data.number}`
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: title,
      Subject: title,
      Author: data.seller.legalName,
      Producer: data.platform,
      Creator: data.platform,
      CreationDate: data.issuedAt,
      ModDate: data.issuedAt,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const sellerBottom = sellerBlock(doc, data.seller)
  const boxBottom = titleBox(doc, data)
  const customerBottom = customerBlock(doc, data.customer, Math.max(sellerBottom, boxBottom) + 18)
  let y = linesTable(doc, data, customerBottom + 20)
  y = summaryAndTotals(doc, data, y + 14)
  paymentAndNotes(doc, data, y + 6)
  footers(doc, data)
  doc.end()
  return done
}
