/*
 * The production build (`node ace build`: the compiled server in build/ and the
 * page bundles in build/public/build), shared by `npm start`, the benchmark and
 * the cluster test.
 *
 * - Rebuilt only when a source is newer than the last build (or `force`).
 * - The route registry the pages import (.adonisjs/client/registry) is written
 *   by `node ace codegen`, which boots the app: it runs first, with the test
 *   environment (.env.test), so that a fresh clone builds without a .env.
 * - The build runs on the project's own dependencies and data: build/node_modules,
 *   build/tmp (SQLite file, mail files) and build/storage (uploads) are links to
 *   the project's, so the compiled server and `node ace …` from the sources see
 *   the same database and files.
 */
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'

const SOURCES = [
  'app',
  'commands',
  'config',
  'database',
  'inertia',
  'providers',
  'resources',
  'start',
  'bin',
  'adonisrc.ts',
  'vite.config.ts',
  'scripts/vite_page_messages.ts',
  'scripts/vite_route_registry.ts',
  'package-lock.json',
  'tsconfig.json',
]

export function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function run(root, args, env, quiet) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    if (quiet) {
      process.stdout.write(result.stdout ?? '')
      process.stderr.write(result.stderr ?? '')
    }
    throw new Error(`node ${args.join(' ')} failed`)
  }
}

function link(target, path) {
  mkdirSync(target, { recursive: true })
  try {
    if (lstatSync(path)) return
  } catch {}
  symlinkSync(realpathSync(target), path, 'dir')
}

/**
 * Builds when stale; returns the build folder. `log` reports what happens.
 */
export function ensureProductionBuild(
  root,
  { force = false, quiet = false, log = console.log } = {}
) {
  const buildDir = join(root, 'build')
  const stamp = join(buildDir, '.built-from-sources')
  const sources = Math.max(...SOURCES.map((path) => newestMtime(join(root, path))))
  const fresh = existsSync(stamp) && statSync(stamp).mtimeMs > sources
  if (fresh && !force) {
    log('✔ Production build is up to date (build/)')
  } else {
    log('… Building the production app (node ace build: compiled server + page bundles)')
    run(root, ['ace', 'codegen'], { NODE_ENV: 'test' }, true)
    run(root, ['ace', 'build'], { NODE_ENV: 'production' }, quiet)
    writeFileSync(stamp, new Date().toISOString())
    log('✔ Production app built (build/)')
  }
  link(join(root, 'node_modules'), join(buildDir, 'node_modules'))
  link(join(root, 'tmp'), join(buildDir, 'tmp'))
  link(join(root, 'storage'), join(buildDir, 'storage'))
  return buildDir
}
