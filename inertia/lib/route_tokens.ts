export type RouteToken = { type: number; val: string; end: string }

/**
 * The tokens of a route pattern, as AdonisJS's router makes them for its URL
 * builder (`createURL` of @adonisjs/http-server reads `type`, `val`, `end`):
 * a static segment (0), a parameter (1), a wildcard (2), an optional
 * parameter (3); `/` alone is one static token. The browser's route registry
 * is sent without them and makes them here (scripts/vite_route_registry.ts).
 */
export function patternTokens(pattern: string): RouteToken[] {
  const segments = pattern.split('/').filter(Boolean)
  if (segments.length === 0) return [{ type: 0, val: '/', end: '' }]
  return segments.map((segment) => {
    if (segment === '*') return { type: 2, val: '*', end: '' }
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?')
      return { type: optional ? 3 : 1, val: segment.slice(1, optional ? -1 : undefined), end: '' }
    }
    return { type: 0, val: segment, end: '' }
  })
}
