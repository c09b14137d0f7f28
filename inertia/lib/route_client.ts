import type { createTuyau } from '@tuyau/core/client'
import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'

/**
 * The part of Tuyau's client the pages use: `urlFor` (with `.get`, `.post`…)
 * and `getRoute`, which `<Link route>`, `<Form route>` and `useRouter` of
 * @adonisjs/inertia/react call. `createTuyau` also makes an HTTP client (ky,
 * object-to-formdata) for typed API calls that no page makes: about 8 KB gzip
 * in every first load. The URLs come from the same builder Tuyau uses
 * (@adonisjs/http-server's), with Tuyau's query-string rules (below);
 * tests/unit/client/route_client.spec.ts checks both give the same URL for
 * every route. The type is Tuyau's own, so the typecheck still knows every
 * route name and its parameters.
 */
export function routeClient<Reg extends Parameters<typeof createTuyau>[0]['registry']>(
  registry: Reg
) {
  const routes = registry.routes as Record<
    string,
    { methods: string[]; pattern: string; tokens: any[] }
  >
  const urlFor = createUrlBuilder(
    { root: Object.entries(routes).map(([name, route]) => ({ name, domain: 'root', ...route })) },
    searchParams
  ) as any
  const client = {
    urlFor,
    getRoute(name: string, args?: { params?: unknown }) {
      const route = routes[name]
      if (!route) throw new Error(`Route ${name} not found`)
      const method = route.methods[0].toLowerCase()
      const builder = method === 'head' || method === 'options' ? 'get' : method
      return { url: urlFor[builder](name, args?.params || {}).url, methods: route.methods }
    },
  }
  return client as unknown as ReturnType<typeof createTuyau<Reg>>
}

/** Tuyau's query string (its `buildSearchParams`): `a=1&list[]=x&nested[key]=y`, dates in ISO. */
export function searchParams(query?: Record<string, unknown>): string {
  if (!query) return ''
  const parts: string[] = []
  const add = (object: Record<string, unknown>, prefix = '') => {
    for (const [key, value] of Object.entries(object)) {
      if (value === undefined || value === null) continue
      const encodedKey = encodeURIComponent(key)
      const fullKey = prefix ? `${prefix}[${encodedKey}]` : encodedKey
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          if (item === undefined || item === null) return
          if (item instanceof Date)
            parts.push(`${fullKey}[]=${encodeURIComponent(item.toISOString())}`)
          else if (typeof item === 'object') add(item, `${fullKey}[${index}]`)
          else parts.push(`${fullKey}[]=${encodeURIComponent(item)}`)
        })
      } else if (value instanceof Date) {
        parts.push(`${fullKey}=${encodeURIComponent(value.toISOString())}`)
      } else if (typeof value === 'object') {
        add(value as Record<string, unknown>, fullKey)
      } else {
        parts.push(`${fullKey}=${encodeURIComponent(String(value))}`)
      }
    }
  }
  add(query)
  return parts.join('&')
}
