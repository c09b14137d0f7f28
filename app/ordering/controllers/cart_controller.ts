import type { HttpContext } from '@adonisjs/core/http'
import { cartOf } from '#ordering/queries/cart'
import CartTransformer from '#ordering/transformers/cart_transformer'
import { walletBalance } from '#ledger/queries/balances'
import { bankTransferAccount } from '#ordering/queries/bank_transfer'
import { customerFromTeam } from '#invoicing/domain/parties'
import { cardPaymentsEnabled } from '#wallet/card/card_gateway'
import type { PaymentMethod } from '#ordering/models/order'

/** The ways to pay offered: a bank transfer while the platform's IBAN is set, a card while the Stripe keys are. */
function paymentMethods(bank: boolean): PaymentMethod[] {
  return [
    'wallet',
    ...(bank ? (['bank_transfer'] as const) : []),
    ...(cardPaymentsEnabled() ? (['card'] as const) : []),
  ]
}

/** The dealer's cart: quotes waiting to be paid, with the wallet balance that pays them. */
export default class CartController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('CartPolicy').authorize('view', ctx.currentTeam)
    const teamId = ctx.currentTeam.team.id
    const [cart, balanceCents, bank] = await Promise.all([
      cartOf(teamId),
      walletBalance(teamId),
      bankTransferAccount(),
    ])
    return ctx.inertia.render('dealer/cart/show', {
      cart: CartTransformer.transform(cart),
      balanceCents,
      paymentMethods: paymentMethods(bank !== null),
      /* every payment is invoiced: without the team's company data it is refused, so say it first */
      invoiceable: customerFromTeam(ctx.currentTeam.team) !== null,
    })
  }
}
