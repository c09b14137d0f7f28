import type { HttpContext } from '@adonisjs/core/http'
import { BaseSerializer } from '@adonisjs/core/transformers'
import { found } from '#core/exceptions/not_found_exception'
import { currentTeamOf } from '#core/http/current_team'
import { pageFrom } from '#core/paging'
import { apiPerPage } from '#transports/domain/filters'
import { apiTransport, apiTransports } from '#transports/queries/transport_pages'
import TransportTransformer from '#transports/transformers/transport_transformer'

/** Transformer output as plain JSON, unwrapped (the API answers `{ data, meta }` itself). */
class ApiSerializer extends BaseSerializer<{ Wrap: undefined; PaginationMetaData: undefined }> {
  wrap = undefined
  definePaginationMetaData() {
    return undefined
  }
}
const serializer = new ApiSerializer()

/**
 * GET /api/v1/transports(/:id): the token user's current dealer team's
 * transports with their timeline (`forApi`, documented by
 * app/transports/openapi.ts). Other kinds of team: 404, as before.
 */
export default class ApiTransportsController {
  async index(ctx: HttpContext) {
    const member = await this.dealer(ctx)
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', member)
    const qs = ctx.request.qs()
    const page = await apiTransports(
      { teamId: member.team.id },
      pageFrom(qs.page),
      apiPerPage(qs.perPage)
    )
    const data = await serializer.serialize(
      TransportTransformer.transform(page.data).useVariant('forApi'),
      ctx.containerResolver
    )
    return ctx.response.ok({ data, meta: page.meta })
  }

  async show(ctx: HttpContext) {
    const member = await this.dealer(ctx)
    const transport = found(await apiTransport(ctx.params.id, { teamId: member.team.id }))
    await ctx.bouncer.with('TransportPolicy').authorize('view', member, transport)
    const data = await serializer.serialize(
      TransportTransformer.transform(transport).useVariant('forApi'),
      ctx.containerResolver
    )
    return ctx.response.ok({ data })
  }

  /** The token's user's current team, when it is a dealer team (else the API's 404). */
  private async dealer(ctx: HttpContext) {
    const member = found(await currentTeamOf(ctx))
    return found(member.team.kind === 'dealer' ? member : null)
  }
}
