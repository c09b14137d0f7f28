import { test } from '@japa/runner'
import {
  bestReturnLoads,
  pickupWindowOf,
  provincesNear,
  rankReturnLoads,
  returnLoadSearch,
  type ReturnLoadCandidate,
} from '#marketplace/domain/return_loads'

/** Delivered in Milan on Good Friday 2026: +3 working days skips the weekend and Easter Monday. */
const carried = {
  id: 1,
  state: 'in_transit',
  deliveryProvince: 'MI',
  deliveryEstimateOn: '2026-04-03',
}
const TODAY = '2026-04-01'

let sequence = 100
function load(overrides: Partial<ReturnLoadCandidate> = {}): ReturnLoadCandidate {
  sequence += 1
  return {
    id: sequence,
    pickupProvince: 'MI',
    pickupOn: '2026-04-07',
    pickupDateFrom: '2026-04-03',
    pickupDateTo: '2026-04-10',
    payoutCents: 40_000,
    ...overrides,
  }
}

test.group('Return loads / where', () => {
  test('the delivery province first, then its neighbours within 150 estimated road km', ({
    assert,
  }) => {
    const near = provincesNear('MI')
    assert.deepEqual(near[0], { code: 'MI', km: 0 })
    const codes = near.map((province) => province.code)
    assert.includeMembers(codes, ['MB', 'LO', 'BG', 'BS', 'GE'])
    /* Turin is 156 km, Bologna 251 km away */
    assert.notInclude(codes, 'TO')
    assert.notInclude(codes, 'BO')
    assert.isTrue(near.every((province) => province.km <= 150))
    assert.deepEqual(
      near.map((province) => province.km),
      [...near.map((province) => province.km)].sort((a, b) => a - b)
    )
    assert.deepEqual(provincesNear('XX'), [])
  })

  test('the distance cut: a load from Genoa (148 km) is one, from Turin (156 km) is not', ({
    assert,
  }) => {
    const search = returnLoadSearch(carried, TODAY)!
    const genoa = load({ pickupProvince: 'GE' })
    const turin = load({ pickupProvince: 'TO' })
    const ranked = rankReturnLoads(search, [turin, genoa])
    assert.deepEqual(
      ranked.map((row) => [row.id, row.km]),
      [[genoa.id, 148]]
    )
  })
})

test.group('Return loads / when', () => {
  test('from the delivery day to 3 working days later (weekend and Easter Monday skipped)', ({
    assert,
  }) => {
    const search = returnLoadSearch(carried, TODAY)!
    assert.equal(search.from, '2026-04-03')
    assert.equal(search.to, '2026-04-09')
    assert.equal(search.transportId, 1)
  })

  test('a late delivery looks from today; delivered or unscheduled transports want none', ({
    assert,
  }) => {
    const late = returnLoadSearch({ ...carried, deliveryEstimateOn: '2026-03-20' }, TODAY)!
    assert.equal(late.from, TODAY)
    assert.equal(late.to, '2026-04-07')
    for (const state of ['published', 'picked_up', 'delivered', 'completed', 'cancelled']) {
      assert.isNull(returnLoadSearch({ ...carried, state }, TODAY), state)
    }
    for (const state of ['assigned', 'pickup_scheduled', 'in_transit']) {
      assert.isNotNull(returnLoadSearch({ ...carried, state }, TODAY), state)
    }
    assert.isNull(returnLoadSearch({ ...carried, deliveryEstimateOn: null }, TODAY))
    assert.isNull(returnLoadSearch({ ...carried, deliveryProvince: 'XX' }, TODAY))
  })

  test('the pickup window must overlap those days, at either end', ({ assert }) => {
    const search = returnLoadSearch(carried, TODAY)!
    const cases: [Partial<ReturnLoadCandidate>, boolean][] = [
      [{ pickupOn: '2026-04-09', pickupDateTo: '2026-04-20' }, true],
      [{ pickupOn: '2026-04-10', pickupDateTo: '2026-04-20' }, false],
      [{ pickupOn: '2026-03-30', pickupDateTo: '2026-04-03' }, true],
      [{ pickupOn: '2026-03-30', pickupDateTo: '2026-04-02' }, false],
      /* no end of window: the earliest pickup only */
      [{ pickupOn: '2026-04-08', pickupDateTo: null }, true],
      [{ pickupOn: null, pickupDateFrom: '2026-04-08', pickupDateTo: null }, true],
      [{ pickupOn: null, pickupDateFrom: null, pickupDateTo: '2026-04-08' }, false],
    ]
    for (const [overrides, expected] of cases) {
      const candidate = load(overrides)
      assert.equal(
        rankReturnLoads(search, [candidate]).length === 1,
        expected,
        JSON.stringify(overrides)
      )
    }
    assert.deepEqual(
      pickupWindowOf({
        pickupOn: '2026-04-08',
        pickupDateFrom: '2026-04-01',
        pickupDateTo: '2026-04-05',
      }),
      { from: '2026-04-08', to: '2026-04-08' }
    )
  })
})

test.group('Return loads / order and limit', () => {
  test('nearest first, then the earliest pickup, then the higher payout; 5 at most', ({
    assert,
  }) => {
    const search = returnLoadSearch(carried, TODAY)!
    const farLoad = load({ pickupProvince: 'BG', pickupOn: '2026-04-03', payoutCents: 90_000 })
    const late = load({ pickupOn: '2026-04-08' })
    const earlyCheap = load({ pickupOn: '2026-04-03', payoutCents: 30_000 })
    const earlyRich = load({ pickupOn: '2026-04-03', payoutCents: 50_000 })
    const monza = load({ pickupProvince: 'MB', pickupOn: '2026-04-03' })
    const lodi = load({ pickupProvince: 'LO' })
    const ranked = rankReturnLoads(search, [farLoad, late, earlyCheap, monza, lodi, earlyRich])
    assert.deepEqual(
      ranked.map((row) => row.id),
      [earlyRich.id, earlyCheap.id, late.id, monza.id, lodi.id]
    )
    assert.deepEqual(
      ranked.map((row) => row.km),
      [0, 0, 0, 18, 37]
    )
    assert.isTrue(ranked.every((row) => row.forTransportId === 1))
    assert.lengthOf(rankReturnLoads(search, [farLoad, late], 1), 1)
  })

  test('over several transports: each load once, with the transport it suits best', ({
    assert,
  }) => {
    const milan = returnLoadSearch(carried, TODAY)!
    const verona = returnLoadSearch(
      { ...carried, id: 2, deliveryProvince: 'VR', deliveryEstimateOn: '2026-04-07' },
      TODAY
    )!
    const brescia = load({ pickupProvince: 'BS', pickupOn: '2026-04-08' })
    const mantova = load({ pickupProvince: 'MN', pickupOn: '2026-04-08' })
    const milano = load({ pickupProvince: 'MI', pickupOn: '2026-04-08' })
    const best = bestReturnLoads([milan, verona], [brescia, mantova, milano])
    assert.deepEqual(
      best.map((row) => [row.id, row.forTransportId, row.km]),
      [
        [milano.id, 1, 0],
        [mantova.id, 2, 44],
        /* Brescia: 77 km from Verona, 100 from Milan */
        [brescia.id, 2, 77],
      ]
    )
    assert.lengthOf(bestReturnLoads([milan, verona], [brescia, mantova, milano], 2), 2)
  })
})
