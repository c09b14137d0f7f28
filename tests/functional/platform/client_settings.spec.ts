import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import app from '@adonisjs/core/services/app'

/**
 * The spec's client-side constants (§2, §9) are Inertia 3 defaults we must
 * not override: prefetch cache 30000 ms, hover delay 75 ms, progress delay
 * 250 ms, recentlySuccessful 2000 ms. Ours to set: the title callback and the
 * grey progress bar. Page bundles load from /build/.
 *
 * These tests read the installed @inertiajs/core and our createInertiaApp
 * options from inertia/app.tsx (parsed with the TypeScript compiler), so an
 * upgrade that changes a default, or an override in app.tsx, fails here.
 */
const root = fileURLToPath(app.appRoot)

async function inertiaAppOptions() {
  const file = `${root}inertia/app.tsx`
  const source = ts.createSourceFile(
    file,
    await readFile(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX
  )
  let options: ts.ObjectLiteralExpression | undefined
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'createInertiaApp' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      options = node.arguments[0]
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (!options) throw new Error('createInertiaApp({...}) not found in inertia/app.tsx')
  const properties = new Map<string, ts.Expression | ts.Node>()
  for (const property of options.properties) {
    const name =
      property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        ? property.name.text
        : '?'
    properties.set(name, ts.isPropertyAssignment(property) ? property.initializer : property)
  }
  return { source, properties }
}

function literalObject(node: ts.Node | undefined): Record<string, string> {
  if (!node || !ts.isObjectLiteralExpression(node)) return {}
  const result: Record<string, string> = {}
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name && ts.isIdentifier(property.name)) {
      result[property.name.text] = property.initializer.getText().replace(/^['"`]|['"`]$/g, '')
    } else {
      result[property.getText()] = '(not a plain property)'
    }
  }
  return result
}

test.group('Client settings: Inertia defaults we rely on', () => {
  test('the installed Inertia core keeps the spec values as defaults', async ({ assert }) => {
    const core = await import('@inertiajs/core')
    assert.equal(core.config.get('prefetch.cacheFor'), 30000)
    assert.equal(core.config.get('prefetch.hoverDelay'), 75)
    assert.equal(core.config.get('form.recentlySuccessfulDuration'), 2000)

    /* The progress delay is a default parameter of setupProgress(). */
    const dist = await readFile(fileURLToPath(import.meta.resolve('@inertiajs/core')), 'utf8')
    const match = dist.match(/function setupProgress\(\{\s*delay = (\d+)/)
    assert.exists(match, 'setupProgress({ delay = … }) not found in @inertiajs/core')
    assert.equal(Number(match![1]), 250)
  })

  test('inertia/app.tsx does not override the prefetch, form or progress-delay defaults', async ({
    assert,
  }) => {
    const { properties } = await inertiaAppOptions()
    for (const name of ['defaults', 'progress']) {
      const node = properties.get(name)
      if (node)
        assert.isTrue(
          ts.isObjectLiteralExpression(node),
          `createInertiaApp({ ${name} }) must be an object literal to be checked`
        )
    }
    const defaults = literalObject(properties.get('defaults'))
    assert.notProperty(
      defaults,
      'prefetch',
      'createInertiaApp({ defaults: { prefetch } }) overrides cacheFor/hoverDelay'
    )
    assert.notProperty(
      defaults,
      'form',
      'createInertiaApp({ defaults: { form } }) overrides recentlySuccessfulDuration'
    )
    const progress = literalObject(properties.get('progress'))
    assert.notProperty(progress, 'delay', 'progress.delay overrides the 250 ms default')
  })

  test('no client code changes the global Inertia config at runtime', async ({ assert }) => {
    const { glob } = await import('node:fs/promises')
    const offenders: string[] = []
    for await (const file of glob('inertia/**/*.{ts,tsx}', { cwd: root })) {
      const text = await readFile(`${root}${file}`, 'utf8')
      if (/\bconfig\.(set|replace|extend)\(|recentlySuccessfulDuration|hoverDelay/.test(text))
        offenders.push(file)
    }
    assert.deepEqual(offenders, [])
  })

  test('the progress bar is grey (#4B5563)', async ({ assert }) => {
    const { properties } = await inertiaAppOptions()
    const progress = literalObject(properties.get('progress'))
    assert.equal(progress.color?.toUpperCase(), '#4B5563')
  })

  test('page titles are "<Page> - <App name>", and the app name alone without a page title', async ({
    assert,
  }) => {
    const { properties } = await inertiaAppOptions()
    const title = properties.get('title')
    assert.exists(title, 'createInertiaApp({ title }) is missing')
    const js = ts.transpileModule(`export default (appName) => (${title!.getText()})`, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText
    const module = { exports: {} as any }
    new Function('module', 'exports', js)(module, module.exports)
    const titleFor = module.exports.default('Trasporti') as (page: string) => string
    assert.equal(titleFor('Accedi'), 'Accedi - Trasporti')
    assert.equal(titleFor('Dashboard'), 'Dashboard - Trasporti')
    assert.equal(titleFor(''), 'Trasporti')
  })
})

test.group('Client settings: page bundles under /build/', () => {
  test('config/vite.ts builds into public/build and serves from /build', async ({ assert }) => {
    const viteConfig = app.config.get<Record<string, any>>('vite')
    assert.equal(viteConfig.buildDirectory, 'public/build')
    assert.equal(viteConfig.assetsUrl, '/build')
    assert.equal(viteConfig.manifestFile, 'public/build/.vite/manifest.json')
  })

  test('vite.config.ts uses the same directory and URL, with inertia/app.tsx as the entry point', async ({
    assert,
  }) => {
    const text = await readFile(`${root}vite.config.ts`, 'utf8')
    assert.match(text, /buildDirectory:\s*['"]public\/build['"]/)
    assert.match(text, /assetsUrl:\s*['"]\/build['"]/)
    assert.match(text, /entryPoints:\s*\[\s*['"]inertia\/app\.tsx['"]\s*\]/)
  })

  test('the Inertia asset version is pinned in tests (no 409 from a stale built manifest)', async ({
    assert,
  }) => {
    assert.equal(app.config.get('inertia.assetsVersion'), '1')
  })
})
