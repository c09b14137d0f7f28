import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * inertia/css/app.css imports Mantine's styles component by component
 * (a smaller first load than the whole library's stylesheet). These checks
 * keep it complete: every component the pages import from @mantine/core has
 * its styles, with those of the components it is built on, in the order of
 * Mantine's own stylesheet (later rules win).
 */
const STYLES = 'node_modules/@mantine/core/styles'

/** Components built on others (from Mantine's sources): their styles come along. */
const BUILT_ON: Record<string, string[]> = {
  ActionIcon: ['UnstyledButton', 'Loader'],
  Accordion: ['UnstyledButton'],
  Alert: ['CloseButton'],
  Button: ['UnstyledButton', 'Loader'],
  Burger: ['UnstyledButton'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  CloseButton: ['UnstyledButton'],
  FileInput: ['Input'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  MultiSelect: ['Combobox', 'Input', 'Popover', 'Pill', 'PillsInput', 'ScrollArea'],
  NavLink: ['UnstyledButton'],
  NumberInput: ['Input'],
  Pagination: ['UnstyledButton', 'Group'],
  PasswordInput: ['Input', 'ActionIcon'],
  Radio: ['InlineInput', 'RadioIndicator'],
  SegmentedControl: ['FloatingIndicator'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  Switch: ['InlineInput'],
  Tabs: ['UnstyledButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  Tooltip: ['Popover'],
}
/** Always needed: the base and what @mantine/notifications and @mantine/modals render. */
const ALWAYS = ['baseline', 'global', 'Notification', 'Modal']

async function pageSources(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await pageSources(path)))
    else if (/\.tsx?$/.test(entry.name)) files.push(path)
  }
  return files
}

async function importedComponents() {
  const names = new Set<string>()
  for (const file of await pageSources('inertia')) {
    const source = await readFile(file, 'utf8')
    for (const match of source.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g
    )) {
      for (const part of match[1].split(',')) {
        const name = part
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/)[0]
        if (/^[A-Z]/.test(name)) names.add(name)
      }
    }
  }
  return names
}

async function importedStyles() {
  const css = await readFile('inertia/css/app.css', 'utf8')
  return [...css.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((m) => m[1])
}

test.group('Mantine styles of the pages', () => {
  test('every component the pages use has its styles and those it is built on', async ({
    assert,
  }) => {
    const imported = new Set(await importedStyles())
    const needed = new Set(ALWAYS)
    const add = (name: string) => {
      if (existsSync(join(STYLES, `${name}.css`))) needed.add(name)
      for (const base of BUILT_ON[name] ?? []) add(base)
    }
    for (const name of await importedComponents()) add(name)
    const missing = [...needed].filter((name) => !imported.has(name))
    assert.deepEqual(missing, [], `add these to inertia/css/app.css: ${missing.join(', ')}`)
  })

  test('the theme’s variables come from MantineProvider, not from a stylesheet', async ({
    assert,
  }) => {
    assert.notInclude(
      await readFile('inertia/css/app.css', 'utf8'),
      "styles/default-css-variables.css'"
    )
    assert.match(
      await readFile('inertia/app.tsx', 'utf8'),
      /<MantineProvider[^>]*\bdeduplicateCssVariables=\{false\}/
    )
  })

  test('in the order of Mantine’s own stylesheet', async ({ assert }) => {
    const full = await readFile('node_modules/@mantine/core/styles.css', 'utf8')
    const positions = await Promise.all(
      (await importedStyles()).map(async (name) => {
        const own = (await readFile(join(STYLES, `${name}.css`), 'utf8')).trim()
        return { name, at: full.indexOf(own.slice(0, 80)) }
      })
    )
    for (const { name, at } of positions) assert.isAtLeast(at, 0, `${name} is not in styles.css`)
    const sorted = [...positions].sort((a, b) => a.at - b.at).map(({ name }) => name)
    assert.deepEqual(
      positions.map(({ name }) => name),
      sorted
    )
  })

  test('no page imports the date pickers but through inertia/components/date_inputs.tsx', async ({
    assert,
  }) => {
    const offenders: string[] = []
    for (const file of await pageSources('inertia')) {
      if (file.endsWith(join('components', 'date_inputs.tsx'))) continue
      if ((await readFile(file, 'utf8')).includes("from '@mantine/dates'")) offenders.push(file)
    }
    assert.deepEqual(offenders, [])
  })
})
