import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { batchDetail, batchesPage, dueNow } from '#payouts/queries/payout_batches'
import { openPayoutRequests } from '#payouts/queries/payout_requests'
import { createPayoutBatch } from '#payouts/actions/payout_batches'
import PayoutBatchTransformer from '#payouts/transformers/payout_batch_transformer'
import PayoutBatchDetailTransformer from '#payouts/transformers/payout_batch_detail_transformer'
import BatchPayoutTransformer from '#payouts/transformers/batch_payout_transformer'

/** Admin → Payouts: the batches, a new batch from everything due, one batch's page. */
export default class AdminPayoutBatchesController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('PayoutPolicy').authorize('viewAny', ctx.currentTeam)
    const batches = await batchesPage(pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('admin/payouts/index', {
      batches: PayoutBatchTransformer.paginate(batches.data, batches.meta),
      due: await dueNow(),
      requests: await openPayoutRequests(),
      can: { manage: await ctx.bouncer.with('PayoutPolicy').allows('manage', ctx.currentTeam) },
    })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('PayoutPolicy').authorize('manage', ctx.currentTeam)
    const created = await createPayoutBatch({ byUserId: ctx.auth.user!.id })
    if (!created.ok) {
      ctx.session.flash('error', ctx.i18n.t(`payouts.batch_errors.${created.error}`))
      return ctx.response.redirect().toRoute('admin.payouts.index')
    }
    ctx.session.flash('success', ctx.i18n.t('payouts.flash.created'))
    return ctx.response.redirect().toRoute('admin.payouts.show', { id: created.value.id })
  }

  async show(ctx: HttpContext) {
    await ctx.bouncer.with('PayoutPolicy').authorize('viewAny', ctx.currentTeam)
    const detail = found(await batchDetail(ctx.params.id))
    return ctx.inertia.render('admin/payouts/show', {
      batch: PayoutBatchDetailTransformer.transform(detail.batch),
      payouts: BatchPayoutTransformer.transform(detail.payouts),
      can: { manage: await ctx.bouncer.with('PayoutPolicy').allows('manage', ctx.currentTeam) },
    })
  }
}
