import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'

export type CookieInUse = { name: string; purpose: 'session' | 'xsrf' | 'locale'; duration: string }

let cached: Promise<CookieInUse[]> | null = null

/**
 * The cookies the platform sets (all technical), read from the running
 * configuration so the privacy policy never drifts from reality:
 * the session cookie, the XSRF-TOKEN cookie (Shield) and the `locale` cookie
 * (app/site/controllers/locale_controller.ts).
 */
export function cookiesInUse(): Promise<CookieInUse[]> {
  cached ??= (async () => {
    const session = await configProvider.resolve<{ cookieName: string; age: string | number }>(
      app,
      app.config.get('session')
    )
    const httpCookieAge = app.config.get<string | number>('app.http.cookie.maxAge', '2h')
    return [
      {
        name: session?.cookieName ?? 'adonis-session',
        purpose: 'session',
        duration: String(session?.age ?? '2h'),
      },
      { name: 'XSRF-TOKEN', purpose: 'xsrf', duration: String(httpCookieAge) },
      { name: 'locale', purpose: 'locale', duration: '1y' },
    ]
  })()
  return cached
}
