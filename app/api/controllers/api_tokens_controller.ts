import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { createApiTokenValidator } from '#api/validators/api_token_validators'
import { createApiToken } from '#api/actions/create_api_token'
import { revokeApiToken } from '#api/actions/revoke_api_token'
import { apiTokensOf } from '#api/queries/api_tokens_of'
import { TOKEN_ABILITIES } from '#api/domain/token_abilities'

export type CreatedApiToken = { id: number; name: string; abilities: string[]; plainValue: string }

/**
 * Account → API tokens. The plain token travels once, in the page's `flash`
 * (never stored in the browser history, gone on reload); only its hash is kept.
 */
export default class ApiTokensController {
  async index({ inertia, auth, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const created = session.flashMessages.get('apiToken') as CreatedApiToken | undefined
    if (created) inertia.flash(() => ({ apiToken: created }))
    return inertia.render('account/api_tokens/index', {
      abilities: [...TOKEN_ABILITIES],
      tokens: inertia.defer(() => apiTokensOf(user)),
    })
  }

  async store({ request, response, auth, session, i18n }: HttpContext) {
    const input = await request.validateUsing(createApiTokenValidator)
    const created = await createApiToken(auth.getUserOrFail(), input)
    session.flash('apiToken', created satisfies CreatedApiToken)
    session.flash('success', i18n.t('api_tokens.created', { name: created.name }))
    return response.redirect('/user/api-tokens')
  }

  async destroy({ params, response, auth, session, i18n }: HttpContext) {
    const id = /^[1-9]\d{0,9}$/.test(String(params.id)) ? Number(params.id) : 0
    if (id < 1 || id > 2_147_483_647) throw new NotFoundException()
    if (!(await revokeApiToken(auth.getUserOrFail(), id))) throw new NotFoundException()
    session.flash('success', i18n.t('api_tokens.revoked'))
    return response.redirect('/user/api-tokens')
  }
}
