import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { i18nOf } from '#core/i18n'
import MalformedBodyException from '#core/exceptions/malformed_body_exception'

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

  /**
   * The API, and a client that is not Inertia and asks for JSON (or sends
   * JSON without asking for HTML), e.g. the live estimate or realtime POSTs.
   */
  private wantsJson(ctx: HttpContext) {
    const { request } = ctx
    if (this.isApi(ctx)) return true
    if (request.header('x-inertia')) return false
    if (request.accepts(['html', 'json']) === 'json') return true
    return !(request.header('accept') ?? '').includes('html') && request.is(['json']) !== null
  }

  async handle(error: any, ctx: HttpContext) {
    /* Throttled login/forms: a translated field error, not a plain-text 429. */
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      /* availableIn is in seconds */
      const seconds = Math.max(1, Math.ceil(error.response.availableIn))
      const message = i18nOf(ctx).t('auth.throttled', { seconds })
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
     * Expired page (CSRF token missing, stale or malformed) and bodies that
     * cannot be read (malformed JSON, over the limit, broken multipart): a
     * translated message, as JSON for the API and JSON clients, else flashed
     * on the page the user came from.
     */
    const csrfFailure = error?.code === 'E_BAD_CSRF_TOKEN'
    if (csrfFailure || error instanceof MalformedBodyException) {
      const key = csrfFailure
        ? 'errors.csrf'
        : error.tooLarge
          ? 'errors.too_large'
          : 'errors.bad_request'
      const message = i18nOf(ctx).t(key)
      if (this.wantsJson(ctx) || !ctx.session) {
        return ctx.response.status(csrfFailure ? 403 : error.status).json({ errors: [{ message }] })
      }
      ctx.session.flash('error', message)
      return ctx.response.redirect().back()
    }

    /* Wrong e-mail or password: a translated error under the e-mail field. */
    if (error instanceof authErrors.E_INVALID_CREDENTIALS && !this.isApi(ctx)) {
      const message = i18nOf(ctx).t('auth.invalid_credentials')
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
