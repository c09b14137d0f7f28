import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The charts are heavy client code (Mantine charts on recharts, with its
 * d3 parts): like the maps (docs/architecture.md, "heavy client code"), they
 * are imported only inside a `charts/` folder of inertia/features, which the
 * rest of the client reaches only through a dynamic import(), so no page's
 * bundle carries them. The admin dashboard's charts are the first such
 * chunk (inertia/features/dashboards/charts/).
 */
const inChartsChunk = (file: string) => /^inertia[\\/]features[\\/].+[\\/]charts[\\/]/.test(file)

async function clientSources(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await clientSources(path)))
    else if (/\.tsx?$/.test(entry.name)) files.push(path)
  }
  return files
}

test.group('Client bundles: charts load only with their views', () => {
  test('only a charts chunk imports @mantine/charts or recharts', async ({ assert }) => {
    const offenders: string[] = []
    for (const file of await clientSources('inertia')) {
      if (inChartsChunk(file)) continue
      const source = await readFile(file, 'utf8')
      if (/^import\s+(?!type\b)[^;]*?from\s+'(@mantine\/charts|recharts)/m.test(source))
        offenders.push(file)
      if (/^import\s+'@mantine\/charts/m.test(source)) offenders.push(file)
    }
    assert.deepEqual(offenders, [])
  })

  test('the rest of the client reaches a charts chunk only through import()', async ({
    assert,
  }) => {
    const statics: string[] = []
    let dashboardLoads = false
    let analyticsLoads = false
    for (const file of await clientSources('inertia')) {
      if (inChartsChunk(file)) continue
      const source = await readFile(file, 'utf8')
      for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
        if (/features\/.+\/charts\//.test(match[1])) statics.push(`${file}: ${match[1]}`)
      }
      if (source.includes("import('~/features/dashboards/charts/trend_charts')"))
        dashboardLoads = file === join('inertia', 'features', 'dashboards', 'trend_charts_view.tsx')
      if (source.includes("import('~/features/analytics/charts/analytics_chart')"))
        analyticsLoads =
          file === join('inertia', 'features', 'analytics', 'analytics_chart_view.tsx')
    }
    assert.deepEqual(statics, [])
    assert.isTrue(dashboardLoads)
    assert.isTrue(analyticsLoads)
  })
})
