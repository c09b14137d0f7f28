import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

export const appName = env.get('APP_NAME') || 'Trasporti'
export const appUrl = env.get('APP_URL') || `http://${env.get('HOST')}:${env.get('PORT')}`

/**
 * Proxies whose X-Forwarded-For (client IP), X-Forwarded-Proto and
 * X-Forwarded-Host are believed: TRUSTED_PROXIES, a comma-separated list of
 * IP addresses, CIDR ranges or proxy-addr names (`loopback`, `linklocal`,
 * `uniquelocal`), compiled by proxy-addr exactly as AdonisJS does for one
 * entry. Empty (the default): none, the client IP is the socket's peer, so a
 * forged X-Forwarded-For cannot dodge a throttle. Behind a load balancer, name
 * it (e.g. `TRUSTED_PROXIES=127.0.0.1`).
 */
export function trustedProxies(
  list: string | undefined
): (address: string, hop: number) => boolean {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const checks = entries.map((entry) => defineConfig({ trustProxy: entry }).trustProxy)
  return (address, hop) => checks.some((trusts) => trusts(address, hop))
}

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: true,
  trustProxy: trustedProxies(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction && appUrl.startsWith('https'),
    sameSite: 'lax',
  },
})
