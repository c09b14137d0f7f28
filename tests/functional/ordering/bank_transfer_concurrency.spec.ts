import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import env from '#start/env'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import Invoice from '#invoicing/models/invoice'
import Transport from '#transports/models/transport'
import { checkout } from '#ordering/actions/checkout'
import { receiveBankTransfer, runTransferDeadlines } from '#ordering/actions/bank_transfer'
import { walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createCartItem } from '#tests/helpers/ordering_factories'
import { createStaffUser } from '#tests/helpers/pricing_factories'
import { deleteLedgerOf, walletLines } from '#tests/helpers/ledger'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { databaseNow } from '#core/database/dialect'

/*
| Real parallel transactions (no global transaction: each marking needs its
| own connection), so every test removes what it created. PostgreSQL only:
| SQLite serialises writers anyway and has no row locks.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'
const SKIP =
  'PostgreSQL only (run npm run test:pg): SQLite serialises write transactions and has no row locks'

const GROSS = 24_400

async function cleanup(teams: Team[], users: User[]) {
  const teamIds = teams.map((team) => team.id)
  const orderIds = (await Order.query().whereIn('team_id', teamIds).select('id')).map(
    (order) => order.id
  )
  /* the ledger is append-only for the application; tests remove their own rows directly */
  await deleteLedgerOf(teamIds)
  await db
    .from('transport_events')
    .whereIn('transport_id', db.from('transports').whereIn('team_id', teamIds).select('id'))
    .delete()
  await db.from('transports').whereIn('team_id', teamIds).delete()
  if (orderIds.length) await db.from('order_items').whereIn('order_id', orderIds).delete()
  await db.from('orders').whereIn('team_id', teamIds).delete()
  await db.from('cart_items').whereIn('team_id', teamIds).delete()
  await db.from('quotes').whereIn('team_id', teamIds).delete()
  await db.from('transport_requests').whereIn('team_id', teamIds).delete()
  await User.query()
    .whereIn(
      'id',
      users.map((user) => user.id)
    )
    .delete()
  await Team.query().whereIn('id', teamIds).delete()
}

/** A dealer's order of 244,00 € waiting for its bank transfer, and two staff owners. */
async function waitingOrder() {
  const { user, team } = await createUserWithTeam('dealer')
  const first = await createStaffUser()
  const second = await createStaffUser()
  await createCartItem(team, user.id, { netCents: 20_000 })
  const placed = await checkout({
    teamId: team.id,
    userId: user.id,
    paymentMethod: 'bank_transfer',
  })
  if (!placed.ok) throw new Error(placed.error)
  return {
    team,
    order: placed.value,
    staff: [first.user, second.user],
    teams: [team, first.team, second.team],
    users: [user, first.user, second.user],
  }
}

test.group('Ordering / bank transfers marked at once (PostgreSQL)', (group) => {
  group.each.setup(() => {
    mail.fake()
    const { restore } = captureBroadcasts()
    return () => {
      restore()
      mail.restore()
    }
  })

  test('two staff marking the same transfer received at once: one credit, one payment', async ({
    assert,
  }) => {
    const { team, order, staff, teams, users } = await waitingOrder()
    try {
      const results = await Promise.all(
        [...staff, ...staff, ...staff].map((user) =>
          receiveBankTransfer({
            orderId: order.id,
            amountCents: GROSS,
            adminUserId: user.id,
            key: crypto.randomUUID(),
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      assert.isTrue(
        results
          .filter((result) => !result.ok)
          .every((result) => !result.ok && result.error === 'not_awaiting_transfer')
      )
      assert.deepEqual(
        (await walletLines(team.id)).map((line) => [line.kind, line.amountCents]),
        [
          ['bank_transfer', GROSS],
          ['order_payment', -GROSS],
        ]
      )
      assert.equal(await walletBalance(team.id), 0)
      assert.equal((await Order.findOrFail(order.id)).state, 'paid')
      assert.lengthOf(await Transport.query().where('order_id', order.id), 1)
      assert.lengthOf(await Invoice.query().where('order_id', order.id), 1)
      assert.deepEqual(
        (await checkMoney()).filter((found) => found.detail.orderId === order.id),
        []
      )
    } finally {
      await cleanup(teams, users)
    }
  }).skip(!isPg(), SKIP)

  test('the same request retried at once records the transfer once', async ({ assert }) => {
    const { team, order, staff, teams, users } = await waitingOrder()
    try {
      const key = crypto.randomUUID()
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          receiveBankTransfer({
            orderId: order.id,
            amountCents: 10_000,
            adminUserId: staff[0].id,
            key,
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      assert.isTrue(
        results
          .filter((result) => !result.ok)
          .every((result) => !result.ok && result.error === 'duplicate')
      )
      assert.equal(await walletBalance(team.id), 10_000)
      assert.equal((await Order.findOrFail(order.id)).state, 'pending_payment')
    } finally {
      await cleanup(teams, users)
    }
  }).skip(!isPg(), SKIP)

  test('the cancellation job and a marking at once: paid or cancelled, never both', async ({
    assert,
  }) => {
    const { team, order, staff, teams, users } = await waitingOrder()
    try {
      await db
        .from('orders')
        .where('id', order.id)
        .update({ created_at: databaseNow(undefined, DateTime.fromISO('2026-12-04T10:00:00')) })
      const [marked] = await Promise.all([
        receiveBankTransfer({
          orderId: order.id,
          amountCents: GROSS,
          adminUserId: staff[0].id,
          key: crypto.randomUUID(),
        }),
        runTransferDeadlines('2026-12-22'),
      ])
      const fresh = await Order.findOrFail(order.id)
      const payments = (await walletLines(team.id)).filter((line) => line.kind === 'order_payment')
      if (marked.ok) {
        assert.equal(fresh.state, 'paid')
        assert.lengthOf(payments, 1)
      } else {
        assert.equal(fresh.state, 'cancelled')
        assert.lengthOf(payments, 0)
        assert.equal(await walletBalance(team.id), 0)
      }
    } finally {
      await cleanup(teams, users)
    }
  }).skip(!isPg(), SKIP)
})
