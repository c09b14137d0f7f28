import emitter from '@adonisjs/core/services/emitter'
import { notifyBankTransferReceived } from '#notifications/actions/lifecycle'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#audit/actions/record_audit'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#ordering/models/order'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import TransportRequest from '#requests/models/transport_request'
import { settleOrder, type OrderPaymentError } from '#ordering/actions/pay_order'
import { bankTransferAccount, receivedForOrder } from '#ordering/queries/bank_transfer'
import { creditWallet } from '#wallet/actions/wallet_movements'
import { announcePublished } from '#transports/actions/publish_transports'
import {
  transferDeadlines,
  transferOutcome,
  transferStep,
  type TransferStep,
} from '#ordering/domain/bank_transfer'
import BankTransferMail from '#ordering/mails/bank_transfer_mail'
import { err, ok, type Result } from '#core/result'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import { todayInRome } from '#shared/time_zone'

export type ReceiveTransferError =
  | 'order_not_found'
  | 'not_awaiting_transfer'
  | 'invalid_amount'
  /* the same request (its idempotency key) was already recorded */
  | 'duplicate'
  | OrderPaymentError

export type TransferReceipt = {
  order: Order
  outcome: 'paid' | 'partial'
  receivedCents: number
  remainingCents: number
  excessCents: number
}

class TransferFailure extends Error {
  constructor(readonly code: ReceiveTransferError) {
    super(code)
  }
}

/**
 * Staff record a bank transfer received for an order waiting for it, in ONE
 * transaction with the order row locked: the amount enters the dealer's
 * wallet from the `bank` account (kind `bank_transfer`, key
 * `bank_transfer:<order>:<request key>`); once the transfers recorded cover
 * the order, it is settled exactly as a wallet checkout (`settleOrder`: paid,
 * transports published, payment and invoices), any excess staying in the
 * wallet. Less than due: the order keeps waiting for the rest. An order no
 * longer waiting (paid by a concurrent marking, cancelled) is refused and
 * nothing moves.
 */
export async function receiveBankTransfer(input: {
  orderId: number
  amountCents: number
  adminUserId: number
  key: string
}): Promise<Result<TransferReceipt, ReceiveTransferError>> {
  if (!(Number.isSafeInteger(input.amountCents) && input.amountCents > 0))
    return err('invalid_amount')
  let published: number[] = []
  let receipt: TransferReceipt
  try {
    receipt = await db.transaction(async (trx) => {
      const order = await waitingOrder(input.orderId, trx)
      await creditTransfer(order, input, trx)
      await notifyBankTransferReceived(order, input.amountCents, input.key, trx)
      const received = await receivedForOrder(order.id, trx)
      const outcome = transferOutcome(order.grossCents, received)
      await recordAudit(
        {
          actorUserId: input.adminUserId,
          action: 'bank_transfer.received',
          subjectType: 'order',
          subjectId: order.id,
          subjectLabel: order.reference,
          before: { receivedCents: received - input.amountCents },
          after: { receivedCents: received, amountCents: input.amountCents, paid: outcome.paid },
        },
        trx
      )
      if (outcome.paid) {
        const settled = await settleOrder(order, input.adminUserId, trx)
        if (!settled.ok) throw new TransferFailure(settled.error)
        published = settled.value
      }
      return {
        order,
        outcome: outcome.paid ? 'paid' : 'partial',
        receivedCents: received,
        ...outcome,
      }
    })
  } catch (error) {
    if (error instanceof TransferFailure) return err(error.code)
    throw error
  }
  announcePublished(published)
  if (receipt.outcome === 'paid') await emitter.emit('order:paid', { orderId: receipt.order.id })
  return ok(receipt)
}

/** The order, locked, if it waits for a bank transfer. */
async function waitingOrder(orderId: number, trx: TransactionClientContract) {
  const order = await lockForUpdate(Order.query({ client: trx }).where('id', orderId), trx).first()
  if (!order) throw new TransferFailure('order_not_found')
  if (order.state !== 'pending_payment' || order.paymentMethod !== 'bank_transfer')
    throw new TransferFailure('not_awaiting_transfer')
  return order
}

async function creditTransfer(
  order: Order,
  input: { amountCents: number; adminUserId: number; key: string },
  trx: TransactionClientContract
) {
  const credited = await creditWallet(
    order.teamId,
    input.amountCents,
    {
      source: 'bank',
      kind: 'bank_transfer',
      key: `bank_transfer:${order.id}:${input.key}`,
      reason: order.paymentReference,
      orderId: order.id,
      byUserId: input.adminUserId,
    },
    trx
  )
  if (!credited.ok)
    throw new TransferFailure(credited.error === 'duplicate' ? 'duplicate' : 'invalid_amount')
}

/**
 * The daily deadlines of the orders waiting for a bank transfer
 * (BankTransferDeadlinesJob): from the 3rd working day after the order the
 * dealer's owners and admins are reminded (once); the day after the 10th the
 * order is cancelled (what was already received stays in the wallet) and they
 * are told. Each order in its own transaction; idempotent.
 */
export async function runTransferDeadlines(today: string = todayInRome()) {
  const waiting = await Order.query()
    .where('payment_method', 'bank_transfer')
    .where('state', 'pending_payment')
    .select('id', 'created_at', 'payment_reminded_at')
    .orderBy('id', 'asc')
  const outcomes: { orderId: number; step: Exclude<TransferStep, 'wait'> }[] = []
  for (const row of waiting) {
    const step = transferStep({
      orderedAt: row.createdAt,
      reminded: row.paymentRemindedAt !== null,
      today,
    })
    if (step === 'wait') continue
    const done = step === 'cancel' ? await cancelUnpaid(row.id, today) : await markReminded(row.id)
    if (!done) continue
    outcomes.push({ orderId: row.id, step })
    await tellDealer(row.id, step === 'cancel' ? 'cancelled' : 'reminder')
  }
  return outcomes
}

/** The reminder is recorded once (the condition makes a concurrent run a no-op). */
async function markReminded(orderId: number) {
  const changed = await db
    .from('orders')
    .where('id', orderId)
    .where('state', 'pending_payment')
    .whereNull('payment_reminded_at')
    .update({ payment_reminded_at: databaseNow(), updated_at: databaseNow() })
  return Number(Array.isArray(changed) ? changed[0] : changed) === 1
}

/** The order is cancelled, its requests too; no money moves (received transfers stay in the wallet). */
async function cancelUnpaid(orderId: number, today: string) {
  return db.transaction(async (trx) => {
    const order = await lockForUpdate(
      Order.query({ client: trx }).where('id', orderId),
      trx
    ).first()
    if (!order || order.state !== 'pending_payment') return false
    if (transferStep({ orderedAt: order.createdAt, reminded: true, today }) !== 'cancel')
      return false
    await cancelWaitingOrder(order, trx)
    return true
  })
}

/**
 * An order waiting for its bank transfer is cancelled (by the deadline job,
 * or by the dealer), inside the caller's transaction with the order locked:
 * it has no transports yet; its requests are cancelled (a quote is ordered
 * once, ever); what the transfers brought stays in the wallet.
 */
export async function cancelWaitingOrder(order: Order, trx: TransactionClientContract) {
  order.state = 'cancelled'
  order.cancelledAt = DateTime.now()
  await order.useTransaction(trx).save()
  const items = await trx
    .from('order_items')
    .where('order_id', order.id)
    .select('transport_request_id')
  await TransportRequest.query({ client: trx })
    .whereIn(
      'id',
      items.map((item) => item.transport_request_id)
    )
    .where('state', 'ordered')
    .update({ state: 'cancelled', updated_at: databaseNow(trx) })
}

/** The dealer team's owners and admins, each in their language (queued), after the commit. */
async function tellDealer(orderId: number, event: 'reminder' | 'cancelled') {
  const order = await Order.findOrFail(orderId)
  const team = await Team.findOrFail(order.teamId)
  const account = await bankTransferAccount()
  const received = await receivedForOrder(order.id)
  const managers = await User.query()
    .join('team_members', 'team_members.user_id', 'users.id')
    .where('team_members.team_id', order.teamId)
    .whereIn('team_members.role', ['owner', 'admin'])
    .select('users.email', 'users.full_name', 'users.locale')
    .orderBy('users.id', 'asc')
  for (const user of managers) {
    await mail.sendLater(
      new BankTransferMail(
        { email: user.email, fullName: user.fullName, locale: user.locale },
        {
          event,
          team: team.name,
          orderId: order.id,
          reference: order.reference,
          paymentReference: order.paymentReference ?? '',
          remainingCents: transferOutcome(order.grossCents, received).remainingCents,
          receivedCents: received,
          payBy: transferDeadlines(order.createdAt).payBy,
          iban: account?.iban ?? '',
          beneficiary: account?.beneficiary ?? '',
        }
      )
    )
  }
}
