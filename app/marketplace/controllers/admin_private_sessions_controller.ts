import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { privateSessionValidator } from '#marketplace/validators/marketplace_validators'
import {
  createPrivateSession,
  updatePrivateSession,
} from '#marketplace/actions/manage_private_sessions'
import {
  sessionChoices,
  sessionForStaff,
  sessionsForStaff,
} from '#marketplace/queries/private_sessions'
import { sessionProblemsError } from '#marketplace/controllers/session_outcome'
import PrivateSessionRowTransformer from '#marketplace/transformers/private_session_row_transformer'
import PrivateSessionTransformer from '#marketplace/transformers/private_session_transformer'

/** Admin area → Private sessions: list, create, page (live bids), edit before the start. */
export default class AdminPrivateSessionsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    const page = await sessionsForStaff(pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('admin/sessions/index', {
      sessions: PrivateSessionRowTransformer.paginate(page.data, page.meta),
    })
  }

  async create(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    return ctx.inertia.render('admin/sessions/create', await sessionChoices())
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    const input = await ctx.request.validateUsing(privateSessionValidator)
    const outcome = await createPrivateSession({
      ...input,
      teamIds: input.teamIds ?? [],
      userId: ctx.auth.user!.id,
    })
    if (!outcome.ok) throw sessionProblemsError(ctx, outcome.problems)
    ctx.session.flash('success', ctx.i18n.t('marketplace.sessions.flash.created'))
    return ctx.response.redirect().toRoute('admin.sessions.show', { id: outcome.session.id })
  }

  async show(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    const page = found(await sessionForStaff(ctx.params.id))
    const open = page.session.phase === 'scheduled' || page.session.phase === 'running'
    const choices = open ? await sessionChoices() : null
    return ctx.inertia.render('admin/sessions/show', {
      page: PrivateSessionTransformer.transform(page).useVariant('forStaff'),
      choices,
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('manageSessions', ctx.currentTeam)
    const input = await ctx.request.validateUsing(privateSessionValidator)
    const outcome = await updatePrivateSession({ ...input, sessionId: ctx.params.id })
    if ('error' in outcome) return this.refuse(ctx, 'not_editable')
    if (!outcome.ok) throw sessionProblemsError(ctx, outcome.problems)
    ctx.session.flash('success', ctx.i18n.t('marketplace.sessions.flash.updated'))
    return ctx.response.redirect().toRoute('admin.sessions.show', { id: ctx.params.id })
  }

  private refuse(ctx: HttpContext, code: string) {
    ctx.session.flash('error', ctx.i18n.t(`marketplace.sessions.errors.${code}`))
    return ctx.response.redirect().toRoute('admin.sessions.show', { id: ctx.params.id })
  }
}
