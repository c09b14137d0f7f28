import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { approvePayoutBatch, markPayoutBatchPaid } from '#payouts/actions/payout_batches'
import { batchSepaFile } from '#payouts/queries/sepa_file'
import { contentDisposition } from '#requests/domain/attachment_files'

type Step = typeof approvePayoutBatch

/** Staff owners and admins: approve a batch, download its SEPA file, mark it paid. */
export default class PayoutBatchStepsController {
  approve(ctx: HttpContext) {
    return this.step(ctx, approvePayoutBatch, 'approved')
  }

  pay(ctx: HttpContext) {
    return this.step(ctx, markPayoutBatchPaid, 'paid')
  }

  async sepa(ctx: HttpContext) {
    await ctx.bouncer.with('PayoutPolicy').authorize('manage', ctx.currentTeam)
    const file = await batchSepaFile(ctx.params.id)
    if (!file.ok && file.error === 'not_found') throw new NotFoundException()
    if (!file.ok) {
      ctx.session.flash('error', ctx.i18n.t(`payouts.batch_errors.${file.error}`))
      return ctx.response.redirect().toRoute('admin.payouts.show', { id: ctx.params.id })
    }
    ctx.response.header('Content-Type', 'application/xml; charset=utf-8')
    ctx.response.header('Content-Disposition', contentDisposition(`${file.value.messageId}.xml`))
    ctx.response.header('Cache-Control', 'private, no-store')
    return file.value.xml
  }

  private async step(ctx: HttpContext, action: Step, done: string) {
    await ctx.bouncer.with('PayoutPolicy').authorize('manage', ctx.currentTeam)
    const result = await action({ batchId: ctx.params.id, byUserId: ctx.auth.user!.id })
    if (!result.ok && result.error === 'not_found') throw new NotFoundException()
    if (result.ok) ctx.session.flash('success', ctx.i18n.t(`payouts.flash.${done}`))
    else ctx.session.flash('error', ctx.i18n.t(`payouts.batch_errors.${result.error}`))
    return ctx.response.redirect().toRoute('admin.payouts.show', { id: ctx.params.id })
  }
}
