import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import { appName } from '#config/app'
import { messagesFor, isLocale, type Locale } from '#core/i18n'
import { currentTeamOf, teamsOfCurrentUser } from '#core/http/current_team'
import AuthTransformer from '#identity/transformers/auth_transformer'
import { newestPublishedId } from '#changelog/queries/changelog'
import { impersonationOf } from '#core/http/impersonation'
import { isSuspendedByStaff } from '#teams/domain/suspension'
import { activeBannersFor } from '#announcements/queries/announcements'
import BannerTransformer from '#announcements/transformers/banner_transformer'
import { unreadCountOf } from '#notifications/queries/unread_count'

/**
 * Props every page receives: validation errors (grouped by error bag),
 * flash messages, the signed-in user with their current team and area,
 * the locale (its translations only to a tab that lacks them), and the realtime channel names the client may subscribe to.
 */
export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    const { session, auth, i18n } = ctx as Partial<HttpContext>
    const locale = isLocale(i18n?.locale) ? i18n!.locale : 'it'
    const user = auth?.user
    const current = user ? await currentTeamOf(ctx) : null
    const teams = await teamsOfCurrentUser(ctx)
    const newest = user ? await newestPublishedId() : null
    const whatsNew = !!user && newest !== null && newest > (user.changelogSeenId ?? 0)
    const impersonation = user ? impersonationOf(ctx) : null
    const suspended = current && isSuspendedByStaff(current.team) ? current.team : null
    /* the audience's banners (dealer and carrier teams only): one bounded query */
    const banners =
      user && current && current.area !== 'admin'
        ? await activeBannersFor(current.team, user.id)
        : []

    return {
      appName,
      locale,
      csrfToken: ctx.inertia.always<string | null>(ctx.request.csrfToken ?? null),
      translations: this.catalogueMissing(ctx, locale) ? messagesFor(locale as Locale) : undefined,
      errors: ctx.inertia.always(this.validationErrors(ctx)),
      flash: ctx.inertia.always({
        success: (session?.flashMessages.get('success') as string | undefined) ?? null,
        error: (session?.flashMessages.get('error') as string | undefined) ?? null,
      }),
      announcements: BannerTransformer.transform(banners.map((row) => ({ row, locale }))),
      auth: ctx.inertia.always(
        user ? AuthTransformer.transform({ user, current, teams, whatsNew }) : null
      ),
      /* staff signed in as this user (the banner with "stop impersonating") */
      impersonation: ctx.inertia.always(
        impersonation && user
          ? { impersonatorName: impersonation.impersonatorName, userName: user.fullName }
          : null
      ),
      /* the current team was suspended by staff: its area is read-only (the banner) */
      suspension: ctx.inertia.always(
        suspended
          ? {
              reason: suspended.suspensionReason ?? '',
              since: suspended.suspendedAt?.toISO() ?? null,
            }
          : null
      ),
      /*
       * The bell's number: one bounded, indexed count per response (partial
       * reloads too, so a page reloading its data after a realtime event
       * never shows a stale count); no query for guests.
       */
      notificationsUnread: ctx.inertia.always(user ? await unreadCountOf(user.id) : 0),
    }
  }

  /**
   * The messages of the page's language, sent only to an Inertia visit whose
   * tab does not hold them (X-Catalogues lists those it holds): a first visit
   * loads its catalogue as a cached bundle (inertia/lib/catalogue.ts), so the
   * HTML never carries them.
   */
  private catalogueMissing(ctx: HttpContext, locale: string) {
    if (!ctx.request.header('x-inertia')) return false
    const held = ctx.request.header('x-catalogues') ?? ''
    return !held.split(',').includes(locale)
  }

  /**
   * Validation errors, grouped by the X-Inertia-Error-Bag name. An empty bag
   * is sent as `{}`: Inertia treats any non-empty `errors` as a failure, so
   * `{ bag: {} }` would stop forms with an error bag from ever succeeding.
   */
  private validationErrors(ctx: HttpContext) {
    const errors = this.getValidationErrors(ctx)
    const bag = ctx.request.header('x-inertia-error-bag')
    const bagged = bag ? (errors as Record<string, unknown>)[bag] : undefined
    if (bagged && typeof bagged === 'object' && Object.keys(bagged).length === 0) return {}
    return errors
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = import('@adonisjs/inertia/types').InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
