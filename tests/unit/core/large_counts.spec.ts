import { test } from '@japa/runner'
import { countOnceInAWhile, keepLargeCounts, LARGE, TTL_MS } from '#core/database/large_counts'

function counter(value: number) {
  let runs = 0
  return {
    runs: () => runs,
    compute: async () => {
      runs += 1
      return value
    },
  }
}

test.group('Large counts: exact when small, once a minute when large', (group) => {
  group.each.setup(() => {
    keepLargeCounts(true)
    return () => keepLargeCounts(false)
  })

  test('a small count is counted on every visit', async ({ assert }) => {
    const small = counter(LARGE - 1)
    for (let visit = 0; visit < 3; visit++) {
      assert.equal(await countOnceInAWhile('small', small.compute, (value) => value), LARGE - 1)
    }
    assert.equal(small.runs(), 3)
  })

  test('a large count is counted once and shared within the minute', async ({ assert }) => {
    const large = counter(100_000)
    for (let visit = 0; visit < 3; visit++) {
      assert.equal(await countOnceInAWhile('large', large.compute, (value) => value), 100_000)
    }
    assert.equal(large.runs(), 1)
    /* another query (other filters, other team) has its own figure */
    const other = counter(5_000)
    assert.equal(await countOnceInAWhile('other', other.compute, (value) => value), 5_000)
    assert.equal(other.runs(), 1)
  })

  test('after the minute a large count is counted again', async ({ assert, cleanup }) => {
    const realNow = Date.now
    cleanup(() => void (Date.now = realNow))
    const start = realNow()
    Date.now = () => start
    const large = counter(2_000)
    await countOnceInAWhile('aging', large.compute, (value) => value)
    Date.now = () => start + TTL_MS - 1
    await countOnceInAWhile('aging', large.compute, (value) => value)
    assert.equal(large.runs(), 1)
    Date.now = () => start + TTL_MS + 1
    await countOnceInAWhile('aging', large.compute, (value) => value)
    assert.equal(large.runs(), 2)
  })
})
