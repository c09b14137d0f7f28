import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import Invoice from '#invoicing/models/invoice'
import Transport from '#transports/models/transport'
import { checkout } from '#ordering/actions/checkout'
import { RecordingCardGateway, useCardGateway } from '#wallet/card/card_gateway'
import { checkMoney } from '#ledger/queries/money_check'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createCartItem } from '#tests/helpers/ordering_factories'
import { deleteLedgerOf, walletLines } from '#tests/helpers/ledger'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { deliver, sessionEvent, WEBHOOK_SECRET } from '#tests/helpers/stripe'

/* Real parallel transactions (no global transaction): PostgreSQL only, cleans up after itself. */
const isPg = () => env.get('DB_CONNECTION') === 'pg'

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

test.group('Ordering / card payment webhook race (PostgreSQL)', (group) => {
  group.each.setup(() => {
    mail.fake()
    const { restore } = captureBroadcasts()
    const previous = useCardGateway(new RecordingCardGateway(WEBHOOK_SECRET))
    return () => {
      useCardGateway(previous)
      restore()
      mail.restore()
    }
  })

  test("an order's paid session delivered 5 times at once: one credit, one payment", async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    try {
      await createCartItem(team, user.id, { netCents: 20_000 })
      const placed = await checkout({ teamId: team.id, userId: user.id, paymentMethod: 'card' })
      if (!placed.ok) throw new Error(placed.error)
      const order = placed.value
      const payload = sessionEvent({
        id: `cs_test_order_race_${order.id}`,
        amount_total: GROSS,
        metadata: { kind: 'order_payment', teamId: String(team.id), orderId: String(order.id) },
      })
      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(client, payload)))
      assert.deepEqual(
        responses.map((response) => response.status()),
        [200, 200, 200, 200, 200]
      )
      assert.deepEqual(
        (await walletLines(team.id)).map((line) => [line.kind, line.amountCents]),
        [
          ['card_top_up', GROSS],
          ['order_payment', -GROSS],
        ]
      )
      await order.refresh()
      assert.equal(order.state, 'paid')
      assert.lengthOf(await Transport.query().where('order_id', order.id), 1)
      assert.lengthOf(await Invoice.query().where('order_id', order.id), 1)
      assert.deepEqual(await checkMoney(), [])
    } finally {
      await cleanup([team], [user])
    }
  }).skip(!isPg(), 'PostgreSQL only')
})
