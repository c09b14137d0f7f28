import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { countQueries } from '#tests/helpers/query_counter'

/**
 * The marketplace's pages at 10,000 published transports cost the same
 * number of queries as with one: the copies are made in two INSERT … SELECT
 * statements (quotes, then transports: a transport's quote is unique), so
 * the test stays quick on SQLite and PostgreSQL alike.
 */
const COPIES = 10_000

async function columnsOf(table: string, id: number) {
  const row = await db.from(table).where('id', id).first()
  return Object.keys(row).filter((column) => column !== 'id')
}

async function publishCopies(transportId: number, quoteId: number, count: number) {
  const quoteColumns = await columnsOf('quotes', quoteId)
  const list = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')
  const [{ max: lastQuote }] = await db.from('quotes').max('id as max')
  await db.rawQuery(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO quotes (${list(quoteColumns)})
     SELECT ${quoteColumns.map((column) => `q."${column}"`).join(', ')}
     FROM n CROSS JOIN quotes q WHERE q.id = ?`,
    [count, quoteId]
  )
  const replaced: Record<string, string> = {
    reference: `'TB-' || q.id`,
    tracking_token: `'bulk-token-' || q.id`,
    quote_id: 'q.id',
  }
  const transportColumns = await columnsOf('transports', transportId)
  await db.rawQuery(
    `INSERT INTO transports (${list(transportColumns)})
     SELECT ${transportColumns.map((column) => replaced[column] ?? `t."${column}"`).join(', ')}
     FROM quotes q CROSS JOIN transports t WHERE t.id = ? AND q.id > ?`,
    [transportId, Number(lastQuote)]
  )
}

test.group('Marketplace / 10,000 published transports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list, the map and staff buy-now page run as many queries as with one transport', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user } = await createCarrier()
    const { user: staff } = await createStaff()
    const pages = [
      { user, url: '/transporter/marketplace' },
      { user, url: '/transporter/marketplace?sort=payout_km&pickupRegion=lombardia' },
      { user, url: '/transporter/marketplace?view=map' },
      { user: staff, url: '/admin/buy-now' },
      { user: staff, url: '/admin/buy-now?sort=oldest' },
    ]
    const visit = (page: (typeof pages)[number]) =>
      countQueries(() => client.get(page.url).loginAs(page.user).withInertia())
    /* warm what the app reads once (settings, categories) */
    for (const page of pages) await visit(page)
    const few: number[] = []
    for (const page of pages) few.push((await visit(page)).queries)

    await publishCopies(transport.id, transport.quoteId, COPIES)
    const [{ total }] = await db.from('transports').where('state', 'published').count('* as total')
    assert.equal(Number(total), COPIES + 1)

    for (const [index, page] of pages.entries()) {
      const { queries, result } = await visit(page)
      result.assertStatus(200)
      assert.equal(queries, few[index], `${page.url}: ${few[index]} queries → ${queries}`)
      assert.isAtMost(queries, 12, page.url)
      const props = result.inertiaProps as any
      if (page.url.includes('view=map')) {
        assert.lengthOf(props.map.markers, 500)
        assert.isTrue(props.map.capped)
      } else if (page.url.startsWith('/transporter')) {
        assert.lengthOf(props.transports.data, 20)
      }
    }

    /* A deep page costs no more than the first. */
    for (const [index, page] of pages.entries()) {
      if (page.url.includes('view=map')) continue
      const deep = { ...page, url: `${page.url}${page.url.includes('?') ? '&' : '?'}page=400` }
      const { queries, result } = await visit(deep)
      result.assertStatus(200)
      assert.isAtMost(queries, few[index], deep.url)
      assert.equal((result.inertiaProps as any).transports.metadata.currentPage, 400, deep.url)
    }
  }).timeout(120_000)
})
