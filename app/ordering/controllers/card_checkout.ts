import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { startOrderCardPayment } from '#ordering/actions/card_payment'

/** Back to the order's page from Stripe's page, saying how the payment went. */
function orderUrl(id: number, card: 'success' | 'cancelled') {
  return `${appUrl.replace(/\/+$/, '')}${urlFor('dealer.orders.show', { id })}?card=${card}`
}

/**
 * Sends the browser to Stripe Checkout for an order waiting for its card
 * payment (back to the order's page either way); when the session cannot be
 * opened, to the order's page with the reason.
 */
export async function redirectToCardCheckout(
  ctx: HttpContext,
  order: { id: number; teamId: number; reference: string }
) {
  const started = await startOrderCardPayment(order.id, order.teamId, {
    description: ctx.i18n.t('ordering.card.line', { reference: order.reference }),
    successUrl: orderUrl(order.id, 'success'),
    cancelUrl: orderUrl(order.id, 'cancelled'),
    customerEmail: ctx.auth.user!.email,
    locale: ctx.i18n.locale === 'en' ? 'en' : 'it',
  })
  if (started.ok) return ctx.inertia.location(started.value.url)
  ctx.session.flash('error', ctx.i18n.t(`ordering.card.errors.${started.error}`))
  return ctx.response.redirect().toRoute('dealer.orders.show', { id: order.id })
}
