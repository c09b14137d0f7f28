import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { money } from '#shared/format'
import { findOrder, orderScopeOf } from '#ordering/queries/orders'
import { transferReceivedValidator } from '#ordering/validators/ordering_validators'
import { receiveBankTransfer, type TransferReceipt } from '#ordering/actions/bank_transfer'

/** The flash of a recorded transfer: paid (and any excess in the wallet), or what is still due. */
function receivedMessage(ctx: HttpContext, reference: string, receipt: TransferReceipt) {
  return ctx.i18n.t(`ordering.flash.transfer_${receipt.outcome}`, {
    reference,
    remaining: money(receipt.remainingCents),
    excess: money(receipt.excessCents),
  })
}

/** Staff owners and admins: a bank transfer received for an order waiting for it. */
export default class BankTransfersController {
  async store(ctx: HttpContext) {
    const order = found(await findOrder(ctx.params.id, orderScopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('OrderPolicy').authorize('receiveTransfer', ctx.currentTeam)
    const { amount, idempotencyKey } = await ctx.request.validateUsing(transferReceivedValidator)
    const result = await receiveBankTransfer({
      orderId: order.id,
      amountCents: amount,
      adminUserId: ctx.auth.user!.id,
      key: idempotencyKey,
    })
    if (!result.ok) throw fieldError('amount', ctx.i18n.t(`ordering.errors.${result.error}`))
    ctx.session.flash('success', receivedMessage(ctx, order.reference, result.value))
    return ctx.response.redirect().toRoute('admin.orders.show', { id: order.id })
  }
}
