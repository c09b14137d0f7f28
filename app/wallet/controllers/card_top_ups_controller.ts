import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { fieldError } from '#core/http/field_error'
import { cardTopUpValidator } from '#wallet/validators/wallet_validators'
import { startCardTopUp } from '#wallet/actions/card_top_up'

/** Back to the wallet page from Stripe's page, saying how the payment went. */
function walletUrl(card: 'success' | 'cancelled') {
  return `${appUrl.replace(/\/+$/, '')}${urlFor('dealer.payments.wallet')}?card=${card}`
}

/** Payments → wallet → top up by card: off to a Stripe Checkout page (the webhook credits). */
export default class CardTopUpsController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('topUpByCard', ctx.currentTeam)
    const { amount } = await ctx.request.validateUsing(cardTopUpValidator)
    const result = await startCardTopUp({
      teamId: ctx.currentTeam.team.id,
      amountCents: amount,
      description: ctx.i18n.t('wallet.card.line', { team: ctx.currentTeam.team.name }),
      successUrl: walletUrl('success'),
      cancelUrl: walletUrl('cancelled'),
      customerEmail: ctx.auth.user!.email,
      locale: ctx.i18n.locale === 'en' ? 'en' : 'it',
    })
    if (!result.ok) throw fieldError('amount', ctx.i18n.t(`wallet.card.errors.${result.error}`))
    return ctx.inertia.location(result.value.url)
  }
}
