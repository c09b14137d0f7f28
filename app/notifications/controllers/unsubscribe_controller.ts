import type { HttpContext } from '@adonisjs/core/http'
import { unsubscribe } from '#notifications/actions/unsubscribe'
import { UNSUBSCRIBE_PURPOSE } from '#notifications/support/urls'

/** The signed link of every notification e-mail: works without signing in. */
export default class UnsubscribeController {
  async show({ request, params, inertia, response }: HttpContext) {
    const result = request.hasValidSignature(UNSUBSCRIBE_PURPOSE)
      ? await unsubscribe(Number(params.userId), String(params.type ?? ''))
      : null
    if (!result?.ok) {
      response.status(403)
      return inertia.render('site/unsubscribe', { done: false, email: null, type: null })
    }
    return inertia.render('site/unsubscribe', {
      done: true,
      email: result.value.email,
      type: result.value.type,
    })
  }
}
