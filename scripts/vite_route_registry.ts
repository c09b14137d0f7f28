import type { Plugin } from 'vite'
import { patternTokens, type RouteToken } from '../inertia/lib/route_tokens.js'

const REGISTRY = /[\\/]\.adonisjs[\\/]client[\\/]registry[\\/]index\.ts$/
const TOKENS = /^ {4}tokens: (\[.*\]),\n/gm
/* a type for the editor only (`placeholder as Registry[…]['types']`): nothing reads it at run time */
const TYPES = /^ {4}types: placeholder as [^\n]*,\n/gm

/**
 * The generated route registry (.adonisjs/client/registry/index.ts) lists
 * each route's parsed tokens next to its pattern: half of the file, in every
 * page's first load. In the browser bundle the tokens are made from the
 * patterns when the module loads (the same parse, a few lines); the build
 * fails if that parse would differ from the router's for any route (a
 * pattern with an extension such as `/:file.pdf`, say), so a URL the browser
 * builds is always the one the server would.
 */
export function registryWithoutTokens(tokensModule: string): Plugin {
  return {
    name: 'trasporti:registry-without-tokens',
    enforce: 'pre',
    transform(code, id) {
      if (!REGISTRY.test(id)) return null
      for (const match of code.matchAll(TOKENS)) {
        const pattern = code.slice(0, match.index).match(/pattern: '([^']*)',\n$/)?.[1]
        const tokens = (JSON.parse(match[1]) as RouteToken[]).map(({ type, val, end }) => ({
          type,
          val,
          end,
        }))
        if (
          pattern === undefined ||
          JSON.stringify(patternTokens(pattern)) !== JSON.stringify(tokens)
        )
          this.error(
            `route pattern ${pattern ?? '(unknown)'}: its tokens cannot be made in the browser`
          )
      }
      const stripped = code.replace(TOKENS, '').replace(TYPES, '')
      if (!stripped.includes('\nexport { routes }\n')) this.error('unexpected registry layout')
      return {
        code: stripped.replace(
          '\nexport { routes }\n',
          `\nimport { patternTokens as __tokens } from ${JSON.stringify(tokensModule)}\n` +
            `for (const route of Object.values(routes)) (route as any).tokens = __tokens(route.pattern)\n` +
            'export { routes }\n'
        ),
        map: null,
      }
    },
  }
}
