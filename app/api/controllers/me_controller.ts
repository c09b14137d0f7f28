import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'
import { toJson } from '#api/serialize'
import MeTransformer from '#api/transformers/me_transformer'

/** GET /api/v1/me: the token's user and their current team. */
export default class MeController {
  async show(ctx: HttpContext) {
    const user = ctx.auth.use('api').getUserOrFail()
    const me = MeTransformer.transform({ user, current: await currentTeamOf(ctx) })
    return ctx.response.ok({ data: await toJson(me, ctx) })
  }
}
