import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import {
  DEFAULT_PRICING_SETTINGS,
  manualQuoteReason,
  priceQuote,
  roundHalfUpDiv,
  type PricingSettings,
} from '#pricing/domain/pricing'
import { WORKED_EXAMPLES, renderExamplesTable } from './pricing_examples.js'

test.group('Pricing / worked examples of docs/pricing.md', () => {
  for (const [index, example] of WORKED_EXAMPLES.entries()) {
    test(`example ${index + 1} (${example.title}) prices exactly as documented`, ({ assert }) => {
      const quote = priceQuote(example.input, DEFAULT_PRICING_SETTINGS)
      assert.deepEqual(
        quote.lines.map((line) => [
          line.kind,
          line.vehicleIndex === undefined ? null : line.vehicleIndex + 1,
          line.amountCents,
        ]),
        example.lines
      )
      assert.equal(quote.netCents, example.netCents)
      assert.equal(quote.vatCents, example.vatCents)
      assert.equal(quote.grossCents, example.grossCents)
      assert.equal(quote.commissionCents, example.commissionCents)
      assert.equal(quote.payoutCents, example.payoutCents)
      assert.equal(quote.grossCents, quote.netCents + quote.vatCents)
      assert.equal(quote.payoutCents + quote.commissionCents, quote.netCents)
    })
  }

  test('docs/pricing.md contains exactly the table of the worked examples', async ({ assert }) => {
    const doc = await readFile(app.makePath('docs/pricing.md'), 'utf8')
    assert.include(doc, renderExamplesTable())
  })
})

test.group('Pricing / rules', () => {
  test('rounds half up to whole cents', ({ assert }) => {
    assert.equal(roundHalfUpDiv(5, 10), 1)
    assert.equal(roundHalfUpDiv(4, 10), 0)
    assert.equal(roundHalfUpDiv(-5, 10), -1)
  })

  test('every amount is an integer number of cents', ({ assert }) => {
    const quote = priceQuote(
      {
        distanceKm: 777.4,
        vehicles: [{ category: 'suv', running: false, declaredValueCents: 1_234_599 }],
        express: true,
        covered: true,
        extraInsurance: true,
        proDealer: true,
      },
      DEFAULT_PRICING_SETTINGS
    )
    assert.equal(quote.distanceKm, 777)
    for (const line of quote.lines) assert.isTrue(Number.isInteger(line.amountCents))
    for (const value of [
      quote.netCents,
      quote.vatCents,
      quote.grossCents,
      quote.commissionCents,
      quote.payoutCents,
    ]) {
      assert.isTrue(Number.isInteger(value))
    }
  })

  test('uses the settings it is given and reports their version', ({ assert }) => {
    const settings: PricingSettings = {
      ...DEFAULT_PRICING_SETTINGS,
      version: 4,
      baseCents: 10000,
      categoryCoefficientsPermille: { car: 2000 },
      vatBasisPoints: 1000,
    }
    const quote = priceQuote(
      {
        distanceKm: 100,
        vehicles: [{ category: 'car', running: true, declaredValueCents: 0 }],
        express: false,
        covered: false,
        extraInsurance: false,
        proDealer: false,
      },
      settings
    )
    assert.equal(quote.netCents, (10000 + 5500) * 2)
    assert.equal(quote.vatCents, 3100)
    assert.equal(quote.settingsVersion, 4)
  })

  test('refuses an unknown category and an empty vehicle list', ({ assert }) => {
    const base = {
      distanceKm: 10,
      express: false,
      covered: false,
      extraInsurance: false,
      proDealer: false,
    }
    assert.throws(() =>
      priceQuote(
        { ...base, vehicles: [{ category: 'tank', running: true, declaredValueCents: 0 }] },
        DEFAULT_PRICING_SETTINGS
      )
    )
    assert.throws(() => priceQuote({ ...base, vehicles: [] }, DEFAULT_PRICING_SETTINGS))
  })

  test('the 4+ tier wins over the 2–3 tier', ({ assert }) => {
    const vehicles = Array.from({ length: 5 }, () => ({
      category: 'car',
      running: true,
      declaredValueCents: 0,
    }))
    const quote = priceQuote(
      {
        distanceKm: 100,
        vehicles,
        express: false,
        covered: false,
        extraInsurance: false,
        proDealer: false,
      },
      DEFAULT_PRICING_SETTINGS
    )
    assert.equal(quote.lines.at(-1)!.detail.basisPoints, 1000)
  })
})

test.group('Pricing / manual quote reasons', () => {
  const running = (category: string) => ({ category, running: true })

  test('more than 8 vehicles need a manual quote', ({ assert }) => {
    const vehicles = Array.from({ length: 9 }, () => running('car'))
    assert.equal(
      manualQuoteReason(
        { vehicleCount: 9, pickupProvince: 'MI', deliveryProvince: 'RM', vehicles },
        DEFAULT_PRICING_SETTINGS
      ),
      'too_many_vehicles'
    )
    assert.isNull(
      manualQuoteReason(
        {
          vehicleCount: 8,
          pickupProvince: 'MI',
          deliveryProvince: 'RM',
          vehicles: vehicles.slice(1),
        },
        DEFAULT_PRICING_SETTINGS
      )
    )
  })

  test('Sicilia and Sardegna at either end need a manual quote', ({ assert }) => {
    const vehicles = [running('car')]
    assert.equal(
      manualQuoteReason(
        { vehicleCount: 1, pickupProvince: 'PA', deliveryProvince: 'MI', vehicles },
        DEFAULT_PRICING_SETTINGS
      ),
      'island'
    )
    assert.equal(
      manualQuoteReason(
        { vehicleCount: 1, pickupProvince: 'MI', deliveryProvince: 'su', vehicles },
        DEFAULT_PRICING_SETTINGS
      ),
      'island'
    )
    assert.isNull(
      manualQuoteReason(
        { vehicleCount: 1, pickupProvince: 'RC', deliveryProvince: 'NA', vehicles },
        DEFAULT_PRICING_SETTINGS
      )
    )
  })

  test('a non-running luxury vehicle needs a manual quote, a running one does not', ({
    assert,
  }) => {
    const input = { vehicleCount: 1, pickupProvince: 'MI', deliveryProvince: 'TO' }
    assert.equal(
      manualQuoteReason(
        { ...input, vehicles: [{ category: 'luxury', running: false }] },
        DEFAULT_PRICING_SETTINGS
      ),
      'non_running_luxury'
    )
    assert.isNull(
      manualQuoteReason(
        { ...input, vehicles: [{ category: 'luxury', running: true }] },
        DEFAULT_PRICING_SETTINGS
      )
    )
    assert.isNull(
      manualQuoteReason(
        { ...input, vehicles: [{ category: 'car', running: false }] },
        DEFAULT_PRICING_SETTINGS
      )
    )
  })
})
