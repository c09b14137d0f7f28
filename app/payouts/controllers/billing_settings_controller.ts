import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException, { found } from '#core/exceptions/not_found_exception'
import { currentTeamOf } from '#core/http/current_team'
import { fieldError } from '#core/http/field_error'
import TeamTransformer from '#teams/transformers/team_transformer'
import { customerFromTeam } from '#invoicing/domain/parties'
import { payoutAccountOf } from '#payouts/queries/billing_settings'
import { updatePayoutAccount } from '#payouts/actions/update_payout_account'
import { payoutAccountValidator } from '#payouts/validators/billing_validators'
import PayoutAccountTransformer from '#payouts/transformers/payout_account_transformer'

/** The current team, allowed to open Settings → Billing (404 otherwise: staff, drivers, no team). */
async function billingTeam(ctx: HttpContext) {
  const member = found(await currentTeamOf(ctx))
  if (!(await ctx.bouncer.with('BillingPolicy').allows('view', member)))
    throw new NotFoundException()
  return member
}

/**
 * Settings → Billing of the current team: a dealer's invoicing data (the
 * company data of the team's main tab, edited with the same form), a
 * carrier's payout bank account (IBAN shown masked, its changes recorded).
 */
export default class BillingSettingsController {
  async show(ctx: HttpContext) {
    const member = await billingTeam(ctx)
    const carrier = member.team.kind === 'transporter'
    const payout = carrier ? await payoutAccountOf(member.team.id) : null
    return ctx.inertia.render('account/settings/billing', {
      team: { id: member.team.id, name: member.team.name, kind: member.team.kind },
      company: TeamTransformer.transform(member.team).useVariant('forCompany'),
      invoiceable: customerFromTeam(member.team) !== null,
      payoutAccount: payout?.account ? PayoutAccountTransformer.transform(payout.account) : null,
      changes: payout?.changes ?? [],
      can: { update: await ctx.bouncer.with('BillingPolicy').allows('update', member) },
    })
  }

  async update(ctx: HttpContext) {
    const member = await billingTeam(ctx)
    await ctx.bouncer.with('BillingPolicy').authorize('update', member)
    const input = await ctx.request.validateUsing(payoutAccountValidator)
    const result = await updatePayoutAccount(member.team, input, ctx.auth.user!.id)
    if (!result.ok) throw fieldError('iban', ctx.i18n.t(`payouts.errors.${result.error}`))
    ctx.session.flash('success', ctx.i18n.t('payouts.billing.saved'))
    return ctx.response.redirect().toRoute('settings.billing')
  }
}
