import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { saveSearchValidator } from '#marketplace/validators/marketplace_validators'
import { parseMarketplaceFilters } from '#marketplace/domain/filters'
import { deleteSearch, saveSearch } from '#marketplace/actions/saved_searches'
import { ownSearch } from '#marketplace/queries/saved_searches'

/** Transporter area → Marketplace: save the current filters under a name, delete a saved search. */
export default class SavedSearchesController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('browse', ctx.currentTeam)
    const input = await ctx.request.validateUsing(saveSearchValidator)
    const result = await saveSearch({
      userId: ctx.auth.user!.id,
      teamId: ctx.currentTeam.team.id,
      name: input.name,
      filters: parseMarketplaceFilters(input.filters ?? {}),
    })
    if (!result.ok)
      throw fieldError('name', ctx.i18n.t(`marketplace.searches.errors.${result.error}`))
    ctx.session.flash('success', ctx.i18n.t('marketplace.searches.flash.saved'))
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('MarketplacePolicy').authorize('browse', ctx.currentTeam)
    const user = ctx.auth.user!
    await deleteSearch(
      found(await ownSearch(ctx.params.searchId, user.id, ctx.currentTeam.team.id))
    )
    ctx.session.flash('success', ctx.i18n.t('marketplace.searches.flash.deleted'))
    return ctx.response.redirect().back()
  }
}
