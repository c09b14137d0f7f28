import type { HttpContext } from '@adonisjs/core/http'
import { currentPricingSettings, recentSettingsVersions } from '#pricing/queries/current_settings'
import { settingsToForm } from '#pricing/domain/settings_form'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import { platformSettingsValidator } from '#pricing/validators/settings_validators'
import { authorizePlatformManager, canManagePlatform } from '#pricing/policies/staff_access'

/** Admin → Settings → General: pricing parameters, commission, VAT, company data (versioned). */
export default class PlatformSettingsController {
  async show(ctx: HttpContext) {
    const settings = await currentPricingSettings()
    return ctx.inertia.render('admin/settings/general', {
      version: settings.version,
      settings: settingsToForm(settings),
      coefficients: settings.categoryCoefficientsPermille,
      versions: await recentSettingsVersions(10),
      can: { update: await canManagePlatform(ctx) },
    })
  }

  async update(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const input = await ctx.request.validateUsing(platformSettingsValidator)
    const row = await updatePlatformSettings(
      {
        ...input,
        company: {
          legalName: input.company.legalName,
          vatNumber: input.company.vatNumber ?? '',
          address: input.company.address ?? '',
          email: input.company.email ?? '',
          phone: input.company.phone ?? '',
        },
      },
      ctx.auth.user!
    )
    ctx.session.flash('success', ctx.i18n.t('admin_settings.flash.saved', { version: row.version }))
    return ctx.response.redirect('/admin/settings/general')
  }
}
