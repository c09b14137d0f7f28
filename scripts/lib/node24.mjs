/*
 * The app needs Node 24, which `npm ci` installs into node_modules (the
 * system Node may be older). A script started by an older Node runs itself
 * again under the project's Node 24 and exits with its status.
 */
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export function runOnNode24(scriptUrl, root) {
  if (Number(process.versions.node.split('.')[0]) >= 24) return
  const localNode = join(root, 'node_modules', '.bin', 'node')
  if (!existsSync(localNode)) {
    console.error(
      '✖ Node 24 is required: run `npm ci` first (it installs Node 24 into node_modules).'
    )
    process.exit(1)
  }
  const result = spawnSync(localNode, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  process.exit(result.status ?? 1)
}
