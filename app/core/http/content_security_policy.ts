import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

type CspOptions = {
  enabled: boolean
  reportOnly?: boolean
  directives?: Record<string, unknown>
}

const NONCE = '@nonce'

/* A scheme and host (`https://tiles.example.org`, `https://*.tile.example.org:8443`), nothing else. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/

let extraImageSources: readonly string[] = []
let extraImageSourcesVersion = 0

/**
 * Hosts images may also come from, besides the policy's own `img-src`: the
 * map tile server configured in the platform settings (set at boot, when
 * staff save the settings and when a map renders: see
 * app/pricing/domain/map_tiles.ts). Only plain scheme-and-host sources are
 * accepted, so nothing but `img-src` can ever widen. Per process.
 */
export function setExtraImageSources(sources: readonly (string | null)[]) {
  const wanted = [...new Set(sources.filter((source): source is string => source !== null))]
  for (const source of wanted) {
    if (!HOST_SOURCE.test(source))
      throw new Error(`Content-Security-Policy: "${source}" is not a scheme and host`)
  }
  if (wanted.join(' ') === extraImageSources.join(' ')) return
  extraImageSources = wanted
  extraImageSourcesVersion++
}

export function currentExtraImageSources() {
  return extraImageSources
}

function kebabCase(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** A directive's values: plain texts and keywords only (config/shield.ts has no functions). */
function textsOf(name: string, values: unknown): string[] {
  const texts = values && typeof values === 'object' ? Array.from(values as Iterable<unknown>) : []
  if (texts.some((value) => typeof value !== 'string')) {
    throw new Error(`Content-Security-Policy: "${name}" may only list texts and keywords`)
  }
  return texts as string[]
}

/**
 * The Content-Security-Policy header of config/shield.ts with a fresh nonce
 * per request, as Shield's CSP guard sends it (`'nonce-…'` for the `@nonce`
 * keyword, `ctx.response.nonce`, which the Edge views read as `cspNonce`:
 * app/core/http/view_locals.ts), but with the
 * header text put together once at boot: Shield rebuilds and re-validates
 * every directive on every request (helmet), which cost a few percent of a
 * page; it is put together again only when the extra image sources change.
 * The nonce carries 128 random bits (base64url).
 */
export function contentSecurityPolicy(options: CspOptions) {
  if (!options.enabled || !options.directives) return (_ctx: HttpContext) => {}
  const headerName = options.reportOnly
    ? 'Content-Security-Policy-Report-Only'
    : 'Content-Security-Policy'
  const directives = Object.entries(options.directives).map(
    ([name, values]) => [kebabCase(name), textsOf(name, values)] as const
  )
  const build = () =>
    directives
      .map(([name, values]) =>
        [name, ...values, ...(name === 'img-src' ? extraImageSources : [])].join(' ')
      )
      .join(';')
      .split(NONCE)
  let pieces = build()
  let builtFor = extraImageSourcesVersion

  return (ctx: HttpContext) => {
    if (builtFor !== extraImageSourcesVersion) {
      pieces = build()
      builtFor = extraImageSourcesVersion
    }
    const nonce = randomBytes(16).toString('base64url')
    ctx.response.nonce = nonce
    ctx.response.header(headerName, pieces.join(`'nonce-${nonce}'`))
  }
}
