import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  decimalAmount,
  documentTotals,
  splitGross,
  totalsFromGross,
  vatOfNet,
  type InvoiceLineInput,
} from '#invoicing/domain/totals'
import {
  documentNumber,
  downloadName,
  issueDay,
  sdiFileName,
  sdiProgressive,
} from '#invoicing/domain/numbering'

const line = (unitNetCents: number, quantity = 1, description = 'Trasporto'): InvoiceLineInput => ({
  description,
  quantity,
  unitNetCents,
  vatBasisPoints: 2200,
})

test.group('Invoicing: totals and VAT (FatturaPA rounding)', () => {
  test('VAT is 22 % of the taxable total, rounded half up to the cent', ({ assert }) => {
    assert.equal(vatOfNet(10_000, 2200), 2200)
    /* 0.22 × 2.25 € = 0.495 → 0.50 (half up) */
    assert.equal(vatOfNet(225, 2200), 50)
    /* 0.22 × 2.27 € = 0.4994 → 0.50; 0.22 × 0.02 € = 0.0044 → 0.00 */
    assert.equal(vatOfNet(227, 2200), 50)
    assert.equal(vatOfNet(2, 2200), 0)
    /* exact beyond floating point: 0.22 × 40,909,090.25 € */
    assert.equal(vatOfNet(4_090_909_025, 2200), 899_999_986)
  })

  test('the VAT is computed once on the summary, not line by line', ({ assert }) => {
    /* three lines of 2.25 €: per line 0.495 → 0.50 each (1.50), on the total 6.75 × 0.22 = 1.485 → 1.49 */
    const result = documentTotals([line(225), line(225), line(225)])
    assert.isTrue(result.ok)
    if (!result.ok) return
    assert.deepEqual(result.value.summaries, [
      { vatBasisPoints: 2200, netCents: 675, vatCents: 149 },
    ])
    assert.equal(result.value.netCents, 675)
    assert.equal(result.value.vatCents, 149)
    assert.equal(result.value.grossCents, 824)
  })

  test('a line net is quantity × unit net; gross = net + VAT', ({ assert }) => {
    const result = documentTotals([line(52_300, 2, 'Trasporto T-2026-000001'), line(8_000)])
    assert.isTrue(result.ok)
    if (!result.ok) return
    assert.deepEqual(
      result.value.lines.map((item) => item.netCents),
      [104_600, 8_000]
    )
    assert.equal(result.value.netCents, 112_600)
    assert.equal(result.value.vatCents, 24_772)
    assert.equal(result.value.grossCents, 137_372)
  })

  test('refuses empty lists, bad quantities, negative prices, other rates and a zero total', ({
    assert,
  }) => {
    const refused = [
      [],
      [line(100, 0)],
      [line(100, 1.5)],
      [line(-100)],
      [{ ...line(100), vatBasisPoints: 0 }],
      [{ ...line(100), vatBasisPoints: 1000 }],
      [line(100, 1, '   ')],
      [line(100, 1, 'x'.repeat(1001))],
      [line(0)],
      [line(Number.NaN)],
    ]
    for (const lines of refused)
      assert.isFalse(documentTotals(lines as any).ok, JSON.stringify(lines))
    assert.deepEqual(documentTotals([line(0)]), { ok: false, error: 'invalid_amount' })
    assert.deepEqual(documentTotals([line(1_000_000_000)]), { ok: false, error: 'invalid_amount' })
  })
})

test.group('Invoicing: splitGross', () => {
  test('net + VAT always reproduces the gross, and VAT = round(net × 22 %) whenever a net allows it', ({
    assert,
  }) => {
    let inexact = 0
    for (let gross = 0; gross <= 20_000; gross++) {
      const split = splitGross(gross)
      assert.equal(split.netCents + split.vatCents, gross)
      const rule = vatOfNet(split.netCents, 2200)
      if (split.exact) assert.equal(split.vatCents, rule)
      else {
        inexact += 1
        assert.equal(Math.abs(split.vatCents - rule), 1, `gross ${gross}`)
      }
    }
    /* 1.22 nets per cent of gross: about 1 gross in 6 (the skipped values) has no exact net */
    assert.isAbove(inexact, 0)
    assert.isBelow(inexact, 20_001 * 0.2)
  })

  test('worked examples', ({ assert }) => {
    assert.deepEqual(splitGross(12_200), { netCents: 10_000, vatCents: 2_200, exact: true })
    assert.deepEqual(splitGross(61_000), { netCents: 50_000, vatCents: 11_000, exact: true })
    /* 3 cents: no net n has n + round(0.22 n) = 3 (2 → 2, 3 → 4) */
    assert.deepEqual(splitGross(3), { netCents: 2, vatCents: 1, exact: false })
    assert.deepEqual(splitGross(100, 10), { netCents: 91, vatCents: 9, exact: true })
  })

  test('a credit note of a gross amount keeps exactly that gross', ({ assert }) => {
    const result = totalsFromGross(4_321, 'Rimborso parziale')
    assert.isTrue(result.ok)
    if (!result.ok) return
    assert.equal(result.value.grossCents, 4_321)
    assert.equal(result.value.netCents + result.value.vatCents, 4_321)
    assert.deepEqual(result.value.summaries, [
      { vatBasisPoints: 2200, netCents: result.value.netCents, vatCents: result.value.vatCents },
    ])
    assert.deepEqual(totalsFromGross(0, 'x'), { ok: false, error: 'invalid_amount' })
    assert.deepEqual(totalsFromGross(-5, 'x'), { ok: false, error: 'invalid_amount' })
    assert.deepEqual(totalsFromGross(1.5, 'x'), { ok: false, error: 'invalid_amount' })
  })

  test('amounts are written with a dot and two decimals', ({ assert }) => {
    assert.equal(decimalAmount(0), '0.00')
    assert.equal(decimalAmount(5), '0.05')
    assert.equal(decimalAmount(123_456), '1234.56')
    assert.equal(decimalAmount(-300), '-3.00')
  })
})

test.group('Invoicing: numbers', () => {
  test('yearly series: invoices 2026/000123, credit notes NC/2026/000004', ({ assert }) => {
    assert.equal(documentNumber('invoice', 2026, 123), '2026/000123')
    assert.equal(documentNumber('credit_note', 2026, 4), 'NC/2026/000004')
    assert.equal(documentNumber('invoice', 2027, 1_234_567), '2027/1234567')
    assert.throws(() => documentNumber('invoice', 2026, 0))
  })

  test('the issue day and year are Rome’s, whatever the server zone', ({ assert }) => {
    /* 31 Dec 2026 23:30 UTC is 1 Jan 2027 00:30 in Rome: the 2027 series */
    assert.deepEqual(issueDay(DateTime.fromISO('2026-12-31T23:30:00Z')), {
      issuedOn: '2027-01-01',
      year: 2027,
    })
    assert.deepEqual(issueDay(DateTime.fromISO('2026-06-30T21:59:59Z')), {
      issuedOn: '2026-06-30',
      year: 2026,
    })
  })

  test('SDI file names and download names', ({ assert }) => {
    assert.equal(sdiProgressive(1), '00001')
    assert.equal(sdiProgressive(36 ** 5 - 1), 'ZZZZZ')
    assert.throws(() => sdiProgressive(36 ** 5))
    assert.equal(sdiFileName('IT01234567897', 46), 'IT01234567897_0001A.xml')
    assert.equal(downloadName('invoice', '2026/000123', 'pdf'), 'Fattura-2026-000123.pdf')
    assert.equal(
      downloadName('credit_note', 'NC/2026/000004', 'xml'),
      'Nota-di-credito-NC-2026-000004.xml'
    )
  })
})
