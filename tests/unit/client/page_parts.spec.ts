import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  CATALOGUE_PARTS,
  DEALER_NAMESPACES,
  PUBLIC_NAMESPACES,
  STAFF_NAMESPACES,
  TRANSPORTER_NAMESPACES,
  cataloguePartsOf,
  usesSignedInLayout,
  type CataloguePart,
} from '#shared/page_parts'
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

/** The namespaces each part claims; `signed_in` holds every other one. */
const CLAIMED: Record<Exclude<CataloguePart, 'signed_in'>, readonly string[]> = {
  public: PUBLIC_NAMESPACES,
  dealer: DEALER_NAMESPACES,
  transporter: TRANSPORTER_NAMESPACES,
  staff: STAFF_NAMESPACES,
}

async function namespaces() {
  return (await readdir(join('resources', 'lang', 'it')))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
}

async function namespacesOfPart(part: CataloguePart) {
  if (part !== 'signed_in') return [...CLAIMED[part]]
  const claimed = new Set(Object.values(CLAIMED).flat())
  return (await namespaces()).filter((ns) => !claimed.has(ns))
}

test.group('Catalogue parts', () => {
  test('each catalogue file lists the namespaces of its part', async ({ assert }) => {
    const claimed = Object.values(CLAIMED).flat()
    for (const locale of ['it', 'en']) {
      for (const part of CATALOGUE_PARTS) {
        const file = `${locale}_${part}`
        const source = await readFile(join('inertia', 'lang', `${file}.ts`), 'utf8')
        const globs = [
          ...source.matchAll(/'(!?)\.\.\/\.\.\/resources\/lang\/(it|en)\/([^']+)\.json'/g),
        ]
        assert.isAbove(globs.length, 0, file)
        for (const [whole, negated, , list] of globs) {
          if (part === 'signed_in') {
            if (negated) assert.equal(list, `{${claimed.join(',')}}`, `${file}: ${whole}`)
            else assert.equal(list, '*', `${file}: ${whole}`)
          } else {
            assert.equal(list, `{${CLAIMED[part].join(',')}}`, `${file}: ${whole}`)
          }
        }
      }
    }
  })

  test('every namespace is in one part', async ({ assert }) => {
    const all = await namespaces()
    const claimed = Object.values(CLAIMED).flat()
    assert.equal(new Set(claimed).size, claimed.length, 'a namespace claimed twice')
    assert.includeMembers(all, claimed)
    const signedIn = await namespacesOfPart('signed_in')
    assert.sameMembers([...claimed, ...signedIn], all)
  })

  test('every page names only namespaces of the parts it loads', async ({ assert }) => {
    const reached = namespaceScanner(process.cwd())
    const layout = (name: string) => join(process.cwd(), 'inertia', 'layouts', `${name}.tsx`)
    const outside: string[] = []
    for (const name of await pages(join('inertia', 'pages'))) {
      const available = new Set<string>()
      for (const part of cataloguePartsOf(name))
        for (const ns of await namespacesOfPart(part)) available.add(ns)
      const layouts = usesSignedInLayout(name)
        ? [layout('area_layouts')]
        : [layout('auth_layout'), layout('public_layout')]
      const file = join(process.cwd(), 'inertia', 'pages', `${name}.tsx`)
      for (const ns of reached([file, ...layouts])) {
        if (!available.has(ns)) outside.push(`${name}: ${ns}`)
      }
    }
    assert.deepEqual(outside, [])
  })

  test('a dealer or carrier page does not load staff’s part, a guest page only the public one', ({
    assert,
  }) => {
    assert.deepEqual(cataloguePartsOf('auth/login'), ['public'])
    assert.deepEqual(cataloguePartsOf('dealer/dashboard'), ['public', 'signed_in', 'dealer'])
    assert.deepEqual(cataloguePartsOf('transporter/dashboard'), [
      'public',
      'signed_in',
      'transporter',
    ])
    assert.deepEqual(cataloguePartsOf('account/profile/show'), ['public', 'signed_in'])
    assert.sameMembers(cataloguePartsOf('admin/dashboard'), [...CATALOGUE_PARTS])
  })

  test('a signed-in page names the namespaces of its layout', async ({ assert }) => {
    const reached = namespaceScanner(process.cwd())
    const found = reached([join(process.cwd(), 'inertia', 'layouts', 'area_layouts.tsx')])
    assert.includeMembers([...found], ['notifications', 'teams'])
  })
})
