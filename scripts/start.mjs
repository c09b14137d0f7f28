#!/usr/bin/env node
/*
 * `npm start`: a working app in one command on a fresh clone.
 *   1. creates .env from .env.example on first run (random APP_KEY, demo data on),
 *   2. in production (the default), builds the app (compiled server + page bundles,
 *      node ace build) into build/ when missing or stale,
 *   3. runs the migrations (embedded SQLite by default, PostgreSQL by configuration),
 *   4. seeds the demo data into an empty database and prints the demo logins,
 *   5. serves the app on HOST:PORT (default http://localhost:3333): the compiled
 *      server from build/ in production, the TypeScript sources otherwise.
 * `node scripts/start.mjs --prepare` does steps 1-4 only.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runOnNode24 } from './lib/node24.mjs'
import { ensureProductionBuild } from './lib/build.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

runOnNode24(import.meta.url, root)

const node = process.execPath
const prepareOnly = process.argv.includes('--prepare')

function run(args, extraEnv = {}) {
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`\n✖ Failed: node ${args.join(' ')}`)
    process.exit(result.status ?? 1)
  }
}

/* 1. .env */
if (!existsSync('.env')) {
  let text = readFileSync('.env.example', 'utf8')
  text = text.replace(/^APP_KEY=.*$/m, `APP_KEY=${randomBytes(32).toString('base64url')}`)
  text += '\n# Demo data (never enable on a real deployment)\nSEED_DEMO_DATA=true\n'
  writeFileSync('.env', text)
  console.log('✔ Created .env (embedded SQLite database, demo data enabled)')
}
mkdirSync('tmp', { recursive: true })

function envValue(name, fallback) {
  if (process.env[name]) return process.env[name]
  const match = readFileSync('.env', 'utf8').match(new RegExp(`^${name}=(.*)$`, 'm'))
  return match && match[1].trim() !== '' ? match[1].trim() : fallback
}

/* 2. Production: the compiled server and page bundles (node ace build), rebuilt when stale. */
const production = envValue('NODE_ENV', 'production') === 'production'
const buildDir = production ? ensureProductionBuild(root) : null

/* 3. Migrations. 4. Demo data + logins. */
run(['ace', 'migration:run', '--force'])
run(['ace', 'demo:seed'])

if (prepareOnly) process.exit(0)

/* 5. Serve. */
const host = envValue('HOST', 'localhost')
const port = envValue('PORT', '3333')
console.log(`\n▶ Trasporti on http://${host}:${port}  (Ctrl+C to stop)\n`)
/* The compiled server runs from build/ and reads the project's .env (ENV_PATH). */
const server = production
  ? spawn(node, ['bin/server.js'], {
      cwd: buildDir,
      stdio: 'inherit',
      env: { ...process.env, ENV_PATH: root },
    })
  : spawn(node, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
      stdio: 'inherit',
      env: process.env,
    })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal === 'SIGINT' ? 'SIGTERM' : signal))
}
server.on('exit', (code) => process.exit(code ?? 0))
