import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/**
 * Content-Security-Policy: everything from our own origin, nothing inline
 * without the per-request nonce. The layout gives the nonce to the Vite and
 * React Refresh script tags and exposes it in `<meta property="csp-nonce">`,
 * where Vite's dev client (CSS `<style>` tags), Inertia (progress bar) and
 * Mantine (`getStyleNonce`: CSS variables and inline styles) read it, so
 * neither scripts nor `<style>` elements need 'unsafe-inline'. Style
 * attributes that React sets go through the CSSOM, which CSP does not
 * restrict. Realtime (Transmit SSE) is same-origin (`connect-src 'self'`), the
 * two-factor QR code a `data:` image. No framing, no plugins, no foreign
 * `<base>` or form targets.
 *
 * With the Vite dev server (development and tests, never production), its
 * client also opens the HMR websocket on its own port: `ws:`/`wss:` are
 * allowed then.
 */
export function cspDirectives(options: { viteDevServer: boolean }) {
  return {
    defaultSrc: [`'self'`],
    scriptSrc: [`'self'`, '@nonce'],
    scriptSrcAttr: [`'none'`],
    styleSrc: [`'self'`, '@nonce'],
    imgSrc: [`'self'`, 'data:'],
    fontSrc: [`'self'`, 'data:'],
    connectSrc: [`'self'`, ...(options.viteDevServer ? ['ws:', 'wss:'] : [])],
    objectSrc: [`'none'`],
    baseUri: [`'self'`],
    formAction: [`'self'`],
    frameAncestors: [`'none'`],
  }
}

const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: cspDirectives({ viteDevServer: !app.inProduction }),
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    /* API routes authenticate with bearer tokens, webhooks with their signature, not cookies. */
    exceptRoutes: (ctx) => {
      const url = ctx.request.url()
      return url.startsWith('/api/') || url.startsWith('/webhooks/')
    },
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
