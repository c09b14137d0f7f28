import { test } from '@japa/runner'
import { csvCents, csvDate, toExcelCsv } from '#shared/csv'

test.group('CSV for Excel', () => {
  test('semicolons, a byte-order mark, CRLF, amounts with a decimal comma, dates dd/MM/yyyy', ({
    assert,
  }) => {
    const file = toExcelCsv(
      [
        {
          header: 'Data',
          value: (row: { at: string; cents: number; what: string }) => csvDate(row.at),
        },
        { header: 'Causale', value: (row) => row.what },
        { header: 'Importo (€)', value: (row) => csvCents(row.cents) },
      ],
      [
        { at: '2026-03-29T22:30:00Z', cents: 123_456, what: 'Pagamento ordine ORD-2026-000012' },
        { at: '2026-01-05', cents: -50, what: 'Rimborso; "parziale"' },
      ]
    )
    assert.isTrue(file.startsWith('\uFEFF'))
    assert.equal(
      file.slice(1),
      'Data;Causale;Importo (€)\r\n' +
        '30/03/2026;Pagamento ordine ORD-2026-000012;1234,56\r\n' +
        '05/01/2026;"Rimborso; ""parziale""";-0,50\r\n'
    )
  })

  test('a text that Excel would run as a formula is neutralised; amounts and empties stay as they are', ({
    assert,
  }) => {
    const file = toExcelCsv(
      [{ header: 'x', value: (row: { value: string | null }) => row.value }],
      [
        { value: '=HYPERLINK("http://evil")' },
        { value: '+39 333' },
        { value: '-12,50' },
        { value: null },
      ]
    )
    assert.equal(
      file.slice(1),
      'x\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'+39 333\r\n-12,50\r\n\r\n'
    )
  })

  test('cents are formatted exactly, beyond a thousand euro and below one', ({ assert }) => {
    assert.equal(csvCents(0), '0,00')
    assert.equal(csvCents(5), '0,05')
    assert.equal(csvCents(100_000_000), '1000000,00')
    assert.throws(() => csvCents(1.5))
    assert.equal(csvDate(null), '')
  })
})
