import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException, { found } from '#core/exceptions/not_found_exception'
import { createApiTokenValidator } from '#api/validators/api_token_validators'
import { createApiToken, type CreatedApiToken } from '#api/actions/create_api_token'
import { revokeApiToken } from '#api/actions/revoke_api_token'
import { apiTokensOf } from '#api/queries/api_tokens_of'
import { apiTokenOf } from '#api/queries/api_token_of'
import { TOKEN_ABILITIES } from '#api/domain/token_abilities'
import ApiTokenTransformer from '#api/transformers/api_token_transformer'

/**
 * Account → API tokens: a user lists, creates and revokes their own tokens
 * (ApiTokenPolicy). The plain token travels once, in the page's `flash`
 * (never stored in the browser history, gone on reload); only its hash is kept.
 */
export default class ApiTokensController {
  async index({ inertia, auth, session, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    await bouncer.with('ApiTokenPolicy').authorize('viewAny')
    const created = session.flashMessages.get('apiToken') as CreatedApiToken | undefined
    if (created) inertia.flash(() => ({ apiToken: created }))
    return inertia.render('account/api_tokens/index', {
      abilities: [...TOKEN_ABILITIES],
      tokens: inertia.defer(async () => ApiTokenTransformer.transform(await apiTokensOf(user))),
    })
  }

  async store({ request, response, auth, session, i18n, bouncer }: HttpContext) {
    await bouncer.with('ApiTokenPolicy').authorize('create')
    const input = await request.validateUsing(createApiTokenValidator)
    const created = await createApiToken(auth.getUserOrFail(), input)
    session.flash('apiToken', created)
    session.flash('success', i18n.t('api_tokens.created', { name: created.name }))
    return response.redirect().toRoute('api_tokens.index')
  }

  async destroy({ params, response, auth, session, i18n, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const token = found(await apiTokenOf(user, params.id))
    await bouncer.with('ApiTokenPolicy').authorize('revoke', token)
    if (!(await revokeApiToken(user, params.id))) throw new NotFoundException()
    session.flash('success', i18n.t('api_tokens.revoked'))
    return response.redirect().toRoute('api_tokens.index')
  }
}
