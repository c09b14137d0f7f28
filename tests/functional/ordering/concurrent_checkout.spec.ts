import { test } from '@japa/runner'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import OrderItem from '#ordering/models/order_item'
import { walletLines } from '#tests/helpers/ledger'
import { checkout } from '#ordering/actions/checkout'
import { walletBalance } from '#ledger/queries/balances'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createCartItem, fundWallet } from '#tests/helpers/ordering_factories'

/*
| Real parallel transactions (no global transaction: each checkout needs its
| own connection), so every test removes what it created. PostgreSQL only:
| SQLite serialises writers anyway and has no row locks.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'
const SKIP =
  'PostgreSQL only (run npm run test:pg): SQLite serialises write transactions and has no row locks'

async function cleanup(team: Team, user: User) {
  const orderIds = (await Order.query().where('team_id', team.id).select('id')).map(
    (order) => order.id
  )
  /* the ledger is append-only for the application; tests remove their own rows directly */
  await deleteLedgerOf([team.id])
  await db
    .from('transport_events')
    .whereIn('transport_id', db.from('transports').where('team_id', team.id).select('id'))
    .delete()
  await db.from('transports').where('team_id', team.id).delete()
  if (orderIds.length) await db.from('order_items').whereIn('order_id', orderIds).delete()
  await db.from('orders').where('team_id', team.id).delete()
  await db.from('cart_items').where('team_id', team.id).delete()
  await db.from('quotes').where('team_id', team.id).delete()
  await db.from('transport_requests').where('team_id', team.id).delete()
  await User.query().where('id', user.id).delete()
  await Team.query().where('id', team.id).delete()
}

test.group('Ordering / concurrent checkouts (PostgreSQL)', () => {
  test('20 parallel single-quote checkouts against a balance that covers 3: exactly 3 paid, 17 insufficient_funds', async ({
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    try {
      /* each quote costs 24,40 € gross: the balance covers exactly 3 */
      await fundWallet(team, 3 * 24_400)
      const quoteIds: number[] = []
      for (let index = 0; index < 20; index++)
        quoteIds.push((await createCartItem(team, user.id, { netCents: 20_000 })).quote.id)
      const results = await Promise.all(
        quoteIds.map((quoteId) =>
          checkout({ teamId: team.id, userId: user.id, quoteIds: [quoteId] })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        3
      )
      const refused = results.filter((result) => !result.ok)
      assert.lengthOf(refused, 17)
      assert.isTrue(refused.every((result) => !result.ok && result.error === 'insufficient_funds'))
      const entries = await walletLines(team.id)
      const balance = await walletBalance(team.id)
      assert.equal(
        balance,
        entries.reduce((sum, entry) => sum + entry.amountCents, 0)
      )
      assert.equal(balance, 0)
      assert.isTrue(entries.every((entry) => entry.balanceAfterCents! >= 0))
      assert.lengthOf(await Order.query().where('team_id', team.id), 3)
      assert.lengthOf(await OrderItem.query().whereIn('quote_id', quoteIds), 3)
    } finally {
      await cleanup(team, user)
    }
  }).skip(!isPg(), SKIP)

  test('20 parallel checkouts of the SAME quote: one order, one debit', async ({ assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    try {
      await fundWallet(team, 1_000_000)
      const { quote } = await createCartItem(team, user.id, { netCents: 20_000 })
      const results = await Promise.all(
        Array.from({ length: 20 }, () => checkout({ teamId: team.id, userId: user.id }))
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      assert.isTrue(
        results
          .filter((result) => !result.ok)
          .every((result) => !result.ok && result.error === 'cart_empty')
      )
      assert.lengthOf(await OrderItem.query().where('quote_id', quote.id), 1)
      assert.lengthOf(await Order.query().where('team_id', team.id), 1)
      assert.lengthOf(
        (await walletLines(team.id)).filter((line) => line.kind === 'order_payment'),
        1
      )
      assert.equal(await walletBalance(team.id), 1_000_000 - 24_400)
    } finally {
      await cleanup(team, user)
    }
  }).skip(!isPg(), SKIP)
})
