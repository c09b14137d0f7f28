import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { resolveCurrentTeam } from '#teams/queries/current_team'
import {
  requestListValidator,
  submitRequestValidator,
} from '#requests/validators/request_validators'
import { findTeamRequest, listTeamRequests, requestDetail } from '#requests/queries/request_pages'
import { currentPricingSettings as pricingSettings } from '#pricing/queries/current_settings'
import { saveRequest } from '#requests/actions/save_request'
import { fieldProblemsError } from '#requests/controllers/request_errors'

const ID = /^[1-9]\d{0,9}$/

/** /api/v1/transport-requests: the token user's current (dealer) team's requests. */
export default class TransportRequestsController {
  private async team(ctx: HttpContext) {
    const user = ctx.auth.use('api').getUserOrFail()
    const current = await resolveCurrentTeam(user)
    return { user, team: current && current.team.kind === 'dealer' ? current.team : null }
  }

  private notFound(_ctx: HttpContext): never {
    throw new NotFoundException()
  }

  async index(ctx: HttpContext) {
    const { team } = await this.team(ctx)
    if (!team) return this.notFound(ctx)
    const filters = await requestListValidator
      .validate(ctx.request.qs())
      .catch(() => ({}) as Record<string, never>)
    const page = await listTeamRequests(team.id, {
      page: filters.page,
      state: filters.state,
      from: filters.from,
      to: filters.to,
      search: filters.search,
    })
    return ctx.response.ok(page)
  }

  async show(ctx: HttpContext) {
    const { team } = await this.team(ctx)
    const id = String(ctx.params.id ?? '')
    const request = team && ID.test(id) ? await findTeamRequest(team.id, Number(id)) : null
    if (!request) return this.notFound(ctx)
    return ctx.response.ok({ data: requestDetail(request) })
  }

  async store(ctx: HttpContext) {
    const { user, team } = await this.team(ctx)
    if (!team) return this.notFound(ctx)
    const data = await ctx.request.validateUsing(submitRequestValidator)
    const result = await saveRequest({
      team,
      user,
      data,
      submit: true,
      settings: await pricingSettings(),
    })
    if (!result.ok) {
      if (result.error === 'invalid') throw fieldProblemsError(result.problems)
      return this.notFound(ctx)
    }
    const request = await findTeamRequest(team.id, result.value.id)
    return ctx.response.created({ data: requestDetail(request!) })
  }
}
