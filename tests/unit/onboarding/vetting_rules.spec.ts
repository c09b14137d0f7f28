import { test } from '@japa/runner'
import { isValidCodiceFiscale, isValidPartitaIva, isValidSdiCode } from '#shared/italian_fiscal'
import { missingSteps, fleetCapacity, fleetEquipment } from '#onboarding/domain/application_rules'
import { hasExpired, liftsSuspension, reachedThresholds } from '#onboarding/domain/insurance'
import { acceptsFile, sniffKind } from '#onboarding/domain/documents'
import { tinyPdf } from '#database/seeders/demo_onboarding'

const complete = {
  insurer: 'UnipolSai',
  policyNumber: 'RC-1',
  coverCents: 100_000,
  insuranceExpiresOn: '2031-01-01',
  fleet: [{ capacity: 8, covered: false, count: 2 }],
  services: { regions: ['veneto'], provinces: [], categories: ['suv'] },
  policyDocuments: 1,
}

test.group('Vetting / rules', () => {
  test('checksums: P.IVA, codice fiscale (personal and numeric), SDI', ({ assert }) => {
    assert.isTrue(isValidPartitaIva('00159560366'))
    assert.isTrue(isValidPartitaIva('IT 0015 9560 366'))
    assert.isFalse(isValidPartitaIva('00159560367'))
    assert.isFalse(isValidPartitaIva('0015956036'))
    assert.isTrue(isValidCodiceFiscale('RSSMRA85T10A562S'))
    assert.isFalse(isValidCodiceFiscale('RSSMRA85T10A562T'))
    assert.isTrue(isValidCodiceFiscale('00159560366'))
    assert.isFalse(isValidCodiceFiscale('00159560367'))
    assert.isTrue(isValidSdiCode('M5UXCR1'))
    assert.isFalse(isValidSdiCode('M5UXCR'))
  })

  test('an application is complete with insurance (future expiry, policy PDF), trucks and areas', ({
    assert,
  }) => {
    assert.deepEqual(missingSteps(complete, '2030-01-01'), [])
    assert.deepEqual(missingSteps({ ...complete, policyDocuments: 0 }, '2030-01-01'), ['insurance'])
    assert.deepEqual(missingSteps(complete, '2031-01-02'), ['insurance'])
    assert.deepEqual(missingSteps({ ...complete, fleet: [] }, '2030-01-01'), ['fleet'])
    const noArea = { ...complete, services: { regions: [], provinces: [], categories: ['suv'] } }
    assert.deepEqual(missingSteps(noArea, '2030-01-01'), ['fleet'])
    assert.equal(
      fleetCapacity([
        { capacity: 8, covered: false, count: 1 },
        { capacity: 2, covered: true, count: 1 },
      ]),
      8
    )
    assert.deepEqual(fleetEquipment([{ capacity: 2, covered: true, count: 1 }]), [
      'covered_trailer',
    ])
  })

  test('reminder thresholds 30/7/1, expiry after the last day, suspension lifted only for insurance', ({
    assert,
  }) => {
    assert.deepEqual(reachedThresholds('2030-02-01', '2030-01-01'), [])
    assert.deepEqual(reachedThresholds('2030-01-31', '2030-01-01'), [30])
    assert.deepEqual(reachedThresholds('2030-01-06', '2030-01-01'), [30, 7])
    assert.deepEqual(reachedThresholds('2030-01-02', '2030-01-01'), [30, 7, 1])
    assert.deepEqual(reachedThresholds('2029-12-31', '2030-01-01'), [])
    assert.isFalse(hasExpired('2030-01-01', '2030-01-01'))
    assert.isTrue(hasExpired('2029-12-31', '2030-01-01'))
    assert.isTrue(liftsSuspension('insurance_expired', '2030-06-01', '2030-01-01'))
    assert.isFalse(liftsSuspension('insurance_expired', '2029-06-01', '2030-01-01'))
    assert.isFalse(liftsSuspension('staff decision', '2030-06-01', '2030-01-01'))
  })

  test('files: a policy is a PDF up to 5 MB, other documents PDF/JPEG/PNG up to 10 MB', ({
    assert,
  }) => {
    const pdf = sniffKind(tinyPdf('Polizza'))
    assert.equal(pdf?.ext, 'pdf')
    assert.isTrue(acceptsFile(true, pdf, 1000))
    assert.isFalse(acceptsFile(true, pdf, 6 * 1024 * 1024))
    const png = sniffKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    assert.isFalse(acceptsFile(true, png, 1000))
    assert.isTrue(acceptsFile(false, png, 1000))
    assert.isFalse(acceptsFile(false, sniffKind(Buffer.from('MZ')), 10))
  })
})
