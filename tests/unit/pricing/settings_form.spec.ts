import { test } from '@japa/runner'
import { DEFAULT_PRICING_SETTINGS } from '#pricing/domain/pricing'
import { formToSettings, mergeStoredSettings, settingsToForm } from '#pricing/domain/settings_form'

test.group('Pricing / settings in human units', () => {
  test('defaults round-trip through the form without losing a cent', ({ assert }) => {
    const { version, categoryCoefficientsPermille, ...stored } = DEFAULT_PRICING_SETTINGS
    assert.equal(version, 0)
    assert.isObject(categoryCoefficientsPermille)
    assert.deepEqual(formToSettings(settingsToForm(DEFAULT_PRICING_SETTINGS)), stored)
  })

  test('euro, €/km and percentages become integer cents, millicents and basis points', ({
    assert,
  }) => {
    const stored = formToSettings({
      ...settingsToForm(DEFAULT_PRICING_SETTINGS),
      baseEuro: 0.29,
      ratePerKmEuro: 0.57,
      vatPercent: 22.05,
    })
    assert.equal(stored.baseCents, 29)
    assert.equal(stored.ratePerKmMillicents, 57000)
    assert.equal(stored.vatBasisPoints, 2205)
  })

  test('a stored version missing a key or holding a malformed value falls back to the default for that key', ({
    assert,
  }) => {
    const merged = mergeStoredSettings(
      DEFAULT_PRICING_SETTINGS,
      {
        baseCents: 7000,
        vatBasisPoints: 'x',
        minimumCents: -5,
        multiVehicleDiscounts: [{ minVehicles: 2 }],
        company: { legalName: 'ACME' },
      },
      3
    )
    assert.equal(merged.version, 3)
    assert.equal(merged.baseCents, 7000)
    assert.equal(merged.vatBasisPoints, 2200)
    assert.equal(merged.minimumCents, 12000)
    assert.deepEqual(merged.multiVehicleDiscounts, DEFAULT_PRICING_SETTINGS.multiVehicleDiscounts)
    assert.equal(merged.company.legalName, 'ACME')
    assert.equal(DEFAULT_PRICING_SETTINGS.company.legalName, 'Trasporti S.r.l.')
  })
})
