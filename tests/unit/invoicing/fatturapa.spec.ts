import { test } from '@japa/runner'
import { convert } from 'xmlbuilder2'
import { buildFatturaPa, latinText, type FiscalDocument } from '#invoicing/domain/fatturapa'
import { documentTotals, totalsFromGross } from '#invoicing/domain/totals'
import { customerFromTeam, sellerFromSettings } from '#invoicing/domain/parties'
import { validateFatturaPa } from '#tests/helpers/xsd'
import { CUSTOMER, SELLER } from '#tests/helpers/invoicing_fixtures'

function invoice(overrides: Partial<FiscalDocument> = {}): FiscalDocument {
  const totals = documentTotals([
    {
      description: 'Trasporto T-2026-000012 Milano (MI) → Napoli (NA), 2 veicoli — “espresso”',
      quantity: 1,
      unitNetCents: 104_600,
      vatBasisPoints: 2200,
    },
    { description: 'Telo di copertura', quantity: 2, unitNetCents: 1_225, vatBasisPoints: 2200 },
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
    ...overrides,
  }
}

export function parsed(xml: string): any {
  return (convert(xml, { format: 'object' }) as any)['p:FatturaElettronica']
}

function asList<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value]
}

/** The XML's own arithmetic, read back: what the SDI recomputes. */
function xmlTotals(xml: string) {
  const body = parsed(xml).FatturaElettronicaBody
  const lines = asList(body.DatiBeniServizi.DettaglioLinee)
  const summaries = asList(body.DatiBeniServizi.DatiRiepilogo)
  const cents = (text: string) => Math.round(Number(text) * 100)
  return {
    lineTotals: lines.map((item: any) => cents(item.PrezzoTotale)),
    lineProducts: lines.map((item: any) =>
      Math.round(Number(item.Quantita) * Number(item.PrezzoUnitario) * 100)
    ),
    net: summaries.reduce((sum: number, item: any) => sum + cents(item.ImponibileImporto), 0),
    vat: summaries.reduce((sum: number, item: any) => sum + cents(item.Imposta), 0),
    gross: cents(body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento),
  }
}

test.group('FatturaPA XML', () => {
  test('an invoice paid by bank transfer passes the official XSD and its totals add up', async ({
    assert,
  }) => {
    const doc = invoice()
    const xml = buildFatturaPa(doc)
    const result = await validateFatturaPa(xml)
    assert.deepEqual(result.errors, [])
    assert.isTrue(result.valid)
    const totals = xmlTotals(xml)
    assert.deepEqual(totals.lineTotals, totals.lineProducts)
    assert.equal(totals.net, doc.netCents)
    assert.equal(totals.vat, doc.vatCents)
    assert.equal(totals.gross, doc.grossCents)
    assert.equal(totals.net + totals.vat, totals.gross)
    const root = parsed(xml)
    assert.equal(root['@versione'], 'FPR12')
    const header = root.FatturaElettronicaHeader
    assert.equal(header.DatiTrasmissione.CodiceDestinatario, 'M5UXCR1')
    assert.equal(header.DatiTrasmissione.ProgressivoInvio, '0001A')
    assert.equal(header.CedentePrestatore.DatiAnagrafici.RegimeFiscale, 'RF01')
    assert.equal(header.CedentePrestatore.IscrizioneREA.NumeroREA, '2012345')
    const payment = root.FatturaElettronicaBody.DatiPagamento.DettaglioPagamento
    assert.equal(payment.ModalitaPagamento, 'MP05')
    assert.equal(payment.IBAN, SELLER.iban)
    const general = root.FatturaElettronicaBody.DatiGenerali.DatiGeneraliDocumento
    assert.equal(general.TipoDocumento, 'TD01')
    assert.equal(general.Numero, '2026/000123')
    assert.equal(general.Data, '2026-11-23')
  })

  test('wallet and card payments: MP22 and MP08, no bank details', async ({ assert }) => {
    for (const [method, code] of [
      ['wallet', 'MP22'],
      ['card', 'MP08'],
    ] as const) {
      const xml = buildFatturaPa(invoice({ paymentMethod: method }))
      assert.isTrue((await validateFatturaPa(xml)).valid)
      const payment = parsed(xml).FatturaElettronicaBody.DatiPagamento.DettaglioPagamento
      assert.equal(payment.ModalitaPagamento, code)
      assert.isUndefined(payment.IBAN)
    }
  })

  test('a customer with only a PEC: CodiceDestinatario 0000000 and PECDestinatario', async ({
    assert,
  }) => {
    const xml = buildFatturaPa(
      invoice({ customer: { ...CUSTOMER, sdiCode: null, pec: 'rossi@pec.example.it' } })
    )
    assert.isTrue((await validateFatturaPa(xml)).valid)
    const transmission = parsed(xml).FatturaElettronicaHeader.DatiTrasmissione
    assert.equal(transmission.CodiceDestinatario, '0000000')
    assert.equal(transmission.PECDestinatario, 'rossi@pec.example.it')
  })

  test('a credit note (TD04) of a gross amount points at its invoice and passes the XSD', async ({
    assert,
  }) => {
    const totals = totalsFromGross(
      12_345,
      'Rimborso parziale: contestazione sul trasporto T-2026-000012'
    )
    if (!totals.ok) throw new Error(totals.error)
    const doc = invoice({
      kind: 'credit_note',
      number: 'NC/2026/000004',
      ...totals.value,
      paymentMethod: null,
      related: { number: '2026/000123', issuedOn: '2026-11-23' },
      reason: 'Contestazione risolta con rimborso parziale. '.repeat(8),
    })
    const xml = buildFatturaPa(doc)
    const result = await validateFatturaPa(xml)
    assert.deepEqual(result.errors, [])
    const general = parsed(xml).FatturaElettronicaBody.DatiGenerali
    assert.equal(general.DatiGeneraliDocumento.TipoDocumento, 'TD04')
    assert.equal(general.DatiFattureCollegate.IdDocumento, '2026/000123')
    assert.equal(general.DatiFattureCollegate.Data, '2026-11-23')
    /* a long reason is split into Causale elements of at most 200 characters */
    assert.isAbove(asList(general.DatiGeneraliDocumento.Causale).length, 1)
    assert.isUndefined(parsed(xml).FatturaElettronicaBody.DatiPagamento)
    const totalsInXml = xmlTotals(xml)
    assert.equal(totalsInXml.gross, 12_345)
    assert.equal(totalsInXml.net + totalsInXml.vat, 12_345)
  })

  test('a broken document fails the XSD (the check is real)', async ({ assert }) => {
    const xml = buildFatturaPa(invoice()).replace('<TipoDocumento>TD01', '<TipoDocumento>TD99')
    const result = await validateFatturaPa(xml)
    assert.isFalse(result.valid)
    assert.isNotEmpty(result.errors)
  })

  test('texts are reduced to the Latin-1 the schema allows', ({ assert }) => {
    assert.equal(latinText('Prezzo 10 €  “netto”\nriga', 100), 'Prezzo 10 EUR "netto" riga')
    assert.equal(latinText('Città di Forlì – Łódź', 100), 'Città di Forlì - Lódz')
    assert.equal(latinText('x'.repeat(90), 80).length, 80)
  })

  test('snapshots need a valid P.IVA and a full registered office', ({ assert }) => {
    const team = {
      legalName: 'Autosalone Rossi S.p.A.',
      vatNumber: 'IT 12345678903',
      fiscalCode: null,
      sdiCode: 'm5uxcr1',
      pec: null,
      street: 'Via Emilia 120',
      cap: '40133',
      city: 'Bologna',
      province: 'bo',
    }
    assert.deepEqual(customerFromTeam(team), { ...CUSTOMER })
    assert.isNull(customerFromTeam({ ...team, vatNumber: '12345678900' }))
    assert.isNull(customerFromTeam({ ...team, cap: null }))
    assert.isNull(customerFromTeam({ ...team, province: 'XX' }))
    const settings = {
      ...SELLER,
      fiscalCode: SELLER.fiscalCode!,
      reaOffice: 'MI',
      reaNumber: '2012345',
      email: SELLER.email!,
      pec: SELLER.pec!,
      phone: SELLER.phone!,
      iban: SELLER.iban!,
      bic: SELLER.bic!,
      bankName: SELLER.bankName!,
      taxRegime: 'RF01',
    }
    assert.deepEqual(sellerFromSettings(settings), SELLER)
    assert.isNull(sellerFromSettings({ ...settings, vatNumber: '' }))
    assert.isNull(sellerFromSettings({ ...settings, street: '' }))
  })
})
