import db from '@adonisjs/lucid/services/db'
import { DEBT_KINDS, TEAM_ACCOUNTS } from '#ledger/domain/accounts'

export type Discrepancy = { check: string; detail: Record<string, unknown> }

type Check = { name: string; description: string; run: () => Promise<Record<string, unknown>[]> }

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * The ledger's invariants (docs/money.md, "Checking the books"), each a query
 * that returns the rows breaking it: none means it holds. Read-only; run by
 * `node ace money:check`, by CI on the demo data and by the concurrency tests.
 */
export const MONEY_CHECKS: Check[] = [
  {
    name: 'balanced',
    description: "every transaction's entries sum to zero, with two entries at least",
    run: async () => {
      const rows = await db
        .from('ledger_transactions')
        .leftJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
        .groupBy('ledger_transactions.id')
        .select('ledger_transactions.id')
        .select(db.raw('coalesce(sum(ledger_entries.amount_cents), 0) as total'))
        .select(db.raw('count(ledger_entries.id) as entries'))
        .havingRaw(
          'coalesce(sum(ledger_entries.amount_cents), 0) <> 0 or count(ledger_entries.id) < 2'
        )
      return rows.map((row) => ({
        transactionId: num(row.id),
        sum: num(row.total),
        entries: num(row.entries),
      }))
    },
  },
  {
    name: 'running_balances',
    description: "a team account's running balance is the sum of its entries up to each one",
    run: async () => {
      const rows = await db
        .from(
          db
            .from('ledger_entries')
            .whereIn('account', [...TEAM_ACCOUNTS])
            .select('id', 'account', 'team_id', 'balance_after_cents')
            .select(
              db.raw(
                'sum(amount_cents) over (partition by account, team_id order by id rows between unbounded preceding and current row) as running'
              )
            )
            .as('accounts')
        )
        .whereRaw('balance_after_cents is null or balance_after_cents <> running')
        .select('*')
      return rows.map((row) => ({
        entryId: num(row.id),
        account: row.account,
        teamId: num(row.team_id),
        stored: num(row.balance_after_cents),
        sum: num(row.running),
      }))
    },
  },
  {
    name: 'owners',
    description: 'team accounts name their team, held money its transport, the others nobody',
    run: async () => {
      const rows = await db
        .from('ledger_entries')
        .where((query) =>
          query
            .where((team) =>
              team
                .whereIn('account', [...TEAM_ACCOUNTS])
                .where((missing) => missing.whereNull('team_id').orWhereNotNull('transport_id'))
            )
            .orWhere((held) =>
              held
                .where('account', 'held')
                .where((missing) =>
                  missing.whereNull('transport_id').orWhereNotNull('balance_after_cents')
                )
            )
            .orWhere((other) =>
              other
                .whereNotIn('account', [...TEAM_ACCOUNTS, 'held'])
                .where((named) =>
                  named
                    .whereNotNull('team_id')
                    .orWhereNotNull('transport_id')
                    .orWhereNotNull('balance_after_cents')
                )
            )
        )
        .select('id', 'account', 'team_id', 'transport_id')
      return rows.map((row) => ({
        entryId: num(row.id),
        account: row.account,
        teamId: num(row.team_id),
        transportId: num(row.transport_id),
      }))
    },
  },
  {
    name: 'no_overdraft',
    description: 'a wallet goes below zero only through an imposed charge; a payable never does',
    run: async () => {
      const rows = await db
        .from('ledger_entries')
        .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .whereIn('ledger_entries.account', [...TEAM_ACCOUNTS])
        .where('ledger_entries.balance_after_cents', '<', 0)
        .where('ledger_entries.amount_cents', '<', 0)
        .where((query) =>
          query
            .where('ledger_entries.account', 'transporter_payable')
            .orWhereNotIn('ledger_transactions.kind', [...DEBT_KINDS])
        )
        .select(
          'ledger_entries.id',
          'ledger_entries.account',
          'ledger_entries.team_id',
          'ledger_entries.balance_after_cents',
          'ledger_transactions.kind'
        )
      return rows.map((row) => ({
        entryId: num(row.id),
        account: row.account,
        teamId: num(row.team_id),
        balance: num(row.balance_after_cents),
        kind: row.kind,
      }))
    },
  },
  {
    name: 'held_per_transport',
    description:
      'a paid transport under way holds its net; a completed or cancelled one holds nothing; never below zero',
    run: async () => {
      const rows = await db
        .from('transports')
        .join('order_items', 'order_items.quote_id', 'transports.quote_id')
        .joinRaw(
          "join ledger_transactions as payment on payment.order_id = transports.order_id and payment.kind = 'order_payment'"
        )
        .leftJoin('ledger_entries as held', (join) =>
          join.on('held.transport_id', 'transports.id').andOnVal('held.account', 'held')
        )
        .groupBy('transports.id', 'transports.state', 'order_items.net_cents')
        .select('transports.id', 'transports.state', 'order_items.net_cents')
        .select(db.raw('coalesce(sum(held.amount_cents), 0) as held'))
      return rows
        .map((row) => {
          const held = Number(row.held)
          const closed = row.state === 'completed' || row.state === 'cancelled'
          const expected = closed ? 0 : Number(row.net_cents)
          return held === expected && held >= 0
            ? null
            : { transportId: num(row.id), state: row.state, held, expected }
        })
        .filter((row): row is NonNullable<typeof row> => row !== null)
    },
  },
  {
    name: 'transfers_below_due',
    description:
      'an order still waiting for its bank transfer has received less than its gross (else it is paid)',
    run: async () => {
      const rows = await db
        .from('orders')
        .join('ledger_transactions as transfer', (join) =>
          join.on('transfer.order_id', 'orders.id').andOnVal('transfer.kind', 'bank_transfer')
        )
        .join('ledger_entries as wallet', (join) =>
          join
            .on('wallet.transaction_id', 'transfer.id')
            .andOnVal('wallet.account', 'dealer_wallet')
        )
        .where('orders.state', 'pending_payment')
        .groupBy('orders.id', 'orders.gross_cents')
        .select('orders.id', 'orders.gross_cents')
        .select(db.raw('sum(wallet.amount_cents) as received'))
      return rows
        .filter((row) => Number(row.received) >= Number(row.gross_cents))
        .map((row) => ({
          orderId: num(row.id),
          receivedCents: Number(row.received),
          grossCents: num(row.gross_cents),
        }))
    },
  },
  {
    name: 'orders_paid_once',
    description:
      'a paid or refunded order has exactly one payment of its gross; an unpaid one none',
    run: async () => {
      const rows = await db
        .from('orders')
        .leftJoin('ledger_transactions as payment', (join) =>
          join.on('payment.order_id', 'orders.id').andOnVal('payment.kind', 'order_payment')
        )
        .leftJoin('ledger_entries as wallet', (join) =>
          join.on('wallet.transaction_id', 'payment.id').andOnVal('wallet.account', 'dealer_wallet')
        )
        .groupBy('orders.id', 'orders.state', 'orders.gross_cents')
        .select('orders.id', 'orders.state', 'orders.gross_cents')
        .select(db.raw('count(distinct payment.id) as payments'))
        .select(db.raw('coalesce(sum(wallet.amount_cents), 0) as paid'))
      return rows
        .map((row) => {
          const paid = row.state === 'paid' || row.state === 'refunded'
          const payments = Number(row.payments)
          const ok = paid
            ? payments === 1 && -Number(row.paid) === Number(row.gross_cents)
            : payments === 0
          return ok
            ? null
            : {
                orderId: num(row.id),
                state: row.state,
                payments,
                paidCents: -Number(row.paid),
                grossCents: num(row.gross_cents),
              }
        })
        .filter((row): row is NonNullable<typeof row> => row !== null)
    },
  },
  {
    name: 'settled_transports',
    description:
      'a paid transport that completed has its completion, one that was cancelled its refund, each once',
    run: async () => {
      const rows = await db
        .from('transports')
        .joinRaw(
          "join ledger_transactions as payment on payment.order_id = transports.order_id and payment.kind = 'order_payment'"
        )
        .whereIn('transports.state', ['completed', 'cancelled'])
        .select('transports.id', 'transports.state')
        .select(
          db.raw(
            "(select count(*) from ledger_transactions as settled where settled.transport_id = transports.id and settled.kind = (case when transports.state = 'completed' then 'completion' else 'cancellation' end)) as settlements"
          )
        )
      return rows
        .filter((row) => Number(row.settlements) !== 1)
        .map((row) => ({
          transportId: num(row.id),
          state: row.state,
          settlements: num(row.settlements),
        }))
    },
  },
  {
    name: 'payables',
    description:
      "a carrier's payables are exactly the credits of its payable account, one per posting",
    run: async () => {
      const credits = await db
        .from('ledger_entries')
        .where('account', 'transporter_payable')
        .where('amount_cents', '>', 0)
        .select('transaction_id', 'team_id', 'amount_cents')
      const payables = await db
        .from('payables')
        .select('id', 'ledger_transaction_id', 'team_id', 'amount_cents')
      const byTransaction = new Map(
        payables.map((payable) => [Number(payable.ledger_transaction_id), payable])
      )
      const problems: Record<string, unknown>[] = []
      for (const credit of credits) {
        const payable = byTransaction.get(Number(credit.transaction_id))
        if (
          !payable ||
          Number(payable.team_id) !== Number(credit.team_id) ||
          Number(payable.amount_cents) !== Number(credit.amount_cents)
        ) {
          problems.push({
            transactionId: num(credit.transaction_id),
            teamId: num(credit.team_id),
            creditCents: num(credit.amount_cents),
            payableCents: num(payable?.amount_cents),
          })
        }
        byTransaction.delete(Number(credit.transaction_id))
      }
      for (const payable of byTransaction.values()) {
        problems.push({ payableId: num(payable.id), withoutCredit: true })
      }
      return problems
    },
  },
  {
    name: 'payouts',
    description:
      "a payout is the sum of its payables; a paid one has its one ledger payout of that amount, for its carrier; every ledger payout is a paid payout's",
    run: async () => {
      const problems: Record<string, unknown>[] = []
      const payouts = await db
        .from('payouts')
        .leftJoin('ledger_entries as debit', (join) =>
          join
            .on('debit.transaction_id', 'payouts.ledger_transaction_id')
            .andOnVal('debit.account', 'transporter_payable')
        )
        .select('payouts.id', 'payouts.team_id', 'payouts.state', 'payouts.amount_cents')
        .select('payouts.ledger_transaction_id', 'debit.team_id as debit_team_id')
        .select('debit.amount_cents as debit_cents')
        .select(
          db.raw(
            '(select coalesce(sum(amount_cents), 0) from payables where payables.payout_id = payouts.id) as payables'
          )
        )
      for (const row of payouts) {
        const amount = Number(row.amount_cents)
        const paid = row.state === 'paid'
        const posted =
          row.ledger_transaction_id !== null &&
          Number(row.debit_team_id) === Number(row.team_id) &&
          -Number(row.debit_cents) === amount
        if (
          Number(row.payables) !== amount ||
          paid !== posted ||
          (!paid && row.ledger_transaction_id)
        ) {
          problems.push({
            payoutId: num(row.id),
            state: row.state,
            amountCents: amount,
            payablesCents: num(row.payables),
            postedCents: row.debit_cents === null ? null : -Number(row.debit_cents),
          })
        }
      }
      const orphans = await db
        .from('ledger_transactions')
        .where('kind', 'payout')
        .whereNotExists((query) =>
          query
            .from('payouts')
            .whereColumn('payouts.ledger_transaction_id', 'ledger_transactions.id')
        )
        .select('id')
      for (const row of orphans) problems.push({ transactionId: num(row.id), withoutPayout: true })
      return problems
    },
  },
  {
    name: 'invoices',
    description:
      'every sale is invoiced for what the wallet paid, every refund credited for what it gave back',
    run: async () => {
      const problems: Record<string, unknown>[] = []
      /* an order's transports' invoices add up to the order's payment */
      const orders = await db
        .from('ledger_transactions as payment')
        .join('ledger_entries as wallet', (join) =>
          join.on('wallet.transaction_id', 'payment.id').andOnVal('wallet.account', 'dealer_wallet')
        )
        .where('payment.kind', 'order_payment')
        .select('payment.id', 'payment.order_id', 'wallet.amount_cents')
        .select(
          db.raw(
            "(select coalesce(sum(gross_cents), 0) from invoices where invoices.order_id = payment.order_id and invoices.kind = 'invoice') as invoiced"
          )
        )
      for (const row of orders) {
        if (Number(row.invoiced) !== -Number(row.amount_cents)) {
          problems.push({
            transactionId: num(row.id),
            orderId: num(row.order_id),
            paidCents: -Number(row.amount_cents),
            invoicedCents: num(row.invoiced),
          })
        }
      }
      /* a pro month's invoice, a refund's credit note: the document carries the movement's key */
      const movements = await db
        .from('ledger_transactions as movement')
        .whereIn('movement.kind', ['pro_subscription', 'cancellation', 'dispute_refund'])
        .leftJoin('invoices as document', 'document.idempotency_key', 'movement.idempotency_key')
        .select('movement.id', 'movement.kind', 'document.gross_cents as documented')
        .select(
          db.raw(
            "(select coalesce(sum(amount_cents), 0) from ledger_entries where ledger_entries.transaction_id = movement.id and ledger_entries.account in ('held', 'vat_payable', 'platform_revenue')) as moved"
          )
        )
      for (const row of movements) {
        /* a sale moves revenue and VAT up (+), a refund moves held money and VAT down (−) */
        const expected = Math.abs(Number(row.moved))
        if (row.documented === null || Number(row.documented) !== expected) {
          problems.push({
            transactionId: num(row.id),
            kind: row.kind,
            movedCents: expected,
            documentedCents: num(row.documented),
          })
        }
      }
      /* the VAT owed is the VAT of the invoices less the VAT of the credit notes */
      const [vat] = await db
        .from('ledger_entries')
        .where('account', 'vat_payable')
        .sum('amount_cents as total')
      const [documents] = await db
        .from('invoices')
        .select(
          db.raw(
            "coalesce(sum(case when kind = 'invoice' then vat_cents else -vat_cents end), 0) as total"
          )
        )
      if (Number(vat?.total ?? 0) !== Number(documents?.total ?? 0)) {
        problems.push({
          vatInLedgerCents: num(vat?.total),
          vatInvoicedCents: num(documents?.total),
        })
      }
      return problems
    },
  },
]

/** Runs every check; an empty list means the books are right. */
export async function checkMoney(): Promise<Discrepancy[]> {
  const found: Discrepancy[] = []
  for (const check of MONEY_CHECKS) {
    for (const detail of await check.run()) found.push({ check: check.name, detail })
  }
  return found
}
