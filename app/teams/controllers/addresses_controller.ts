import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import Address from '#teams/models/address'
import { addressListValidator, addressValidator } from '#teams/validators/address_validators'
import { createAddress, deleteAddress, updateAddress } from '#teams/actions/manage_addresses'
import { listAddresses } from '#teams/queries/team_pages'
import { tabProps, teamFromUrl } from '#teams/controllers/team_access'
import type Team from '#teams/models/team'

const TAB = 'addresses'

/** The "addresses" tab: pickup and delivery places of the team. */
export default class AddressesController {
  private async addressOf(ctx: HttpContext, team: Team) {
    const address = await Address.query()
      .where('team_id', team.id)
      .where('id', ctx.params.addressId)
      .first()
    if (!address) throw new NotFoundException()
    return address
  }

  async index(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const { page } = await addressListValidator
      .validate(ctx.request.qs())
      .catch(() => ({ page: 1 }))
    return ctx.inertia.render('account/teams/addresses', {
      ...(await tabProps(ctx, team)),
      addresses: await listAddresses(team, page ?? 1),
    })
  }

  async store(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    const input = await ctx.request.validateUsing(addressValidator)
    const address = await createAddress(team, input)
    ctx.session.flash(
      'success',
      ctx.i18n.t('teams.flash.address_created', { label: address.label })
    )
    return ctx.response.redirect(`/teams/${team.id}/addresses`)
  }

  async update(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const address = await this.addressOf(ctx, team)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    const input = await ctx.request.validateUsing(addressValidator)
    await updateAddress(address, input)
    ctx.session.flash(
      'success',
      ctx.i18n.t('teams.flash.address_updated', { label: address.label })
    )
    return ctx.response.redirect().back(`/teams/${team.id}/${TAB}`)
  }

  async destroy(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const address = await this.addressOf(ctx, team)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    await deleteAddress(address)
    ctx.session.flash(
      'success',
      ctx.i18n.t('teams.flash.address_deleted', { label: address.label })
    )
    return ctx.response.redirect().back(`/teams/${team.id}/${TAB}`)
  }
}
