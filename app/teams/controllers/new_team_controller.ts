import type { HttpContext } from '@adonisjs/core/http'
import { createTeamValidator } from '#teams/validators/team_validators'
import { createTeam } from '#teams/actions/create_team'
import { creatableKinds } from '#teams/domain/team_roles'
import { currentTeamOf } from '#core/http/current_team'

/** Team creation: also where a signed-in user without a team lands. */
export default class NewTeamController {
  async create(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('create', current)
    return ctx.inertia.render('account/teams/create', {
      kinds: creatableKinds(current?.team.kind),
      hasTeam: current !== null,
    })
  }

  async store(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('create', current)
    const input = await ctx.request.validateUsing(createTeamValidator, {
      meta: { kinds: creatableKinds(current?.team.kind) },
    })
    const team = await createTeam({ userId: ctx.auth.user!.id, name: input.name, kind: input.kind })
    ctx.session.flash('success', ctx.i18n.t('teams.flash.created', { name: team.name }))
    return ctx.response.redirect().toRoute('teams.main', { id: team.id })
  }
}
