import edge from 'edge.js'
import { HttpContext } from '@adonisjs/core/http'
import { pagePreloads } from '#core/http/page_preloads'

type Renderer = ReturnType<typeof edge.createRenderer>

/**
 * A request's Edge renderer (`ctx.view`), made only when a view is rendered
 * (the first HTML visit, an error page), with what the layout reads from the
 * request: the CSP nonce (`cspNonce`, app/core/http/content_security_policy.ts)
 * and Shield's CSRF helpers (`csrfToken`, `csrfMeta()`, `csrfField()`, once
 * the CSRF check has run).
 *
 * Every request used to make a renderer (and run Edge's plugins) because the
 * session and Shield share locals with it, even for the JSON of an Inertia
 * visit, where nothing is rendered. `ctx.view` is now a stand-in that keeps
 * what is shared and makes the real renderer, with those locals, the first
 * time anything else is asked of it. Installed by AppProvider after Edge's
 * own provider, whose getter it replaces (same `request` local).
 */
export function installLazyViewLocals() {
  /* The layout's `{{ pagePreloads(page) }}` (app/core/http/page_preloads.ts). */
  edge.global('pagePreloads', (page: Parameters<typeof pagePreloads>[0]) =>
    edge.globals.html.safe(pagePreloads(page))
  )
  HttpContext.getter(
    'view',
    function (this: HttpContext) {
      const ctx = this
      const shared: Record<string, unknown>[] = []
      let renderer: Renderer | undefined

      const real = () => {
        if (renderer) return renderer
        renderer = edge
          .createRenderer()
          .share({ request: ctx.request, cspNonce: ctx.response.nonce })
        for (const locals of shared) renderer.share(locals)
        const csrfToken = ctx.request.csrfToken
        if (csrfToken) {
          renderer.share({
            csrfToken,
            csrfMeta: () =>
              edge.globals.html.safe(`<meta name='csrf-token' content='${csrfToken}'>`),
            csrfField: () =>
              edge.globals.html.safe(`<input type='hidden' name='_csrf' value='${csrfToken}'>`),
          })
        }
        return renderer
      }

      const standIn: Renderer = new Proxy({} as Renderer, {
        get(_target, property) {
          if (property === 'share' && !renderer) {
            return (locals: Record<string, unknown>) => {
              shared.push(locals)
              return standIn
            }
          }
          const value = Reflect.get(real(), property)
          return typeof value === 'function' ? value.bind(renderer) : value
        },
      })
      return standIn
    },
    true
  )
}
