#!/usr/bin/env node
/*
 * `npm run test:browser`: the browser suite (tests/browser) in Debian's Chromium.
 *   1. checks that Chromium is installed (it never installs anything itself),
 *   2. prepares a dedicated database: tmp/test-browser.sqlite3, migrated
 *      fresh and seeded with the demo data (admin@, dealer@, transporter@example.com),
 *   3. runs `node ace test browser` on its own port (assets from the Vite dev server),
 *   4. builds the production app when stale (node ace build, scripts/lib/build.mjs),
 *      serves the compiled server briefly and checks in Chromium that the login page loads its bundles
 *      from /build/ and renders ("Accedi - Trasporti") without a Content-Security-Policy
 *      violation. Skip with --no-built.
 * Extra arguments are passed to `node ace test browser` (e.g. --tests="…").
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BROWSER_TEST_PORT
 * (default 3414), BROWSER_TEST_DB (default tmp/test-browser.sqlite3).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runOnNode24 } from './lib/node24.mjs'
import { ensureProductionBuild } from './lib/build.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

runOnNode24(import.meta.url, root)

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `✖ Chromium not found at ${chromium}.\n` +
      '  Install the Debian package:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  (or point CHROMIUM_PATH to a Chromium binary). Browsers are never downloaded by the tests.'
  )
  process.exit(1)
}

const args = process.argv.slice(2)
const skipBuilt = args.includes('--no-built')
const aceArgs = args.filter((arg) => arg !== '--no-built')

const port = process.env.BROWSER_TEST_PORT || '3414'
const database = process.env.BROWSER_TEST_DB || 'tmp/test-browser.sqlite3'
mkdirSync('tmp', { recursive: true })
for (const suffix of ['', '-wal', '-shm', '-journal'])
  rmSync(`${database}${suffix}`, { force: true })

const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: process.env.HOST || 'localhost',
  DB_CONNECTION: 'sqlite',
  DB_SQLITE_PATH: database,
  CHROMIUM_PATH: chromium,
}
const node = process.execPath

function run(label, commandArgs, extraEnv = {}) {
  console.log(`\n… ${label}`)
  const result = spawnSync(node, commandArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`✖ Failed: node ${commandArgs.join(' ')}`)
    process.exit(result.status ?? 1)
  }
}

run(`Preparing ${database} (migrations + demo data)`, ['ace', 'migration:fresh', '--force'])
run('Seeding the demo data', ['ace', 'demo:seed', '--force'])

console.log(`\n▶ Browser tests (Chromium ${chromium}, port ${port})`)
const tests = spawnSync(node, ['ace', 'test', 'browser', ...aceArgs], { stdio: 'inherit', env })
let status = tests.status ?? 1

/* The built app (node ace build, rebuilt when stale): its HTML must reference the bundles under /build/. */
if (!skipBuilt) {
  /* The test runner rolled its migrations back when it finished. */
  run('Migrating again for the built app', ['ace', 'migration:run', '--force'])
  status = (await checkBuiltApp()) && status === 0 ? 0 : 1
}

process.exit(status)

async function checkBuiltApp() {
  console.log('\n▶ Built app: bundles from /build/ in Chromium')
  const builtPort = String(Number(port) + 1)
  const buildDir = ensureProductionBuild(root, { quiet: true })
  /* The test settings (.env.test: APP_KEY, sessions, mail), served as production. */
  const testSettings = Object.fromEntries(
    readFileSync(join(root, '.env.test'), 'utf8')
      .split('\n')
      .map((line) => line.match(/^([A-Z_][A-Z0-9_]*)=(.*)$/))
      .filter(Boolean)
      .map((match) => [match[1], match[2]])
  )
  const server = spawn(node, ['bin/server.js'], {
    cwd: buildDir,
    env: {
      ...testSettings,
      ...env,
      NODE_ENV: 'production',
      PORT: builtPort,
      LOG_LEVEL: 'warn',
      DB_SQLITE_PATH: resolve(database),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://localhost:${builtPort}`
  let ok = false
  let browser
  try {
    await waitForServer(`${base}/login`, server)
    const html = await (await fetch(`${base}/login`)).text()
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
      (match) => match[1]
    )
    const assets = [...scripts, ...styles]
    if (assets.length === 0 || !assets.every((src) => src.startsWith('/build/'))) {
      throw new Error(
        `the login page's assets are not all under /build/: ${assets.join(', ') || '(none)'}`
      )
    }
    if (/@vite\/client/.test(html))
      throw new Error('the built app still references the Vite dev client')

    const { chromium: playwright } = await import('playwright')
    browser = await playwright.launch({
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    })
    const page = await browser.newPage({
      locale: 'it-IT',
      extraHTTPHeaders: { 'Accept-Language': 'it-IT,it;q=0.9' },
    })
    const failed = []
    const errors = []
    const violations = []
    page.on('pageerror', (error) => errors.push(error.message))
    /* The built bundles must run under the Content-Security-Policy too (config/shield.ts). */
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    page.on('requestfailed', (request) => failed.push(request.url()))
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    const loaded = []
    page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname))
    await page.goto(`${base}/login`)
    try {
      await page.waitForFunction(() => document.title === 'Accedi - Trasporti', null, {
        timeout: 15000,
      })
    } catch {
      throw new Error(
        `the login page did not render: title "${await page.title()}"${errors.length ? `, errors: ${errors.join('; ')}` : ''}`
      )
    }
    if (failed.length) throw new Error(`requests failed: ${failed.join(', ')}`)
    if (violations.length) throw new Error(`CSP violations: ${violations.join('; ')}`)
    const bundles = loaded.filter((path) => path.startsWith('/build/'))
    if (!bundles.some((path) => path.endsWith('.js')))
      throw new Error('no JavaScript bundle loaded from /build/')
    console.log(`✔ ${bundles.length} bundles loaded from /build/, title "Accedi - Trasporti"`)
    ok = true
  } catch (error) {
    console.error(`✖ Built app: ${error.message}`)
  } finally {
    await browser?.close()
    server.kill('SIGINT')
    await new Promise((done) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL')
        done()
      }, 5000)
      server.on('exit', () => {
        clearTimeout(timer)
        done()
      })
    })
  }
  return ok
}

async function waitForServer(url, server) {
  const deadline = Date.now() + 60000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {}
    await new Promise((done) => setTimeout(done, 300))
  }
  throw new Error(`${url} did not answer within 60 s`)
}
