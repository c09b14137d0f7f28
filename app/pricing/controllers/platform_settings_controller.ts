import type { HttpContext } from '@adonisjs/core/http'
import { currentPricingSettings, recentSettingsVersions } from '#pricing/queries/current_settings'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import { platformSettingsValidator } from '#pricing/validators/settings_validators'
import PlatformSettingsTransformer from '#pricing/transformers/platform_settings_transformer'
import SettingsVersionTransformer from '#pricing/transformers/settings_version_transformer'
import { tileImageSource } from '#pricing/domain/map_tiles'
import { setExtraImageSources } from '#core/http/content_security_policy'
import { sellerFromSettings } from '#invoicing/domain/parties'
import { cardPaymentsEnabled } from '#wallet/card/card_gateway'

/** Admin → Settings → General: pricing parameters, commission, VAT, company data, map tiles (versioned). */
export default class PlatformSettingsController {
  async show(ctx: HttpContext) {
    const policy = ctx.bouncer.with('PlatformSettingsPolicy')
    await policy.authorize('view', ctx.currentTeam)
    const settings = await currentPricingSettings()
    return ctx.inertia.render('admin/settings/general', {
      version: settings.version,
      settings: PlatformSettingsTransformer.transform(settings),
      coefficients: settings.categoryCoefficientsPermille,
      versions: SettingsVersionTransformer.transform(await recentSettingsVersions(10)),
      invoicingReady: sellerFromSettings(settings.company) !== null,
      cardPayments: cardPaymentsEnabled(),
      can: { update: await policy.allows('update', ctx.currentTeam) },
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('PlatformSettingsPolicy').authorize('update', ctx.currentTeam)
    const input = await ctx.request.validateUsing(platformSettingsValidator)
    const row = await updatePlatformSettings(input, ctx.auth.user!)
    /* The pages' Content-Security-Policy lets the new tile server's images in (and only them). */
    setExtraImageSources([tileImageSource(input.mapTiles?.urlTemplate ?? '')])
    ctx.session.flash('success', ctx.i18n.t('admin_settings.flash.saved', { version: row.version }))
    return ctx.response.redirect().toRoute('admin.settings.general')
  }
}
