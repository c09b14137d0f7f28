import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import MoneyCheck from '#commands/money_check'
import { checkMoney } from '#ledger/queries/money_check'
import { createDealerTransport } from '#tests/helpers/transport_factories'
import { fundWallet } from '#tests/helpers/ordering_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

const checksOf = async () => [...new Set((await checkMoney()).map((found) => found.check))]

test.group('Ledger / money:check', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const { restore } = captureBroadcasts()
    return () => {
      restore()
    }
  })

  test('sound books: no discrepancy, and the command exits 0', async ({ assert }) => {
    await createDealerTransport()
    assert.deepEqual(await checkMoney(), [])
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const command = await ace.create(MoneyCheck, [])
    await command.exec()
    command.assertSucceeded()
    ace.ui.switchMode('normal')
  })

  test('an unbalanced transaction is found, and the command exits 1', async ({ assert }) => {
    const { team } = await createDealerTransport()
    const [transaction] = await db
      .table('ledger_transactions')
      .insert({ kind: 'adjustment', team_id: team.id, created_at: new Date() })
      .returning('id')
    await db.table('ledger_entries').insert({
      transaction_id: typeof transaction === 'object' ? transaction.id : transaction,
      account: 'adjustments',
      amount_cents: -100,
      created_at: new Date(),
    })
    assert.deepEqual(await checksOf(), ['balanced'])
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const command = await ace.create(MoneyCheck, [])
    await command.exec()
    command.assertFailed()
    assert.isTrue(command.logger.getLogs().some((log) => log.message.includes('balanced')))
    ace.ui.switchMode('normal')
  })

  test('a running balance written by hand is found', async ({ assert }) => {
    const { team } = await createDealerTransport()
    await fundWallet(team, 1_000)
    const last = await db
      .from('ledger_entries')
      .where('account', 'dealer_wallet')
      .where('team_id', team.id)
      .orderBy('id', 'desc')
      .first()
    await db.from('ledger_entries').where('id', last.id).update({ balance_after_cents: 999_999 })
    assert.include(await checksOf(), 'running_balances')
  })

  test('a transport moved to completed without its settlement is found, twice over', async ({
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    await db.from('transports').where('id', transport.id).update({ state: 'completed' })
    assert.sameMembers(await checksOf(), ['held_per_transport', 'settled_transports'])
  })

  test('an order marked paid without its payment is found', async ({ assert }) => {
    const { order } = await createDealerTransport()
    await db
      .from('ledger_entries')
      .whereIn(
        'transaction_id',
        db.from('ledger_transactions').where('order_id', order.id).select('id')
      )
      .delete()
    await db.from('ledger_transactions').where('order_id', order.id).delete()
    assert.include(await checksOf(), 'orders_paid_once')
  })

  test('a payable without its ledger credit, or a credit without its payable, is found', async ({
    assert,
  }) => {
    const { team, transport } = await createDealerTransport()
    const [transaction] = await db
      .table('ledger_transactions')
      .insert({ kind: 'adjustment', team_id: team.id, created_at: new Date() })
      .returning('id')
    const transactionId = typeof transaction === 'object' ? transaction.id : transaction
    await db.table('payables').insert({
      team_id: team.id,
      kind: 'transport',
      transport_id: transport.id,
      ledger_transaction_id: transactionId,
      amount_cents: 100,
      created_at: new Date(),
    })
    assert.include(await checksOf(), 'payables')
  })
})
