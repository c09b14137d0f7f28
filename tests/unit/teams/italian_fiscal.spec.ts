import { test } from '@japa/runner'
import {
  codiceFiscaleCheckChar,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPersonalCodiceFiscale,
  isValidSdiCode,
  partitaIvaCheckDigit,
} from '#shared/italian_fiscal'

test.group('Partita IVA', () => {
  test('accepts real VAT numbers of Italian companies', ({ assert }) => {
    /* Ferrari, TIM, Pirelli: published on their websites and invoices. */
    for (const vat of ['00159560366', '00488410010', '00860340157']) {
      assert.isTrue(isValidPartitaIva(vat), vat)
    }
  })

  test('tolerates spaces and the IT prefix', ({ assert }) => {
    assert.isTrue(isValidPartitaIva('IT 00159560366'))
    assert.isTrue(isValidPartitaIva(' 0015 9560 366 '))
  })

  test('rejects a wrong check digit', ({ assert }) => {
    assert.isFalse(isValidPartitaIva('00159560367'))
    assert.isFalse(isValidPartitaIva('00488410011'))
  })

  test('rejects wrong lengths, letters, zeros and non-strings', ({ assert }) => {
    for (const value of [
      '',
      '0015956036',
      '001595603660',
      '0015956036A',
      '00000000000',
      null,
      159560366,
      {},
    ]) {
      assert.isFalse(isValidPartitaIva(value), String(value))
    }
  })

  test('computes the check digit with the official algorithm', ({ assert }) => {
    assert.equal(partitaIvaCheckDigit('0015956036'), 6)
    assert.equal(partitaIvaCheckDigit('1234567890'), 3)
  })
})

test.group('Codice fiscale', () => {
  test('accepts a personal fiscal code with the right check character', ({ assert }) => {
    assert.isTrue(isValidCodiceFiscale('RSSMRA85T10A562S'))
    assert.isTrue(isValidCodiceFiscale('rssmra85t10a562s'))
    assert.isTrue(isValidCodiceFiscale('MRTMTT91D08F205J'))
  })

  test('accepts an omocodic code (digits replaced by letters)', ({ assert }) => {
    /* position 11 digit 0 replaced by L: the check character is recomputed */
    assert.equal(codiceFiscaleCheckChar('RSSMRA85T1LA562'), 'V')
    assert.isTrue(isValidPersonalCodiceFiscale('RSSMRA85T1LA562V'))
  })

  test('rejects a wrong check character or a malformed code', ({ assert }) => {
    for (const value of [
      'RSSMRA85T10A562T',
      'RSSMRA85T10A562',
      'RSSMRA85Z10A562S',
      '1SSMRA85T10A562S',
      'RSSMRA85T10A562SX',
    ]) {
      assert.isFalse(isValidCodiceFiscale(value), value)
    }
  })

  test('accepts the 11-digit numeric code of a company, with its check digit', ({ assert }) => {
    assert.isTrue(isValidCodiceFiscale('00159560366'))
    assert.isFalse(isValidCodiceFiscale('00159560360'))
  })
})

test.group('SDI recipient code', () => {
  test('is 7 letters or digits', ({ assert }) => {
    assert.isTrue(isValidSdiCode('M5UXCR1'))
    assert.isTrue(isValidSdiCode('0000000'))
    assert.isFalse(isValidSdiCode('M5UXCR'))
    assert.isFalse(isValidSdiCode('M5UXCR12'))
    assert.isFalse(isValidSdiCode('M5UX-R1'))
  })
})
