import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The analytics charts are a chunk of their own (docs/architecture.md,
 * "heavy client code"): @mantine/charts and recharts are imported only by
 * inertia/features/analytics/charts/, which the rest of the client reaches
 * only through a dynamic import(), so no other page's bundle carries them.
 */
const CHART_DIR = join('inertia', 'features', 'analytics', 'charts')

async function clientSources(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await clientSources(path)))
    else if (/\.tsx?$/.test(entry.name)) files.push(path)
  }
  return files
}

test.group('Client bundles: charts load only with the analytics pages', () => {
  test('only the chart chunk imports @mantine/charts or recharts', async ({ assert }) => {
    const offenders: string[] = []
    for (const file of await clientSources('inertia')) {
      if (file.startsWith(CHART_DIR)) continue
      const source = await readFile(file, 'utf8')
      if (/from\s+'(@mantine\/charts|recharts)|import\s+'(@mantine\/charts|recharts)/.test(source))
        offenders.push(file)
    }
    assert.deepEqual(offenders, [])
  })

  test('the rest of the client reaches the chart chunk only through import()', async ({
    assert,
  }) => {
    const statics: string[] = []
    const dynamics: string[] = []
    for (const file of await clientSources('inertia')) {
      if (file.startsWith(CHART_DIR)) continue
      const source = await readFile(file, 'utf8')
      for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
        if (/features\/analytics\/charts\//.test(match[1])) statics.push(`${file}: ${match[1]}`)
      }
      if (/import\('~\/features\/analytics\/charts\/analytics_chart'\)/.test(source))
        dynamics.push(file)
    }
    assert.deepEqual(statics, [])
    assert.deepEqual(dynamics, ['inertia/features/analytics/analytics_chart_view.tsx'])
  })
})
