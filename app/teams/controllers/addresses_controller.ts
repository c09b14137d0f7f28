import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { addressValidator } from '#teams/validators/address_validators'
import { createAddress, deleteAddress, updateAddress } from '#teams/actions/manage_addresses'
import { addressesPage } from '#teams/queries/team_pages'
import { addressOf } from '#teams/queries/team_records'
import AddressTransformer from '#teams/transformers/address_transformer'
import { tabProps, teamMembership } from '#teams/controllers/team_access'

/** The "addresses" tab: pickup and delivery places of the team. */
export default class AddressesController {
  async index(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const page = await addressesPage(member.team.id, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('account/teams/addresses', {
      ...(await tabProps(ctx, member)),
      addresses: AddressTransformer.paginate(page.data, page.meta),
    })
  }

  async store(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const input = await ctx.request.validateUsing(addressValidator)
    const { label } = await createAddress(member.team, input)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.address_created', { label }))
    return ctx.response.redirect().toRoute('teams.addresses', { id: member.team.id })
  }

  async update(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const address = found(await addressOf(member.team.id, ctx.params.addressId))
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const input = await ctx.request.validateUsing(addressValidator)
    await updateAddress(address, input)
    const label = address.label
    ctx.session.flash('success', ctx.i18n.t('teams.flash.address_updated', { label }))
    return ctx.response.redirect().back(urlFor('teams.addresses', { id: member.team.id }))
  }

  async destroy(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const address = found(await addressOf(member.team.id, ctx.params.addressId))
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    await deleteAddress(address)
    const label = address.label
    ctx.session.flash('success', ctx.i18n.t('teams.flash.address_deleted', { label }))
    return ctx.response.redirect().back(urlFor('teams.addresses', { id: member.team.id }))
  }
}
