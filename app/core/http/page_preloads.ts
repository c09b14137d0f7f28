import vite from '@adonisjs/vite/services/main'
import { cataloguePartsOf, usesSignedInLayout } from '#shared/page_parts'

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }

const ENTRY = 'inertia/app.tsx'
const SIGNED_IN_LAYOUTS = 'inertia/layouts/area_layouts.tsx'
const cache = new Map<string, string>()

type PageObject = { component?: unknown; props?: { locale?: unknown } }

/**
 * The `<link>` tags that let a first visit fetch what its page needs together
 * with the app's code instead of after it: a `modulepreload` for the page's
 * chunk, the chunks it imports, the public part of its language's
 * translation catalogue, and for a signed-in page the signed-in layouts and
 * the catalogue parts of its audience (app/shared/page_parts.ts,
 * inertia/lib/catalogue.ts), a stylesheet for their CSS (Vite's loader
 * finds it in the document and does not add it again). What the entry
 * already loads (`@vite(...)` in the layout) is left out. Production builds
 * only: the dev server serves modules one by one. Computed once per page
 * component and language.
 */
export function pagePreloads(page: PageObject | undefined): string {
  const component = page?.component
  const locale = page?.props?.locale === 'en' ? 'en' : 'it'
  if (typeof component !== 'string' || vite.useDevServer || !vite.hasManifestFile) return ''
  const key = `${locale}:${component}`
  let tags = cache.get(key)
  if (tags === undefined) {
    tags = preloadTags(vite.manifest() as Record<string, Chunk>, component, locale)
    cache.set(key, tags)
  }
  return tags
}

function preloadTags(manifest: Record<string, Chunk>, component: string, locale: string) {
  const page = `inertia/pages/${component}.tsx`
  if (!manifest[page] || !manifest[ENTRY]) return ''
  const loaded = new Set<string>()
  collect(manifest, ENTRY, loaded)
  const wanted = new Set<string>()
  /* a signed-in page: its layouts; every page: the parts of its language's catalogue it needs */
  if (usesSignedInLayout(component)) collect(manifest, SIGNED_IN_LAYOUTS, wanted)
  for (const part of cataloguePartsOf(component))
    collect(manifest, `inertia/lang/${locale}_${part}.ts`, wanted)
  collect(manifest, page, wanted)
  const base = vite.assetsUrl()
  const scripts: string[] = []
  const styles: string[] = []
  for (const key of wanted) {
    if (loaded.has(key)) continue
    const chunk = manifest[key]
    scripts.push(`<link rel="modulepreload" href="${base}/${chunk.file}">`)
    for (const css of chunk.css ?? []) styles.push(`<link rel="stylesheet" href="${base}/${css}">`)
  }
  return [...new Set([...styles, ...scripts])].join('\n')
}

function collect(manifest: Record<string, Chunk>, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return
  into.add(key)
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into)
}
