import PDFDocument from 'pdfkit'
import type { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import { TIME_ZONE } from '#shared/time_zone'

/** Everything the sealed PDF of a proof shows, read by sealProof. */
export type ProofSheet = {
  reference: string
  stage: 'pickup' | 'delivery'
  place: string
  carrier: string
  dealer: string
  submittedAt: DateTime | null
  submittedBy: string | null
  signedAt: DateTime | null
  signedVia: 'phone' | 'link' | null
  signerName: string | null
  signature: Buffer | null
  signatureSha256: string | null
  remarks: string | null
  notes: string | null
  position: { latitude: number; longitude: number; accuracyM: number | null } | null
  vehicles: {
    label: string
    documents: boolean
    keys: boolean
    accessories: boolean
    note: string | null
    odometerKm: number | null
    photos: { slot: string; sha256: string; receivedAt: DateTime; display: Buffer | null }[]
    damages: { zone: string; note: string; photoSha256: string | null }[]
  }[]
}

const at = (time: DateTime | null) =>
  time ? time.setZone(TIME_ZONE).toFormat('dd/MM/yyyy HH:mm:ss ZZZZ') : '—'

/**
 * The sealed proof as a PDF (A4, pdfkit): header, times in Europe/Rome,
 * names, device position, per vehicle the checklist, odometer, the display
 * copies of its photos with the SHA-256 of each original and the damage
 * marks, then the signature. Its own SHA-256 goes in the timeline.
 */
export function renderProofPdf(sheet: ProofSheet, i18n: I18n): Promise<Buffer> {
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`proofs.pdf.${key}`, data)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${t(`title_${sheet.stage}`)} ${sheet.reference}`, Author: 'Trasporti' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  doc.fontSize(18).text(`${t(`title_${sheet.stage}`)} — ${sheet.reference}`)
  doc.moveDown(0.5).fontSize(10)
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value)
  line(t('place'), sheet.place)
  line(t('dealer'), sheet.dealer)
  line(t('carrier'), sheet.carrier)
  line(t('submitted_at'), at(sheet.submittedAt))
  if (sheet.submittedBy) line(t('submitted_by'), sheet.submittedBy)
  line(
    t('position'),
    sheet.position
      ? `${sheet.position.latitude.toFixed(6)}, ${sheet.position.longitude.toFixed(6)}` +
          (sheet.position.accuracyM !== null ? ` (± ${sheet.position.accuracyM} m)` : '')
      : t('no_position')
  )
  if (sheet.notes) line(t('notes'), sheet.notes)
  doc.moveDown()

  for (const vehicle of sheet.vehicles) {
    doc.font('Helvetica-Bold').fontSize(13).text(vehicle.label).fontSize(10).font('Helvetica')
    const yes = (value: boolean) => (value ? t('yes') : t('no'))
    line(t('documents'), yes(vehicle.documents))
    line(t('keys'), yes(vehicle.keys))
    line(t('accessories'), yes(vehicle.accessories))
    if (vehicle.note) line(t('checklist_note'), vehicle.note)
    line(t('odometer'), vehicle.odometerKm === null ? '—' : `${vehicle.odometerKm} km`)
    for (const damage of vehicle.damages)
      line(
        `${t('damage')} — ${i18n.t(`proofs.zones.${damage.zone}`)}`,
        damage.note + (damage.photoSha256 ? ` (SHA-256 ${damage.photoSha256})` : '')
      )
    doc.moveDown(0.5)
    placePhotos(doc, vehicle.photos, (slot) => i18n.t(`proofs.slots.${slot}`), at)
    doc.moveDown()
  }

  if (doc.y > 640) doc.addPage()
  doc.font('Helvetica-Bold').fontSize(13).text(t('signature')).fontSize(10).font('Helvetica')
  line(t('signer'), sheet.signerName ?? '—')
  line(t('signed_at'), at(sheet.signedAt))
  line(t('signed_via'), sheet.signedVia ? t(`via_${sheet.signedVia}`) : '—')
  if (sheet.signatureSha256) line(t('signature_hash'), sheet.signatureSha256)
  if (sheet.remarks) line(t('remarks'), sheet.remarks)
  if (sheet.signature) doc.image(sheet.signature, { fit: [220, 90] })
  doc.moveDown().fontSize(8).fillColor('#555').text(t('footer'))
  doc.end()
  return done
}

/** The photos two by two, each with its slot, the server's time and its original's SHA-256. */
function placePhotos(
  doc: PDFKit.PDFDocument,
  photos: ProofSheet['vehicles'][number]['photos'],
  slotName: (slot: string) => string,
  time: (at: DateTime | null) => string
) {
  const width = 250
  const height = 170
  for (let index = 0; index < photos.length; index += 2) {
    if (doc.y + height + 50 > doc.page.height - doc.page.margins.bottom) doc.addPage()
    const top = doc.y
    photos.slice(index, index + 2).forEach((photo, column) => {
      const left = doc.page.margins.left + column * (width + 15)
      if (photo.display) doc.image(photo.display, left, top, { fit: [width, height] })
      doc
        .fontSize(7)
        .text(`${slotName(photo.slot)} · ${time(photo.receivedAt)}`, left, top + height + 2, {
          width,
        })
        .text(`SHA-256 ${photo.sha256}`, left, doc.y, { width })
    })
    doc.x = doc.page.margins.left
    doc.y = top + height + 30
    doc.fontSize(10)
  }
}
