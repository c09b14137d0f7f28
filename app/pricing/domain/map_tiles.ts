/**
 * The map tile server of the platform settings (Admin → Settings → General):
 * a Leaflet URL template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * and the attribution its provider requires. Empty by default: the maps then
 * draw the offline outline of Italy's regions and fetch nothing.
 *
 * A template is accepted only when it is plain http(s) with `{z}`, `{x}` and
 * `{y}` in its path (`{r}` for retina tiles; `{s}` only as the host's first
 * label, for the provider's subdomains) and nothing a Content-Security-Policy
 * or an HTML attribute could be broken with: the tile host becomes the one
 * extra source of the CSP's `img-src` (tileImageSource). Pure.
 */
export type MapTiles = { urlTemplate: string; attribution: string }

export const NO_MAP_TILES: MapTiles = { urlTemplate: '', attribution: '' }

export const TILE_URL_MAX_LENGTH = 500
export const TILE_ATTRIBUTION_MAX_LENGTH = 200

export type TileUrlProblem = 'characters' | 'protocol' | 'host' | 'placeholders'

/* Printable ASCII without spaces, quotes, angle brackets, backslash, backtick, `;`, `,` and `|`. */
const SAFE = /^[!#-&(-+\-./0-:=?-[\]_a-z{}~]+$/i
const PARTS = /^(https?):\/\/([^/?#]*)([/?#].*)?$/i
const AUTHORITY =
  /^(\{s\}\.)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(:\d{1,5})?$/i
const PATH_PLACEHOLDERS = new Set(['{z}', '{x}', '{y}', '{r}'])

type Parsed = { scheme: string; subdomains: boolean; host: string; port: string }

function parse(template: string): Parsed | TileUrlProblem {
  if (!SAFE.test(template)) return 'characters'
  const parts = PARTS.exec(template)
  if (!parts) return 'protocol'
  const authority = AUTHORITY.exec(parts[2])
  if (!authority) return parts[2].includes('{') ? 'placeholders' : 'host'
  const port = authority[3] ?? ''
  if (port && (Number(port.slice(1)) < 1 || Number(port.slice(1)) > 65_535)) return 'host'
  const path = parts[3] ?? ''
  const placeholders: string[] = path.match(/\{[^{}]*\}/g) ?? []
  const braces = path.replace(/\{[^{}]*\}/g, '')
  if (
    braces.includes('{') ||
    braces.includes('}') ||
    placeholders.some((placeholder) => !PATH_PLACEHOLDERS.has(placeholder)) ||
    !['{z}', '{x}', '{y}'].every((needed) => placeholders.includes(needed))
  ) {
    return 'placeholders'
  }
  return {
    scheme: parts[1].toLowerCase(),
    subdomains: authority[1] !== undefined,
    host: authority[2].toLowerCase(),
    port,
  }
}

/** Why the template is not accepted, or null when it is (an empty template is "none"). */
export function tileUrlProblem(template: string): TileUrlProblem | null {
  if (template === '') return null
  if (template.length > TILE_URL_MAX_LENGTH) return 'characters'
  const parsed = parse(template)
  return typeof parsed === 'string' ? parsed : null
}

/**
 * The Content-Security-Policy source the template's tiles come from
 * (`https://*.tile.example.org` for `{s}` subdomains), or null for no
 * template or one that is not accepted.
 */
export function tileImageSource(template: string): string | null {
  if (template === '' || tileUrlProblem(template) !== null) return null
  const parsed = parse(template) as Parsed
  return `${parsed.scheme}://${parsed.subdomains ? '*.' : ''}${parsed.host}${parsed.port}`
}

/** Stored JSON (any shape) as map tiles: anything malformed means none. */
export function mapTilesFrom(stored: unknown): MapTiles {
  if (!stored || typeof stored !== 'object') return { ...NO_MAP_TILES }
  const { urlTemplate, attribution } = stored as Record<string, unknown>
  if (typeof urlTemplate !== 'string' || tileUrlProblem(urlTemplate) !== null)
    return { ...NO_MAP_TILES }
  return {
    urlTemplate,
    attribution:
      urlTemplate && typeof attribution === 'string'
        ? attribution.slice(0, TILE_ATTRIBUTION_MAX_LENGTH)
        : '',
  }
}
