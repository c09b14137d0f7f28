/**
 * Counts that stay cheap at any size. Counting the rows of a list costs as
 * many index entries as it counts: a few for a small team, a hundred
 * thousand for a large one, on every visit. Below LARGE a count is always
 * exact and fresh; from LARGE up, nobody needs the last unit this second
 * ("page 1 of 5,012"), so the figure is kept for TTL_MS and shared by every
 * visit in that time (per process, at most MAX_KEYS figures, oldest dropped).
 */
import app from '@adonisjs/core/services/app'

export const LARGE = 1_000
export const TTL_MS = 60_000
const MAX_KEYS = 2_000

type Entry = { value: unknown; until: number }
const kept = new Map<string, Entry>()
/*
 * Off in tests: their rows are rolled back and their ids reused, so a kept
 * figure would belong to another test's data (the unit test of this module
 * turns it on).
 */
let keeping = !app.inTest

export function keepLargeCounts(enabled: boolean) {
  keeping = enabled
  kept.clear()
}

/**
 * `compute()`'s value for `key`, reused for TTL_MS when `size(value)` is
 * LARGE or more. Keys are the SQL and bindings of the count.
 */
export async function countOnceInAWhile<T>(
  key: string,
  compute: () => Promise<T>,
  size: (value: T) => number
): Promise<T> {
  if (!keeping) return compute()
  const now = Date.now()
  const entry = kept.get(key)
  if (entry && entry.until > now) return entry.value as T
  if (entry) kept.delete(key)
  const value = await compute()
  if (size(value) >= LARGE) {
    if (kept.size >= MAX_KEYS) kept.delete(kept.keys().next().value!)
    kept.set(key, { value, until: now + TTL_MS })
  }
  return value
}

type SqlQuery<Row> = PromiseLike<Row> & { toSQL(): { sql: string; bindings: readonly unknown[] } }

/**
 * Runs an aggregate query (a count, counts by state, a sum over many rows)
 * through `countOnceInAWhile`, keyed by its SQL and bindings; `size` says how
 * many rows the figure stands for.
 */
export function aggregateOnceInAWhile<Row>(query: SqlQuery<Row>, size: (value: Row) => number) {
  const { sql, bindings } = query.toSQL()
  return countOnceInAWhile(`${sql}\u0000${JSON.stringify(bindings)}`, async () => await query, size)
}
