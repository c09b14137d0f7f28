import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * The money ledger becomes double-entry (issue 12, docs/money.md): every
 * movement is a `ledger_transactions` row whose `ledger_entries` (one per
 * account touched) sum to zero. Nothing is ever updated or deleted.
 *
 * - `ledger_transactions.idempotency_key` is unique: a business event (an
 *   order's payment, a transport's completion, a dry run, a webhook) or a
 *   retried request moves money once, ever.
 * - `ledger_entries.balance_after_cents` is the running balance of a team's
 *   account (the dealer's wallet, the carrier's payable), written under the
 *   account's row lock (`ledger_accounts`, which replaces `wallets`): a
 *   balance is one index lookup however long the ledger grows.
 * - `payables`: what the platform owes a carrier, one row per posting that
 *   credits its payable account (a completed transport, a dry-run or a
 *   cancellation fee), for the carrier's jobs list and the payouts.
 *
 * The old single-entry `wallet_entries` are converted into balanced
 * transactions (their counterpart accounts inferred from their kind), then
 * dropped; completed transports get their completion posting.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('ledger_transactions', (table) => {
      table.increments('id')
      table.string('kind', 30).notNullable()
      table.string('idempotency_key', 120).nullable().unique()
      /* the team the movement is about (the dealer, or the carrier of a payout) */
      table.integer('team_id').unsigned().nullable().references('teams.id').onDelete('RESTRICT')
      table.integer('order_id').unsigned().nullable().references('orders.id').onDelete('RESTRICT')
      table
        .integer('transport_id')
        .unsigned()
        .nullable()
        .references('transports.id')
        .onDelete('RESTRICT')
      table
        .integer('dry_run_id')
        .unsigned()
        .nullable()
        .references('dry_runs.id')
        .onDelete('RESTRICT')
      table.string('reason', 500).nullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['order_id'])
      table.index(['transport_id'])
      table.index(['kind', 'created_at', 'id'])
      table.index(['created_at', 'id'])
    })

    this.schema.createTable('ledger_entries', (table) => {
      table.increments('id')
      table
        .integer('transaction_id')
        .unsigned()
        .notNullable()
        .references('ledger_transactions.id')
        .onDelete('RESTRICT')
      /* dealer_wallet | held | transporter_payable | platform_revenue | vat_payable | card | bank | adjustments */
      table.string('account', 30).notNullable()
      table.integer('team_id').unsigned().nullable().references('teams.id').onDelete('RESTRICT')
      table
        .integer('transport_id')
        .unsigned()
        .nullable()
        .references('transports.id')
        .onDelete('RESTRICT')
      /* signed: money into the account positive, out of it negative */
      table.bigInteger('amount_cents').notNullable()
      /* the running balance of a team's account after this entry (null for the others) */
      table.bigInteger('balance_after_cents').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['transaction_id'])
      /* a team's account, newest first: the balance and the ledger page */
      table.index(['account', 'team_id', 'id'])
      /* what is held for a transport */
      table.index(['transport_id', 'account'])
    })

    this.schema.createTable('ledger_accounts', (table) => {
      table.increments('id')
      table.string('account', 30).notNullable()
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['account', 'team_id'])
    })

    this.schema.createTable('payables', (table) => {
      table.increments('id')
      /* the carrier team owed */
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('RESTRICT')
      /* transport | dry_run_fee | cancellation_fee */
      table.string('kind', 30).notNullable()
      table
        .integer('transport_id')
        .unsigned()
        .nullable()
        .references('transports.id')
        .onDelete('RESTRICT')
      table
        .integer('dry_run_id')
        .unsigned()
        .nullable()
        .references('dry_runs.id')
        .onDelete('RESTRICT')
      table
        .integer('ledger_transaction_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('ledger_transactions.id')
        .onDelete('RESTRICT')
      table.bigInteger('amount_cents').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['team_id', 'id'])
      table.index(['transport_id'])
    })

    this.defer(async (db) => {
      await convertWalletEntries(db)
    })

    this.schema.dropTable('wallet_entries')
    this.schema.dropTable('wallets')
  }

  async down() {
    this.schema.createTable('wallets', (table) => {
      table.increments('id')
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('teams.id')
        .onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
    })
    this.schema.createTable('wallet_entries', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table.string('kind', 20).notNullable()
      table.bigInteger('amount_cents').notNullable()
      table.bigInteger('balance_after_cents').notNullable()
      table.integer('order_id').unsigned().nullable().references('orders.id').onDelete('RESTRICT')
      table.string('reason', 500).nullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.integer('transport_id').unsigned().nullable().references('id').inTable('transports')
      table.integer('dry_run_id').unsigned().nullable().references('id').inTable('dry_runs')
      /* the indexes as the earlier migrations left them */
      table.index(['team_id', 'created_at', 'id'])
      table.index(['team_id', 'id'])
      table.unique(['order_id', 'kind'])
      table.unique(['transport_id', 'kind'])
      table.unique(['dry_run_id', 'kind'])
    })
    /* the dealers' wallets come back as single-entry lines (the other accounts are dropped) */
    this.defer(async (db) => {
      const rows = await db
        .from('ledger_entries')
        .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .where('ledger_entries.account', 'dealer_wallet')
        .orderBy('ledger_entries.id', 'asc')
        .select(
          'ledger_entries.team_id',
          'ledger_entries.amount_cents',
          'ledger_entries.balance_after_cents',
          'ledger_entries.created_at',
          'ledger_transactions.kind',
          'ledger_transactions.order_id',
          'ledger_transactions.reason',
          'ledger_transactions.created_by_id'
        )
      const legacy: Record<string, string> = {
        order_payment: 'order_payment',
        cancellation: 'refund',
        dispute_refund: 'dispute_refund',
        dry_run_fee: 'dry_run_fee',
        pro_subscription: 'pro_upgrade',
        adjustment: 'adjustment',
      }
      for (const row of rows) {
        await db.table('wallet_entries').insert({
          team_id: row.team_id,
          kind: legacy[row.kind] ?? 'top_up',
          amount_cents: row.amount_cents,
          balance_after_cents: row.balance_after_cents,
          order_id: row.kind === 'order_payment' ? row.order_id : null,
          reason: row.reason,
          created_by_id: row.created_by_id,
          created_at: row.created_at,
        })
      }
      const teams = await db.from('ledger_accounts').where('account', 'dealer_wallet')
      for (const team of teams) {
        await db.table('wallets').insert({ team_id: team.team_id, created_at: team.created_at })
      }
    })
    this.schema.dropTable('payables')
    this.schema.dropTable('ledger_accounts')
    this.schema.dropTable('ledger_entries')
    this.schema.dropTable('ledger_transactions')
  }
}

type Entry = {
  account: string
  team_id: number | null
  transport_id: number | null
  amount_cents: number
}

/** VAT 22 % inside a gross amount: the net is the gross / 1.22 rounded, the VAT the rest. */
function splitGross(gross: number) {
  const net = Math.round((gross * 100) / 122)
  return { net, vat: gross - net }
}

/**
 * Rewrites each old wallet line as a balanced transaction. The counterpart
 * accounts follow from the kind: an order's payment was held per transport
 * (net) and its VAT owed; a refund gave both back; a manual line moved money
 * from or to the outside (`adjustments`); a pro upgrade was revenue and VAT;
 * a dry run's fee went to the carrier's payable. Completed transports then
 * get their completion (held → the carrier's payable and the margin).
 */
async function convertWalletEntries(db: QueryClientContract) {
  const lines = await db.from('wallet_entries').orderBy('id', 'asc')
  const balances = new Map<string, number>()
  const running = (account: string, teamId: number | null, amount: number) => {
    if (account !== 'dealer_wallet' && account !== 'transporter_payable') return null
    const key = `${account}:${teamId}`
    const after = (balances.get(key) ?? 0) + amount
    balances.set(key, after)
    return after
  }
  const itemsOfOrder = async (orderId: number) =>
    db
      .from('order_items')
      .leftJoin('transports', 'transports.quote_id', 'order_items.quote_id')
      .where('order_items.order_id', orderId)
      .select('transports.id as transport_id', 'order_items.net_cents', 'order_items.vat_cents')
  const write = async (
    line: any,
    kind: string,
    key: string | null,
    entries: Entry[],
    extra: Record<string, unknown> = {}
  ) => {
    const sum = entries.reduce((total, entry) => total + entry.amount_cents, 0)
    if (sum !== 0) throw new Error(`Ledger conversion: unbalanced ${kind} (wallet line ${line.id})`)
    const [inserted] = await db
      .table('ledger_transactions')
      .insert({
        kind,
        idempotency_key: key,
        team_id: line.team_id,
        order_id: line.order_id ?? null,
        transport_id: line.transport_id ?? null,
        dry_run_id: line.dry_run_id ?? null,
        reason: line.reason ?? null,
        created_by_id: line.created_by_id ?? null,
        created_at: line.created_at,
        ...extra,
      })
      .returning('id')
    const transactionId = typeof inserted === 'object' ? inserted.id : inserted
    for (const entry of entries) {
      await db.table('ledger_entries').insert({
        transaction_id: transactionId,
        ...entry,
        balance_after_cents: running(entry.account, entry.team_id, entry.amount_cents),
        created_at: line.created_at,
      })
    }
    return transactionId as number
  }
  const wallet = (line: any, amount: number): Entry => ({
    account: 'dealer_wallet',
    team_id: line.team_id,
    transport_id: null,
    amount_cents: amount,
  })
  const platform = (account: string, amount: number): Entry => ({
    account,
    team_id: null,
    transport_id: null,
    amount_cents: amount,
  })

  for (const line of lines) {
    const amount = Number(line.amount_cents)
    switch (line.kind) {
      case 'refund': {
        /* one cancellation per transport of the order, as the ledger cancels them now */
        const items = await itemsOfOrder(line.order_id)
        let left = amount
        for (const [index, item] of items.entries()) {
          const back = Number(item.net_cents) + Number(item.vat_cents)
          const credit = index === items.length - 1 ? left : back
          left -= credit
          const entries: Entry[] = [
            wallet(line, credit),
            {
              account: 'held',
              team_id: line.team_id,
              transport_id: item.transport_id ?? null,
              amount_cents: -Number(item.net_cents),
            },
            platform('vat_payable', -Number(item.vat_cents)),
          ]
          if (credit !== back) entries.push(platform('adjustments', back - credit))
          await write(
            { ...line, transport_id: item.transport_id },
            'cancellation',
            item.transport_id ? `cancellation:${item.transport_id}` : null,
            entries
          )
        }
        break
      }
      case 'order_payment': {
        const sign = 1
        const items = await itemsOfOrder(line.order_id)
        const entries: Entry[] = [wallet(line, amount)]
        let vat = 0
        let net = 0
        for (const item of items) {
          entries.push({
            account: 'held',
            team_id: line.team_id,
            transport_id: item.transport_id ?? null,
            amount_cents: sign * Number(item.net_cents),
          })
          net += Number(item.net_cents)
          vat += Number(item.vat_cents)
        }
        entries.push(platform('vat_payable', sign * vat))
        /* a rounding difference between the order and its items stays visible as an adjustment */
        const rest = -(amount + sign * (net + vat))
        if (rest !== 0) entries.push(platform('adjustments', rest))
        await write(line, 'order_payment', `order_payment:${line.order_id}`, entries)
        break
      }
      case 'dispute_refund': {
        const { net, vat } = splitGross(amount)
        await write(line, 'dispute_refund', `dispute_refund:${line.transport_id}`, [
          wallet(line, amount),
          {
            account: 'held',
            team_id: line.team_id,
            transport_id: line.transport_id,
            amount_cents: -net,
          },
          platform('vat_payable', -vat),
        ])
        break
      }
      case 'pro_upgrade': {
        const { net, vat } = splitGross(-amount)
        await write(line, 'pro_subscription', null, [
          wallet(line, amount),
          platform('platform_revenue', net),
          platform('vat_payable', vat),
        ])
        break
      }
      case 'dry_run_fee': {
        const carrier = lines.find(
          (other: any) =>
            other.kind === 'dry_run_compensation' && other.dry_run_id === line.dry_run_id
        )
        const entries: Entry[] = [wallet(line, amount)]
        if (carrier) {
          entries.push({
            account: 'transporter_payable',
            team_id: carrier.team_id,
            transport_id: null,
            amount_cents: -amount,
          })
        } else {
          entries.push(platform('platform_revenue', -amount))
        }
        const id = await write(line, 'dry_run_fee', `dry_run:${line.dry_run_id}`, entries)
        if (carrier) {
          const dryRun = await db.from('dry_runs').where('id', line.dry_run_id).first()
          await db.table('payables').insert({
            team_id: carrier.team_id,
            kind: 'dry_run_fee',
            transport_id: dryRun?.transport_id ?? null,
            dry_run_id: line.dry_run_id,
            ledger_transaction_id: id,
            amount_cents: -amount,
            created_at: line.created_at,
          })
        }
        break
      }
      case 'dry_run_compensation':
        /* written with its fee above */
        break
      default: {
        /* top_up, adjustment: money from or to outside the platform */
        await write(line, 'adjustment', null, [
          wallet(line, amount),
          platform('adjustments', -amount),
        ])
      }
    }
  }

  /* completed transports: what was held goes to the carrier (its payout, less refunds) and the margin */
  const completed = await db
    .from('transports')
    .where('state', 'completed')
    .whereNotNull('transporter_team_id')
    .orderBy('id', 'asc')
    .select('id', 'team_id', 'transporter_team_id', 'net_cents', 'payout_cents', 'completed_at')
  for (const transport of completed) {
    const held = await db
      .from('ledger_entries')
      .where('transport_id', transport.id)
      .where('account', 'held')
      .sum('amount_cents as total')
      .first()
    const remaining = Number(held?.total ?? 0)
    if (remaining <= 0) continue
    /* a refund the dealer was given is taken from the carrier's payout (never below zero) */
    const refunded = Number(transport.net_cents) - remaining
    const payout = Math.max(0, Math.min(Number(transport.payout_cents) - refunded, remaining))
    const entries: Entry[] = [
      {
        account: 'held',
        team_id: transport.team_id,
        transport_id: transport.id,
        amount_cents: -remaining,
      },
    ]
    if (payout > 0) {
      entries.push({
        account: 'transporter_payable',
        team_id: transport.transporter_team_id,
        transport_id: null,
        amount_cents: payout,
      })
    }
    if (remaining - payout > 0) entries.push(platform('platform_revenue', remaining - payout))
    const line = {
      id: `completion of transport ${transport.id}`,
      team_id: transport.team_id,
      transport_id: transport.id,
      created_at: transport.completed_at,
    }
    const id = await write(line, 'completion', `completion:${transport.id}`, entries)
    if (payout > 0) {
      await db.table('payables').insert({
        team_id: transport.transporter_team_id,
        kind: 'transport',
        transport_id: transport.id,
        dry_run_id: null,
        ledger_transaction_id: id,
        amount_cents: payout,
        created_at: transport.completed_at,
      })
    }
  }

  const accounts = await db
    .from('ledger_entries')
    .whereIn('account', ['dealer_wallet', 'transporter_payable'])
    .groupBy('account', 'team_id')
    .select('account', 'team_id')
    .min('created_at as created_at')
  for (const account of accounts) {
    await db.table('ledger_accounts').insert(account)
  }
}
