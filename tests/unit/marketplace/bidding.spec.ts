import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  autoAcceptable,
  bestBid,
  bidLimits,
  bidProblems,
  biddingDeadline,
  type BidCheck,
} from '#marketplace/domain/bidding'

const rome = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Rome' })

test.group('Bids / the amounts a bid may ask', () => {
  test('between 50% and 115% of the buy-now payout, in whole cents', ({ assert }) => {
    assert.deepEqual(bidLimits(40_000), { minCents: 20_000, maxCents: 46_000 })
    assert.deepEqual(bidLimits(12_345), { minCents: 6_173, maxCents: 14_196 })
    /* never below 1 € */
    assert.deepEqual(bidLimits(150), { minCents: 100, maxCents: 172 })
  })
})

test.group('Bids / the deadline', () => {
  test('18:00 in Rome on the last working day before the pickup window', ({ assert }) => {
    /* window opens Thursday 3 Dec 2026 → Wednesday 2 Dec, 18:00 (17:00 UTC) */
    assert.equal(biddingDeadline('2026-12-03')!.toUTC().toISO(), '2026-12-02T17:00:00.000Z')
    /* opens Monday 30 Nov → Friday 27 Nov */
    assert.equal(biddingDeadline('2026-11-30')!.toUTC().toISO(), '2026-11-27T17:00:00.000Z')
    /* opens Wednesday 9 Dec → the 8th is the Immaculate Conception: Monday 7 Dec */
    assert.equal(biddingDeadline('2026-12-09')!.toUTC().toISO(), '2026-12-07T17:00:00.000Z')
    /* summer time: opens Tuesday 2 June 2026 (the 2nd is a holiday too) → Monday 1 June, 16:00 UTC */
    assert.equal(biddingDeadline('2026-06-03')!.toUTC().toISO(), '2026-06-01T16:00:00.000Z')
  })

  test('platform closing days move it earlier; no window means no deadline', ({ assert }) => {
    const closed = [{ from: '2026-12-01', to: '2026-12-02' }]
    assert.equal(biddingDeadline('2026-12-03', closed)!.toUTC().toISO(), '2026-11-30T17:00:00.000Z')
    assert.isNull(biddingDeadline(null))
  })
})

test.group('Bids / what is wrong with a bid', () => {
  const base: BidCheck = {
    amountCents: 40_000,
    pickupOn: '2026-12-04',
    payoutCents: 40_000,
    pickupDateFrom: '2026-12-03',
    pickupDateTo: '2026-12-10',
    closingDays: [],
    now: rome('2026-11-25T10:00'),
    deadline: rome('2026-12-02T18:00'),
  }

  test('an acceptable bid has no problem', ({ assert }) => {
    assert.deepEqual(bidProblems(base), [])
    assert.deepEqual(bidProblems({ ...base, amountCents: 20_000 }), [])
    assert.deepEqual(bidProblems({ ...base, amountCents: 46_000 }), [])
  })

  test('every problem of the form in one round, with the bounds for the message', ({ assert }) => {
    const problems = bidProblems({ ...base, amountCents: 19_999, pickupOn: '2026-12-05' })
    assert.deepEqual(problems, [
      { field: 'amount', code: 'amount_too_low', limits: { minCents: 20_000, maxCents: 46_000 } },
      { field: 'pickupOn', code: 'pickup_not_working_day' },
    ])
    assert.deepEqual(
      bidProblems({ ...base, amountCents: 46_001 }).map((problem) => problem.code),
      ['amount_too_high']
    )
  })

  test('the pickup date: inside the window, a working day, from tomorrow', ({ assert }) => {
    const code = (check: Partial<BidCheck>) =>
      bidProblems({ ...base, ...check }).map((problem) => problem.code)
    assert.deepEqual(code({ pickupOn: '2026-12-02' }), ['pickup_outside_window'])
    assert.deepEqual(code({ pickupOn: '2026-12-11' }), ['pickup_outside_window'])
    assert.deepEqual(code({ pickupOn: '2026-12-08' }), ['pickup_not_working_day'])
    assert.deepEqual(code({ closingDays: [{ from: '2026-12-04', to: '2026-12-04' }] }), [
      'pickup_not_working_day',
    ])
    assert.deepEqual(code({ pickupDateFrom: null, pickupOn: '2026-11-25', deadline: null }), [
      'pickup_too_soon',
    ])
    /* no window: up to 60 days ahead */
    assert.deepEqual(code({ pickupDateFrom: null, pickupDateTo: null, deadline: null }), [])
    assert.deepEqual(
      code({ pickupDateFrom: null, pickupDateTo: null, deadline: null, pickupOn: '2027-01-25' }),
      ['pickup_outside_window']
    )
  })

  test('at and after the deadline nothing else matters: bidding is closed', ({ assert }) => {
    assert.deepEqual(bidProblems({ ...base, now: rome('2026-12-02T18:00'), amountCents: 1 }), [
      { field: 'form', code: 'bidding_closed' },
    ])
    assert.deepEqual(bidProblems({ ...base, now: rome('2026-12-02T17:59:59') }), [])
  })
})

test.group('Bids / the best bid and the auto-accept', () => {
  const at = (minute: number) => rome(`2026-11-25T10:${String(minute).padStart(2, '0')}`)
  const bids = [
    { id: 1, amountCents: 43_000, createdAt: at(1) },
    { id: 2, amountCents: 42_000, createdAt: at(5) },
    { id: 3, amountCents: 42_000, createdAt: at(3) },
  ]

  test('the lowest amount wins, the earliest on a tie', ({ assert }) => {
    assert.equal(bestBid(bids)!.id, 3)
    assert.isNull(bestBid([]))
  })

  test('it wins by itself only within 10% of the buy-now payout', ({ assert }) => {
    assert.equal(autoAcceptable(bids, 40_000)!.id, 3) /* 42.000 ≤ 44.000 */
    assert.equal(autoAcceptable(bids, 38_182)!.id, 3) /* 42.000 ≤ 42.000 (floor of 42.000,2) */
    assert.isNull(autoAcceptable(bids, 38_000)) /* 42.000 > 41.800 */
    assert.isNull(autoAcceptable([], 40_000))
  })
})
