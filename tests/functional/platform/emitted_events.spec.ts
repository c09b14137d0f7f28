import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { test } from '@japa/runner'
import ts from 'typescript'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { sourceFiles } from '#tests/helpers/source_files'

/**
 * "Events that are emitted have listeners or are removed": the events the
 * app declares (`interface EventsList` in `declare module
 * '@adonisjs/core/types'`, anywhere under app/) and the `emitter.emit(...)`
 * calls, read from the sources, against the listeners registered at boot
 * (start/events.ts imports every capability's listeners.ts).
 */
type Found = { name: string; file: string }

async function scanEvents() {
  const declared: Found[] = []
  const emitted: Found[] = []
  for (const path of await sourceFiles(app.makePath('app'))) {
    const file = relative(app.makePath(), path)
    const source = ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.Latest)
    const visit = (node: ts.Node) => {
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'EventsList') {
        for (const member of node.members) {
          if (member.name && (ts.isStringLiteral(member.name) || ts.isIdentifier(member.name)))
            declared.push({ name: member.name.text, file })
        }
      }
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'emit' &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'emitter'
      ) {
        const [first] = node.arguments
        emitted.push({
          name:
            first && ts.isStringLiteralLike(first)
              ? first.text
              : `<dynamic ${first?.getText(source)}>`,
          file,
        })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { declared, emitted }
}

test.group('Events: emitted events have listeners', () => {
  test('every event the app declares has a listener registered at boot', async ({ assert }) => {
    const { declared } = await scanEvents()
    assert.isAbove(declared.length, 0)
    const silent = declared.filter(
      ({ name }) => !emitter.hasListeners(name as Parameters<typeof emitter.hasListeners>[0])
    )
    assert.deepEqual(silent, [], 'add a listener doing real work, or remove the event and its emit')
  })

  test('every emitted event is declared, and every declared event is emitted', async ({
    assert,
  }) => {
    const { declared, emitted } = await scanEvents()
    const declaredNames = new Set(declared.map(({ name }) => name))
    const emittedNames = new Set(emitted.map(({ name }) => name))
    assert.deepEqual(
      emitted.filter(({ name }) => !declaredNames.has(name)),
      [],
      'emit only events declared in EventsList (string names, next to their listeners)'
    )
    assert.deepEqual(
      declared.filter(({ name }) => !emittedNames.has(name)),
      [],
      'remove declarations of events nobody emits'
    )
  })
})
