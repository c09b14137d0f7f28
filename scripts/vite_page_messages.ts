import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The namespaces named in the modules reachable from `start` (see pageMessages).
 * Also used by tests/unit/client/page_parts.spec.ts.
 */
export function namespaceScanner(root: string) {
  const langDir = join(root, 'resources', 'lang')
  const namespaces = readdirSync(join(langDir, 'it'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
  const mention = new RegExp(`(['"\`])(${namespaces.join('|')})\\.([\\w.]*)(.)`, 'g')
  /*
   * Names no namespace: a menu label (`'<ns>.nav…'`, in the public part:
   * menuMessages), a string that is exactly a route name and no message key
   * (`route="teams.show"`, `urlFor('teams.show')`).
   */
  const routeNames = new Set(
    [
      ...readFileSync(join(root, '.adonisjs', 'client', 'registry', 'index.ts'), 'utf8').matchAll(
        /^ {2}'([^']+)': \{/gm
      ),
    ].map((m) => m[1])
  )
  const keys = new Set<string>()
  const walk = (prefix: string, tree: unknown) => {
    if (typeof tree === 'string') keys.add(prefix)
    else for (const [key, child] of Object.entries(tree as object)) walk(`${prefix}.${key}`, child)
  }
  for (const ns of namespaces)
    walk(ns, JSON.parse(readFileSync(join(langDir, 'it', `${ns}.json`), 'utf8')))
  const namesNamespace = (m: RegExpMatchArray) => {
    const whole = `${m[2]}.${m[3]}`
    const closed = m[4] === m[1]
    if (closed && (m[3] === 'nav' || m[3].startsWith('nav.')) && keys.has(whole)) return false
    return !(closed && routeNames.has(whole) && !keys.has(whole))
  }
  const scanned = new Map<string, { imports: string[]; namespaces: Set<string> }>()
  const aliases: Array<[string, string]> = [
    ['~/', join(root, 'inertia')],
    ['@shared/', join(root, 'app', 'shared')],
  ]

  const resolveFile = (base: string) => {
    const stem = base.replace(/\.js$/, '')
    for (const candidate of [
      base,
      `${stem}.ts`,
      `${stem}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
    ]) {
      if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
        return candidate
    }
    return null
  }

  const resolveImport = (from: string, specifier: string) => {
    if (specifier.startsWith('.')) return resolveFile(join(dirname(from), specifier))
    for (const [prefix, dir] of aliases) {
      if (specifier.startsWith(prefix))
        return resolveFile(join(dir, specifier.slice(prefix.length)))
    }
    return null
  }

  const scan = (file: string) => {
    let entry = scanned.get(file)
    if (entry) return entry
    const source = readFileSync(file, 'utf8')
    const imports: string[] = []
    for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const resolved = resolveImport(file, match[1])
      if (resolved) imports.push(resolved)
    }
    entry = {
      imports,
      namespaces: new Set([...source.matchAll(mention)].filter(namesNamespace).map((m) => m[2])),
    }
    scanned.set(file, entry)
    return entry
  }

  const reached = (start: string[]) => {
    const seen = new Set<string>()
    const found = new Set<string>()
    const queue = [...start]
    while (queue.length) {
      const file = queue.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      const { imports, namespaces: named } = scan(file)
      for (const ns of named) found.add(ns)
      queue.push(...imports)
    }
    return found
  }

  return reached
}

/**
 * inertia/lang/menu_labels_<locale>.ts: the menu labels of every namespace
 * (its `nav` messages, "requests.nav", "ordering.nav.cart"…), flattened,
 * English over Italian, generated from resources/lang. They come with the
 * public part of the catalogue (inertia/lang/<locale>_public.ts), so the
 * signed-in layouts' menus do not make every page load every namespace their
 * labels live in.
 */
export function menuMessages(root: string): Plugin {
  const langDir = join(root, 'resources', 'lang')
  const navOf = (locale: string) => {
    const messages: Record<string, string> = {}
    const walk = (prefix: string, tree: unknown) => {
      if (typeof tree === 'string') messages[prefix] = tree
      else
        for (const [key, child] of Object.entries(tree as object)) walk(`${prefix}.${key}`, child)
    }
    for (const file of readdirSync(join(langDir, locale)).filter((f) => f.endsWith('.json'))) {
      const tree = JSON.parse(readFileSync(join(langDir, locale, file), 'utf8'))
      if (tree.nav !== undefined) walk(`${file.replace(/\.json$/, '')}.nav`, tree.nav)
    }
    return messages
  }
  const labels = join(root, 'inertia', 'lang', 'menu_labels_')
  return {
    name: 'trasporti:menu-messages',
    load(id) {
      const file = id.split('?')[0]
      if (!file.startsWith(labels)) return null
      const locale = file.slice(labels.length).replace(/\.ts$/, '')
      const messages = locale === 'en' ? { ...navOf('it'), ...navOf('en') } : navOf('it')
      for (const dir of ['it', locale]) {
        for (const f of readdirSync(join(langDir, dir))) this.addWatchFile(join(langDir, dir, f))
      }
      return `export default ${JSON.stringify(messages)}`
    },
  }
}
