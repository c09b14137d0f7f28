import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { SUPPORTED_LOCALES } from '#core/i18n'

const localeValidator = vine.create({ locale: vine.enum(SUPPORTED_LOCALES) })

/** Switch the interface language: saved on the user, and in a cookie for guests. */
export default class LocaleController {
  async update({ request, response, auth }: HttpContext) {
    const { locale } = await request.validateUsing(localeValidator)
    response.cookie('locale', locale, { maxAge: '1y', httpOnly: true, sameSite: 'lax' })
    if (auth.user) {
      auth.user.locale = locale
      await auth.user.save()
    }
    return response.redirect().back()
  }
}
