import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import Transport from '#transports/models/transport'
import { resolveCurrentTeam } from '#teams/queries/current_team'
import { forApi } from '#transports/transformers/transport_transformer'

const PER_PAGE = 20

function positive(value: unknown, max: number, fallback: number) {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= max
    ? Number(value)
    : fallback
}

/** GET /api/v1/transports(/:id): the token user's current team's transports, with their timeline. */
export default class TransportsController {
  private async teamId(ctx: HttpContext) {
    const current = await resolveCurrentTeam(ctx.auth.use('api').getUserOrFail())
    if (!current || current.team.kind !== 'dealer') throw new NotFoundException()
    return current.team.id
  }

  async index(ctx: HttpContext) {
    const teamId = await this.teamId(ctx)
    const qs = ctx.request.qs()
    const page = positive(qs.page, 100_000, 1)
    const perPage = positive(qs.perPage, 100, PER_PAGE)
    const result = await Transport.query()
      .where('team_id', teamId)
      .preload('events', (events) => events.orderBy('created_at', 'asc').orderBy('id', 'asc'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, perPage)
    return ctx.response.ok({
      data: result.all().map(forApi),
      meta: {
        total: result.total,
        perPage: result.perPage,
        currentPage: result.currentPage,
        lastPage: result.lastPage,
      },
    })
  }

  async show(ctx: HttpContext) {
    const teamId = await this.teamId(ctx)
    const id = String(ctx.params.id ?? '')
    if (!/^[1-9]\d{0,9}$/.test(id)) throw new NotFoundException()
    const transport = await Transport.query()
      .where('team_id', teamId)
      .where('id', Number(id))
      .preload('events', (events) => events.orderBy('created_at', 'asc').orderBy('id', 'asc'))
      .first()
    if (!transport) throw new NotFoundException()
    return ctx.response.ok({ data: forApi(transport) })
  }
}
