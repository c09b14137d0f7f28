import { test } from '@japa/runner'
import { renderInvoicePdf, type InvoicePdfData } from '#invoicing/domain/invoice_layout'
import { documentTotals, totalsFromGross } from '#invoicing/domain/totals'
import { CUSTOMER, SELLER } from '#tests/helpers/invoicing_fixtures'

/** The text of an uncompressed pdfkit PDF: each `[<hex> …] TJ` array decoded (WinAnsi = windows-1252). */
function pdfText(pdf: Buffer) {
  const lines: string[] = []
  for (const match of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('')
    lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex')))
  }
  return lines.join('\n')
}

function data(overrides: Partial<InvoicePdfData> = {}): InvoicePdfData {
  const totals = documentTotals([
    {
      description: 'Trasporto T-2026-000012: Milano (MI) → Napoli (NA), 2 veicoli',
      quantity: 1,
      unitNetCents: 104_600,
      vatBasisPoints: 2200,
    },
  ])
  if (!totals.ok) throw new Error(totals.error)
  return {
    kind: 'invoice',
    number: '2026/000123',
    issuedOn: '2026-11-23',
    progressive: '0001A',
    seller: SELLER,
    customer: CUSTOMER,
    ...totals.value,
    paymentMethod: 'bank_transfer',
    related: null,
    reason: null,
    references: ['Ordine ORD-2026-000012'],
    issuedAt: new Date('2026-11-23T10:00:00Z'),
    platform: 'Trasporti',
    ...overrides,
  }
}

test.group('Invoice PDF', () => {
  test('prints the parties, number, lines, VAT summary, it-IT totals, payment and the fiscal note', async ({
    assert,
  }) => {
    const pdf = await renderInvoicePdf(data(), { compress: false })
    assert.isTrue(pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
    const text = pdfText(pdf)
    for (const needle of [
      'FATTURA',
      '2026/000123',
      '23/11/2026',
      'Trasporti S.r.l.',
      'P.IVA IT01234567897',
      'Autosalone Rossi S.p.A.',
      'Codice destinatario: M5UXCR1',
      'Milano (MI) -> Napoli (NA)',
      '1.046,00 €',
      '230,12 €',
      '1.276,12 €',
      'RIEPILOGO IVA',
      'Bonifico bancario (MP05)',
      'IBAN IT60 X054 2811 1010 0000 0123 456',
      'Ordine ORD-2026-000012',
      'privo di valenza fiscale',
      'Sistema di Interscambio',
    ]) {
      assert.include(text, needle)
    }
  })

  test('a credit note names its invoice and its reason; same data, same bytes', async ({
    assert,
  }) => {
    const totals = totalsFromGross(4_500, 'Rettifica della fattura n. 2026/000123 del 23/11/2026')
    if (!totals.ok) throw new Error(totals.error)
    const note = data({
      kind: 'credit_note',
      number: 'NC/2026/000004',
      ...totals.value,
      paymentMethod: null,
      related: { number: '2026/000123', issuedOn: '2026-11-23' },
      reason: 'Contestazione risolta con rimborso parziale',
    })
    const text = pdfText(await renderInvoicePdf(note, { compress: false }))
    for (const needle of [
      'NOTA DI CREDITO',
      'Rettifica la fattura n. 2026/000123 del 23/11/2026',
      'Totale nota di credito',
      '45,00 €',
      'Contestazione risolta con rimborso parziale',
    ]) {
      assert.include(text, needle)
    }
    const first = await renderInvoicePdf(note)
    const second = await renderInvoicePdf(note)
    assert.isTrue(first.equals(second))
  })

  test('many lines flow onto more pages, each with the footer', async ({ assert }) => {
    const totals = documentTotals(
      Array.from({ length: 60 }, (_, index) => ({
        description: `Trasporto T-2026-${String(index).padStart(6, '0')}: Torino (TO) → Bari (BA), 1 veicolo`,
        quantity: 1,
        unitNetCents: 30_000 + index,
        vatBasisPoints: 2200,
      }))
    )
    if (!totals.ok) throw new Error(totals.error)
    const text = pdfText(await renderInvoicePdf(data({ ...totals.value }), { compress: false }))
    assert.include(text, 'pagina 1 di 3')
    assert.include(text, 'pagina 3 di 3')
    assert.include(text, 'T-2026-000059')
  })
})
