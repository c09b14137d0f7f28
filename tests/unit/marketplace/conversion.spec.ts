import { test } from '@japa/runner'
import { channelOf, conversionFigures, median } from '#marketplace/domain/conversion'
import { payoutProblem } from '#marketplace/domain/payout'

const HOUR = 3_600_000

test.group('Marketplace / conversion figures', () => {
  test('median of an odd and an even count; none of nothing', ({ assert }) => {
    assert.equal(median([5, 1, 3]), 3)
    assert.equal(median([4, 1, 3, 2]), 2.5)
    assert.isNull(median([]))
  })

  test('awards by channel: buy-now, bids (by staff or at the deadline), sessions, staff', ({
    assert,
  }) => {
    assert.equal(channelOf('buy_now'), 'buy_now')
    assert.equal(channelOf('bid'), 'bid')
    assert.equal(channelOf('auto_accept'), 'bid')
    assert.equal(channelOf('session'), 'session')
    assert.equal(channelOf(null), 'staff')
    const figures = conversionFigures(5, [
      { publishedAt: 0, awardedAt: 1 * HOUR, via: 'buy_now' },
      { publishedAt: 0, awardedAt: 3 * HOUR, via: 'auto_accept' },
      { publishedAt: HOUR, awardedAt: 3 * HOUR, via: 'buy_now' },
      { publishedAt: 0, awardedAt: 10 * HOUR, via: null },
    ])
    assert.equal(figures.published, 5)
    assert.equal(figures.awarded, 4)
    assert.equal(figures.rate, 0.8)
    assert.equal(figures.medianMinutesToAward, 150)
    assert.deepEqual(figures.channels, [
      { channel: 'buy_now', count: 2, share: 0.5 },
      { channel: 'bid', count: 1, share: 0.25 },
      { channel: 'session', count: 0, share: 0 },
      { channel: 'staff', count: 1, share: 0.25 },
    ])
    const none = conversionFigures(0, [])
    assert.isNull(none.rate)
    assert.isNull(none.medianMinutesToAward)
    assert.isNull(none.channels[0].share)
  })
})

test.group('Marketplace / the payout staff may set', () => {
  test('from 1 € to the net price, and not the same', ({ assert }) => {
    assert.isNull(payoutProblem(45_000, 40_000, 47_000))
    assert.isNull(payoutProblem(47_000, 40_000, 47_000))
    assert.equal(payoutProblem(47_001, 40_000, 47_000), 'too_high')
    assert.equal(payoutProblem(99, 40_000, 47_000), 'too_low')
    assert.equal(payoutProblem(40_000, 40_000, 47_000), 'same')
  })
})
