import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The marketplace map is a chunk of its own (docs/architecture.md, "heavy
 * client code"): Leaflet, its clustering plugin, their styles and the
 * outline of Italy are imported only by inertia/features/marketplace/map/,
 * which the rest of the client reaches only through a dynamic import(), so
 * no page's bundle carries them and the map loads when it opens.
 */
const MAP_DIR = join('inertia', 'features', 'marketplace', 'map')
/* The transport's position map (issue 11) is a chunk of its own too, drawn on the same outline. */
const POSITION_MAP_DIR = join('inertia', 'features', 'tracking', 'map')
/* What every map chunk draws on (Leaflet's base, the outline of Italy): imported only by the chunks. */
const MAP_BASE_DIR = join('inertia', 'features', 'map_base')
/* The staff maps (issue 14, Admin → Maps): one chunk for the four of them. */
const ADMIN_MAP_DIR = join('inertia', 'features', 'maps', 'map')
const MAP_DIRS = [MAP_DIR, POSITION_MAP_DIR, MAP_BASE_DIR, ADMIN_MAP_DIR]
const inMapChunk = (file: string) => MAP_DIRS.some((dir) => file.startsWith(dir))

async function clientSources(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await clientSources(path)))
    else if (/\.tsx?$/.test(entry.name)) files.push(path)
  }
  return files
}

test.group('Client bundles: the map loads only with the map view', () => {
  test('only the map chunk imports Leaflet, its plugin and the outline', async ({ assert }) => {
    const offenders: string[] = []
    for (const file of await clientSources('inertia')) {
      if (inMapChunk(file)) continue
      const source = await readFile(file, 'utf8')
      if (/from\s+'leaflet|import\s+'leaflet|italy_regions\.json/.test(source)) offenders.push(file)
    }
    assert.deepEqual(offenders, [])
  })

  test('the rest of the client reaches the map chunk only through import()', async ({ assert }) => {
    const statics: string[] = []
    const dynamics: string[] = []
    for (const file of await clientSources('inertia')) {
      if (inMapChunk(file)) continue
      const source = await readFile(file, 'utf8')
      for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
        if (/features\/((marketplace|tracking|maps)\/map|map_base)\//.test(match[1]))
          statics.push(`${file}: ${match[1]}`)
      }
      if (
        /import\('~\/features\/(marketplace\/map\/marketplace_map|tracking\/map\/position_map|maps\/map\/admin_map)'\)/.test(
          source
        )
      )
        dynamics.push(file)
    }
    assert.deepEqual(statics, [])
    assert.deepEqual(dynamics.sort(), [
      'inertia/features/maps/admin_map_view.tsx',
      'inertia/features/marketplace/marketplace_map_view.tsx',
      'inertia/features/tracking/position_map_view.tsx',
    ])
  })
})
