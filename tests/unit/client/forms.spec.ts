import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Forms speak the app's language: the browser's own validation bubbles
 * (English on an English browser, worded by the browser) never show. Every
 * form of the pages is `noValidate`; a required or malformed field gets the
 * server's translated message next to it.
 */
async function pageFiles(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await pageFiles(path)))
    else if (entry.name.endsWith('.tsx')) files.push(path)
  }
  return files
}

/** The text of each opening <form …> / <Form …> tag of a source. */
function formTags(source: string) {
  const tags: string[] = []
  for (const match of source.matchAll(/<(form|Form)(?=[\s>])/g)) {
    let end = match.index! + match[0].length
    let depth = 0
    for (; end < source.length; end++) {
      const char = source[end]
      if (char === '{') depth++
      else if (char === '}') depth--
      else if (char === '>' && depth === 0 && source[end - 1] !== '=') break
    }
    tags.push(source.slice(match.index!, end + 1))
  }
  return tags
}

test.group('Forms', () => {
  test('every form leaves validation to the app (noValidate)', async ({ assert }) => {
    const offenders: string[] = []
    let forms = 0
    for (const file of await pageFiles('inertia')) {
      for (const tag of formTags(await readFile(file, 'utf8'))) {
        forms++
        if (!/\bnoValidate\b/.test(tag)) offenders.push(`${file}: ${tag.slice(0, 60)}`)
      }
    }
    assert.isAbove(forms, 20)
    assert.deepEqual(offenders, [])
  })

  test('no native date input: dates are typed and shown dd/mm/yyyy', async ({ assert }) => {
    const offenders: string[] = []
    for (const file of await pageFiles('inertia')) {
      if (/type=["']date["']|type=["']datetime-local["']/.test(await readFile(file, 'utf8')))
        offenders.push(file)
    }
    assert.deepEqual(offenders, [])
  })
})
