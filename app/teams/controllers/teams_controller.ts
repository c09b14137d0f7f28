import type { HttpContext } from '@adonisjs/core/http'
import { createTeamValidator, deleteTeamValidator } from '#teams/validators/team_validators'
import { createTeam } from '#teams/actions/create_team'
import { deleteTeam } from '#teams/actions/delete_team'
import { teamsWithBusinessRecords } from '#teams/queries/business_records'
import { creatableKinds } from '#teams/domain/team_roles'
import { currentTeamOf } from '#core/http/current_team'
import { fieldError } from '#core/http/field_error'
import { teamFromUrl } from '#teams/controllers/team_access'

export default class TeamsController {
  /** Team creation: also where a signed-in user without a team lands. */
  async create(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    return ctx.inertia.render('account/teams/create', {
      kinds: creatableKinds(current?.team.kind),
      hasTeam: current !== null,
    })
  }

  async store(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    const input = await ctx.request.validateUsing(createTeamValidator, {
      meta: { kinds: creatableKinds(current?.team.kind) },
    })
    const team = await createTeam({ userId: ctx.auth.user!.id, name: input.name, kind: input.kind })
    ctx.session.flash('success', ctx.i18n.t('teams.flash.created', { name: team.name }))
    return ctx.response.redirect(`/teams/${team.id}/main`)
  }

  /** /teams/:id opens the first tab. */
  async show(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    return ctx.response.redirect(`/teams/${team.id}/main`)
  }

  /** Owner only; confirmed by typing the team's name. */
  async destroy(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('delete', team)
    const { confirmName } = await ctx.request.validateUsing(deleteTeamValidator)
    if (confirmName !== team.name.trim()) {
      throw fieldError('confirmName', ctx.i18n.t('teams.delete.mismatch'), 'confirmName')
    }
    if ((await teamsWithBusinessRecords([team.id])).has(team.id)) {
      throw fieldError('confirmName', ctx.i18n.t('teams.delete.has_records'), 'records')
    }
    await deleteTeam(team)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.deleted', { name: team.name }))
    return ctx.response.redirect('/home')
  }
}
