import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as bouncerErrors } from '@adonisjs/bouncer'

/**
 * Every error ends as a usable page (Inertia error page), a field error, or a
 * JSON body for the API: never a plain-text answer that would open Inertia's
 * overlay, never a stack trace in production.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest

  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '403': (error, ctx) => this.renderErrorPage(ctx, 403, error),
    '404': (error, ctx) => this.renderErrorPage(ctx, 404, error),
    '405': (error, ctx) => this.renderErrorPage(ctx, 404, error),
    '500..599': (error, ctx) => this.renderErrorPage(ctx, 500, error),
  }

  private renderErrorPage(ctx: HttpContext, status: number, _error: unknown) {
    ctx.response.status(status)
    return ctx.inertia.render('errors/show' as any, { status } as any)
  }

  private isApi(ctx: HttpContext) {
    return ctx.request.url().startsWith('/api/')
  }

  async handle(error: any, ctx: HttpContext) {
    /* Throttled login/forms: a translated field error, not a plain-text 429. */
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      /* availableIn is in seconds */
      const seconds = Math.max(1, Math.ceil(error.response.availableIn))
      const message = ctx.i18n?.t('auth.throttled', { seconds }) ?? 'Too many attempts'
      if (this.isApi(ctx)) {
        return ctx.response
          .status(429)
          .header('Retry-After', String(seconds))
          .json({ errors: [{ message }] })
      }
      ctx.session?.flashValidationErrors(
        new vineErrors.E_VALIDATION_ERROR([{ field: 'email', message, rule: 'throttle' }]) as any
      )
      ctx.session?.flashExcept(['password', 'password_confirmation', 'passwordConfirmation'])
      return ctx.response.redirect().back()
    }

    /*
     * Expired page (CSRF token missing, stale or malformed) and bodies over the
     * limit: a translated message on the page the user came from.
     */
    const csrfFailure = error?.code === 'E_BAD_CSRF_TOKEN' || error instanceof URIError
    const tooLarge = error?.status === 413
    if (csrfFailure || tooLarge) {
      const status = tooLarge ? 413 : 419
      const key = tooLarge ? 'errors.too_large' : 'errors.csrf'
      const message = ctx.i18n?.t(key) ?? key
      const wantsJson =
        !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
      if (this.isApi(ctx) || !ctx.session || wantsJson) {
        return ctx.response.status(csrfFailure ? 403 : status).json({ errors: [{ message }] })
      }
      ctx.session.flash('error', message)
      return ctx.response.redirect().back()
    }

    /* Wrong e-mail or password: a translated error under the e-mail field. */
    if (error instanceof authErrors.E_INVALID_CREDENTIALS && !this.isApi(ctx)) {
      const message = ctx.i18n?.t('auth.invalid_credentials') ?? 'Invalid credentials'
      ctx.session?.flashValidationErrors(
        new vineErrors.E_VALIDATION_ERROR([{ field: 'email', message, rule: 'credentials' }]) as any
      )
      ctx.session?.flashExcept(['password'])
      return ctx.response.redirect().back()
    }

    /*
     * A policy said no: a page visit shows the 403 page, a form submission
     * goes back to its page with the translated reason (never Bouncer's
     * plain-text answer, which would open Inertia's error overlay).
     */
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE && !this.isApi(ctx)) {
      const method = ctx.request.method()
      if (method === 'GET' || method === 'HEAD' || !ctx.session) {
        return this.renderErrorPage(ctx, 403, error)
      }
      ctx.session.flash('error', error.getResponseMessage(ctx))
      return ctx.response.redirect().back()
    }

    if (this.isApi(ctx)) {
      if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
        return ctx.response.status(401).json({ errors: [{ message: 'Unauthenticated' }] })
      }
      if (error instanceof vineErrors.E_VALIDATION_ERROR) {
        return ctx.response.status(422).json({ errors: error.messages })
      }
      const status = error?.status && error.status >= 400 && error.status < 600 ? error.status : 500
      if (status >= 500) await this.report(error, ctx)
      return ctx.response.status(status).json({
        errors: [
          {
            message: status === 404 ? 'Not found' : status === 403 ? 'Forbidden' : 'Server error',
          },
        ],
      })
    }

    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
