import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PUBLIC_NAMESPACES, cataloguePartsOf } from '#shared/page_parts'
import { namespaceScanner } from '../../../scripts/vite_page_messages.js'

/**
 * The translation catalogue reaches the browser in parts (app/shared/page_parts.ts,
 * inertia/lib/catalogue.ts): these checks keep the public part complete for
 * the guest pages, which load nothing else.
 */
async function pages(dir: string, prefix = ''): Promise<string[]> {
  const names: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory())
      names.push(...(await pages(join(dir, entry.name), `${prefix}${entry.name}/`)))
    else if (entry.name.endsWith('.tsx')) names.push(`${prefix}${entry.name.slice(0, -4)}`)
  }
  return names
}

test.group('Catalogue parts', () => {
  test('the four catalogue files list the public namespaces', async ({ assert }) => {
    const list = `{${[...PUBLIC_NAMESPACES].join(',')}}`
    for (const file of ['it_public', 'en_public', 'it_signed_in', 'en_signed_in']) {
      const source = await readFile(join('inertia', 'lang', `${file}.ts`), 'utf8')
      const globs = [...source.matchAll(/resources\/lang\/(it|en)\/([^']+)\.json'/g)]
      assert.isAbove(globs.length, 0, file)
      for (const glob of globs) {
        if (glob[2] !== '*') assert.equal(glob[2], list, `${file}: ${glob[0]}`)
      }
    }
  })

  test('a guest page names no namespace outside the public part', async ({ assert }) => {
    const reached = namespaceScanner(process.cwd())
    const layouts = ['auth_layout', 'public_layout'].map((name) =>
      join(process.cwd(), 'inertia', 'layouts', `${name}.tsx`)
    )
    const outside: string[] = []
    for (const name of await pages(join('inertia', 'pages'))) {
      if (cataloguePartsOf(name).includes('signed_in')) continue
      const file = join(process.cwd(), 'inertia', 'pages', `${name}.tsx`)
      for (const ns of reached([file, ...layouts])) {
        if (!(PUBLIC_NAMESPACES as readonly string[]).includes(ns)) outside.push(`${name}: ${ns}`)
      }
    }
    assert.deepEqual(outside, [])
  })

  test('a signed-in page names the namespaces of its layout', async ({ assert }) => {
    const reached = namespaceScanner(process.cwd())
    const found = reached([join(process.cwd(), 'inertia', 'layouts', 'area_layouts.tsx')])
    assert.includeMembers([...found], ['notifications', 'teams'])
  })
})
