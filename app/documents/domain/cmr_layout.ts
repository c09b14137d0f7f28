/**
 * The CMR / lettera di vettura of a transport (national road transport of
 * vehicles) as a PDF: a pure layout of the data it is given (no database).
 * Standard PDF fonts only (Helvetica, WinAnsi: Italian letters print, a
 * character outside it prints as `?`). Labels are Italian with the English
 * below, like the international CMR form; the document is the same for every
 * reader, whatever their language.
 */
import PDFDocument from 'pdfkit'

export type CmrParty = {
  name: string
  vatNumber: string | null
  address: string | null
  phone?: string | null
}

export type CmrPlace = {
  address: string
  referent: string | null
  /** the day (or window) as text, e.g. `26/11/2026` */
  when: string | null
}

export type CmrVehicle = {
  category: string
  make: string
  model: string
  plate: string | null
  vin: string | null
}

export type CmrData = {
  reference: string
  /** the day the document is issued, `dd/MM/yyyy` */
  issuedOn: string
  /** the instant written in the PDF's metadata (reproducible bytes) */
  issuedAt: Date
  sender: CmrParty
  carrier: CmrParty & { renNumber: string | null }
  consignee: CmrParty
  pickup: CmrPlace
  delivery: CmrPlace
  vehicles: CmrVehicle[]
  distanceKm: number | null
  notes: string | null
  platform: string
}

const PAGE = { width: 595.28, height: 841.89, margin: 36 }
const INNER = PAGE.width - PAGE.margin * 2
const GREY = '#555555'

/** WinAnsi only: what the standard fonts can draw. */
function printable(text: string | null | undefined): string {
  return (text ?? '').replace(/[^\x20-\x7e\xa0-\xff\u20ac\n]/g, '?')
}

type Doc = InstanceType<typeof PDFDocument>

function box(doc: Doc, x: number, y: number, w: number, h: number, title: string, en: string) {
  doc.lineWidth(0.6).rect(x, y, w, h).stroke('#222222')
  doc
    .font('Helvetica-Bold')
    .fontSize(7.5)
    .fillColor('#000000')
    .text(printable(title), x + 5, y + 4, {
      width: w - 10,
      lineBreak: false,
    })
  doc
    .font('Helvetica-Oblique')
    .fontSize(6.5)
    .fillColor(GREY)
    .text(printable(en), x + 5, y + 13, {
      width: w - 10,
      lineBreak: false,
    })
  doc.fillColor('#000000')
  return { x: x + 5, y: y + 24, width: w - 10 }
}

function lines(doc: Doc, at: { x: number; y: number; width: number }, values: (string | null)[]) {
  doc.font('Helvetica').fontSize(9)
  let y = at.y
  for (const value of values) {
    if (!value) continue
    doc.text(printable(value), at.x, y, { width: at.width })
    y = doc.y + 1
  }
}

function partyLines(party: CmrParty): (string | null)[] {
  return [
    party.name,
    party.address,
    party.vatNumber ? `P.IVA ${party.vatNumber}` : null,
    party.phone ? `Tel. ${party.phone}` : null,
  ]
}

function header(doc: Doc, data: CmrData) {
  doc.font('Helvetica-Bold').fontSize(15).text('LETTERA DI VETTURA', PAGE.margin, PAGE.margin)
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(
      'Trasporto nazionale di veicoli su strada (D.Lgs. 286/2005) - Consignment note, national road transport of vehicles',
      PAGE.margin,
      PAGE.margin + 19,
      { width: INNER - 170 }
    )
  doc.fillColor('#000000')
  const x = PAGE.width - PAGE.margin - 160
  doc.lineWidth(0.6).rect(x, PAGE.margin, 160, 42).stroke()
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .text('Riferimento / Reference', x + 6, PAGE.margin + 5)
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(printable(data.reference), x + 6, PAGE.margin + 15)
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .text(`Emessa il / Issued ${printable(data.issuedOn)}`, x + 6, PAGE.margin + 30)
}

function parties(doc: Doc, data: CmrData, top: number) {
  const half = INNER / 2
  const height = 92
  lines(
    doc,
    box(doc, PAGE.margin, top, half, height, '1. Mittente (committente)', 'Sender'),
    partyLines(data.sender)
  )
  lines(doc, box(doc, PAGE.margin + half, top, half, height, '2. Vettore', 'Carrier'), [
    ...partyLines(data.carrier),
    `Iscrizione REN: ${data.carrier.renNumber ?? '-'}`,
  ])
  const second = top + height
  lines(
    doc,
    box(
      doc,
      PAGE.margin,
      second,
      half,
      height,
      '3. Luogo e data di presa in carico',
      'Place and date of taking over'
    ),
    [
      data.pickup.address,
      data.pickup.referent ? `Referente: ${data.pickup.referent}` : null,
      data.pickup.when ? `Data: ${data.pickup.when}` : null,
    ]
  )
  lines(
    doc,
    box(
      doc,
      PAGE.margin + half,
      second,
      half,
      height,
      '4. Destinatario e luogo di consegna',
      'Consignee and place of delivery'
    ),
    [
      data.consignee.name,
      data.delivery.address,
      data.delivery.referent ? `Referente: ${data.delivery.referent}` : null,
      data.delivery.when ? `Consegna prevista: ${data.delivery.when}` : null,
    ]
  )
  return second + height
}

const COLUMNS = [
  { title: '#', width: 22 },
  { title: 'Categoria / Category', width: 110 },
  { title: 'Marca / Make', width: 90 },
  { title: 'Modello / Model', width: 100 },
  { title: 'Targa / Plate', width: 80 },
  { title: 'Telaio (VIN)', width: INNER - 402 },
]

function vehicles(doc: Doc, data: CmrData, top: number) {
  const rowHeight = 16
  const height = 26 + rowHeight * (data.vehicles.length + 1) + 6
  box(
    doc,
    PAGE.margin,
    top,
    INNER,
    height,
    `5. Veicoli trasportati (${data.vehicles.length})`,
    'Vehicles carried'
  )
  let y = top + 26
  const row = (cells: string[], bold: boolean) => {
    let x = PAGE.margin + 5
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 7.5 : 8.5)
    cells.forEach((cell, index) => {
      doc.text(printable(cell), x, y + 3, {
        width: COLUMNS[index].width - 4,
        lineBreak: false,
        ellipsis: true,
      })
      x += COLUMNS[index].width
    })
    y += rowHeight
  }
  row(
    COLUMNS.map((column) => column.title),
    true
  )
  data.vehicles.forEach((vehicle, index) =>
    row(
      [
        String(index + 1),
        vehicle.category,
        vehicle.make,
        vehicle.model,
        vehicle.plate ?? '-',
        vehicle.vin ?? '-',
      ],
      false
    )
  )
  return top + height
}

function remarks(doc: Doc, data: CmrData, top: number) {
  const height = 62
  lines(
    doc,
    box(
      doc,
      PAGE.margin,
      top,
      INNER,
      height,
      '6. Istruzioni e annotazioni',
      'Instructions and remarks'
    ),
    [data.distanceKm ? `Distanza stimata: ${data.distanceKm} km` : null, data.notes]
  )
  return top + height
}

function signatures(doc: Doc, top: number) {
  const third = INNER / 3
  const height = 96
  const boxes: [string, string][] = [
    ['7. Firma e timbro del mittente', 'Signature of sender'],
    ['8. Firma e timbro del vettore', 'Signature of carrier'],
    ['9. Firma del destinatario (ricevuta)', 'Signature of consignee'],
  ]
  boxes.forEach(([title, en], index) => {
    const at = box(doc, PAGE.margin + third * index, top, third, height, title, en)
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(GREY)
      .text('Luogo e data / Place and date', at.x, top + height - 14, { width: at.width })
    doc.fillColor('#000000')
  })
  return top + height
}

function footer(doc: Doc, data: CmrData) {
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(GREY)
    .text(
      printable(
        `Documento generato da ${data.platform} per il trasporto ${data.reference}. L'impronta SHA-256 di questo file e' registrata nella cronologia del trasporto.`
      ),
      PAGE.margin,
      PAGE.height - PAGE.margin - 18,
      { width: INNER, align: 'center' }
    )
}

/**
 * The lettera di vettura as PDF bytes. `compress: false` leaves the page's
 * text readable in the bytes (tests); the stored documents are compressed.
 */
export function renderCmr(data: CmrData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: {
      Title: `Lettera di vettura ${data.reference}`,
      Subject: `CMR ${data.reference}`,
      Author: data.platform,
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
  header(doc, data)
  let y = parties(doc, data, PAGE.margin + 56)
  y = vehicles(doc, data, y + 8)
  y = remarks(doc, data, y + 8)
  if (y + 8 + 96 > PAGE.height - PAGE.margin - 24) {
    /* many vehicles: the signatures on a page of their own, never cut */
    footer(doc, data)
    doc.addPage()
    y = PAGE.margin - 8
  }
  signatures(doc, y + 8)
  footer(doc, data)
  doc.end()
  return done
}
