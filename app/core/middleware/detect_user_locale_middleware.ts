import { I18n } from '@adonisjs/i18n'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { guestLocaleOf, i18nFor, i18nOf, isLocale, type Locale } from '#core/i18n'

/**
 * Locale: the signed-in user's setting, else the language a guest chose (cookie), else the browser's Accept-Language,
 * else Italian. Also makes validation messages translated.
 */
export default class DetectUserLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => i18nOf(ctx).createMessagesProvider()
  }

  protected async getRequestLocale(ctx: HttpContext): Promise<Locale> {
    await ctx.auth.check()
    const preferred = ctx.auth.user?.locale
    if (isLocale(preferred)) return preferred
    return guestLocaleOf(ctx)
  }

  async handle(ctx: HttpContext, next: NextFn) {
    const locale = await this.getRequestLocale(ctx)
    ctx.i18n = i18nFor(locale)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
