import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException, { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { isJobStatus, JOB_STATUSES } from '#payouts/domain/batches'
import { payoutCsv, type PayoutCsvLabels } from '#payouts/domain/payout_files'
import {
  carrierPayout,
  carrierPayoutsPage,
  jobsPage,
  payablesOfPayout,
} from '#payouts/queries/carrier_payments'
import { payoutRequestState } from '#payouts/queries/payout_requests'
import JobTransformer from '#payouts/transformers/job_transformer'
import CarrierPayoutTransformer from '#payouts/transformers/carrier_payout_transformer'
import { contentDisposition } from '#requests/domain/attachment_files'

/** The carrier's team, when the member may see its money (owners, admins); 404 otherwise. */
async function carrierTeam(ctx: HttpContext) {
  if (!(await ctx.bouncer.with('PayoutPolicy').allows('viewOwn', ctx.currentTeam)))
    throw new NotFoundException()
  return ctx.currentTeam.team
}

const PAYABLE_KINDS = ['transport', 'dry_run_fee', 'cancellation_fee'] as const

/** The CSV's headings and kinds in the reader's language. */
function csvLabels(ctx: HttpContext): PayoutCsvLabels {
  const t = (key: string) => ctx.i18n.t(`payouts.csv.${key}`)
  return {
    date: t('date'),
    kind: t('kind'),
    transport: t('transport'),
    amount: t('amount'),
    total: t('total'),
    kinds: Object.fromEntries(
      PAYABLE_KINDS.map((kind) => [kind, ctx.i18n.t(`payouts.kinds.${kind}`)])
    ),
  }
}

/** A carrier's Payments: its jobs with their payout state, its payouts and each payout's CSV. */
export default class CarrierPaymentsController {
  async index(ctx: HttpContext) {
    const team = await carrierTeam(ctx)
    const status = isJobStatus(ctx.request.qs().status) ? ctx.request.qs().status : null
    const jobs = await jobsPage(team.id, { page: pageFrom(ctx.request.qs().page), status })
    return ctx.inertia.render('transporter/payments/index', {
      jobs: JobTransformer.paginate(jobs.data, jobs.meta),
      filters: { status },
      statuses: [...JOB_STATUSES],
    })
  }

  async payouts(ctx: HttpContext) {
    const team = await carrierTeam(ctx)
    const payouts = await carrierPayoutsPage(team.id, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('transporter/payments/payouts', {
      payouts: CarrierPayoutTransformer.paginate(payouts.data, payouts.meta),
      request: await payoutRequestState(team.id),
    })
  }

  async csv(ctx: HttpContext) {
    const team = await carrierTeam(ctx)
    const payout = found(await carrierPayout(team.id, ctx.params.id))
    const t = (key: string) => ctx.i18n.t(`payouts.csv.${key}`)
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', contentDisposition(`${t('file')}-${payout.id}.csv`))
    return payoutCsv(await payablesOfPayout(payout.id), csvLabels(ctx))
  }
}
