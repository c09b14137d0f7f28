import { test } from '@japa/runner'
import env from '#start/env'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { checkout } from '#ordering/actions/checkout'
import { walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createCartItem, fundWallet } from '#tests/helpers/ordering_factories'
import { deleteLedgerOf } from '#tests/helpers/ledger'

/*
| Issue 12: a process killed in the middle of a payment leaves nothing
| half-written. A child process pays with the real checkout and freezes
| inside the payment's transaction (tests/fixtures/pay_then_hang_app.ts);
| the test kills it with SIGKILL and reads the books. PostgreSQL only (a
| second process on the embedded SQLite file would only wait for its lock).
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'
const CHILD = fileURLToPath(new URL('../../fixtures/pay_then_hang.js', import.meta.url))

/** Starts the child and resolves once it froze mid-payment. */
function payAndFreeze(args: number[]) {
  const child = spawn(process.execPath, [CHILD, ...args.map(String)], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const frozen = new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('NOT FROZEN')) reject(new Error(output))
      else if (output.includes('FROZEN')) resolve()
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) =>
      reject(new Error(`child exited (${code}) before freezing: ${output}`))
    )
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return { child, frozen, exited }
}

async function openTransactions() {
  const rows = await db.rawQuery(
    `select count(*) as count from pg_stat_activity
     where datname = current_database() and state like 'idle in transaction%'`
  )
  return Number(rows.rows[0].count)
}

test.group('Ledger / a payment killed midway (PostgreSQL)', () => {
  test('SIGKILL inside the payment transaction: no order, no money moved, the books balance, paying again works', async ({
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    try {
      await fundWallet(team, 100_000)
      const { quote } = await createCartItem(team, user.id, { netCents: 20_000 })
      const { child, frozen, exited } = payAndFreeze([team.id, user.id, quote.id])
      await frozen
      /* the payment's transaction is open on the server, its writes not committed */
      assert.isAtLeast(await openTransactions(), 1)
      child.kill('SIGKILL')
      await exited
      /* the server rolls the dead connection's transaction back */
      for (let attempt = 0; attempt < 50 && (await openTransactions()) > 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }

      assert.lengthOf(await db.from('orders').where('team_id', team.id), 0)
      assert.lengthOf(await db.from('invoices').where('team_id', team.id), 0)
      assert.deepEqual(
        (await db.from('ledger_transactions').where('team_id', team.id).select('kind')).map(
          (row) => row.kind
        ),
        ['adjustment']
      )
      assert.equal(await walletBalance(team.id), 100_000)
      assert.lengthOf(await db.from('cart_items').where('team_id', team.id), 1)
      assert.deepEqual(await checkMoney(), [])

      /* nothing was left locked or half-done: the same payment now goes through, once */
      const paid = await checkout({ teamId: team.id, userId: user.id, quoteIds: [quote.id] })
      assert.isTrue(paid.ok)
      assert.equal(await walletBalance(team.id), 100_000 - 24_400)
      assert.deepEqual(await checkMoney(), [])
    } finally {
      const orders = db.from('orders').where('team_id', team.id).select('id')
      await deleteLedgerOf([team.id])
      await db
        .from('transport_events')
        .whereIn('transport_id', db.from('transports').where('team_id', team.id).select('id'))
        .delete()
      await db.from('transports').where('team_id', team.id).delete()
      await db.from('order_items').whereIn('order_id', orders).delete()
      await db.from('orders').where('team_id', team.id).delete()
      await db.from('cart_items').where('team_id', team.id).delete()
      await db.from('quotes').where('team_id', team.id).delete()
      await db.from('transport_requests').where('team_id', team.id).delete()
      await User.query().where('id', user.id).delete()
      await Team.query().where('id', team.id).delete()
    }
  })
    .skip(!isPg(), 'PostgreSQL only')
    .timeout(90_000)
})
