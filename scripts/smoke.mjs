#!/usr/bin/env node
/*
 * Production smoke test of `npm start` (used by .ci/run): starts the app the
 * way a newcomer does, on a scratch database and port, then checks that the
 * page bundles load from /build/ and that the three demo logins reach their
 * areas. Stops the server at the end.
 */
import { execFileSync, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = process.env.SMOKE_PORT || '3390'
const base = `http://localhost:${port}`
const database = 'tmp/smoke.sqlite3'
for (const suffix of ['', '-wal', '-shm']) rmSync(join(root, database + suffix), { force: true })

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: port,
    HOST: 'localhost',
    DB_CONNECTION: 'sqlite',
    DB_SQLITE_PATH: database,
    SEED_DEMO_DATA: 'true',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let output = ''
server.stdout.on('data', (chunk) => (output += chunk))
server.stderr.on('data', (chunk) => (output += chunk))

function stop() {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
function processList() {
  return execFileSync('ps', ['-o', 'args=', '--sid', String(server.pid)], { encoding: 'utf8' })
}
function fail(message) {
  console.error(`✖ ${message}\n--- server output ---\n${output.slice(-4000)}`)
  stop()
  process.exit(1)
}

async function waitForServer() {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/login`)
      if (response.status === 200) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  fail('the server did not answer on /login within 240 s')
}

class Browser {
  cookies = new Map()
  store(response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  header() {
    return [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
  }
  async request(path, init = {}) {
    const response = await fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers || {}), cookie: this.header() },
    })
    this.store(response)
    return response
  }
  async follow(path, init) {
    let response = await this.request(path, init)
    for (let hops = 0; hops < 5 && [301, 302, 303].includes(response.status); hops++) {
      response = await this.request(response.headers.get('location'))
    }
    return response
  }
}

function pageObject(html) {
  const match = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
  return match ? JSON.parse(match[1]) : null
}

await waitForServer()
const checks = []

const loginPage = await (await fetch(`${base}/login`)).text()
if (!/src="\/build\/[^"]+\.js"/.test(loginPage))
  fail('the login page does not load its bundle from /build/')
checks.push('page bundles are served from /build/')
const preloaded = [...loginPage.matchAll(/<link rel="modulepreload" href="\/build\/([^"]+)"/g)].map(
  (match) => match[1]
)
if (!preloaded.some((file) => /^login-[\w-]+\.js$/.test(file)))
  fail(`the login page does not preload its page chunk (preloads: ${preloaded.join(', ')})`)
if (!preloaded.some((file) => /^it_public-[\w-]+\.js$/.test(file)))
  fail('the login page does not preload the public part of the Italian catalogue')
if (preloaded.some((file) => /^it_signed_in-[\w-]+\.js$/.test(file)))
  fail(
    'the login page preloads the signed-in part of the catalogue (guest pages need only the public part)'
  )
checks.push('a first visit preloads its page chunk and its catalogue')
const asset = loginPage.match(/src="(\/build\/[^"]+\.js)"/)[1]
const bundle = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } })
if (bundle.status !== 200) fail(`bundle ${asset} is not served`)
if (!/immutable/.test(bundle.headers.get('cache-control') ?? ''))
  fail(`bundle ${asset} is not cached as immutable: ${bundle.headers.get('cache-control')}`)
checks.push('bundles under /build/ are cached for a year, immutable')
if (bundle.headers.get('content-encoding') !== 'br')
  fail(
    `bundle ${asset} is not compressed (content-encoding ${bundle.headers.get('content-encoding')})`
  )
const html = await fetch(`${base}/login`, { headers: { 'accept-encoding': 'gzip' } })
if (html.headers.get('content-encoding') !== 'gzip') fail('the login page is not compressed')
checks.push('pages and bundles are compressed (brotli, gzip)')
if (!/bin\/server\.js/.test(processList()))
  fail('npm start does not run the compiled server (build/bin/server.js)')
checks.push('npm start serves the compiled build (build/bin/server.js)')

for (const [email, component] of [
  ['admin@example.com', 'admin/dashboard'],
  ['dealer@example.com', 'dealer/dashboard'],
  ['transporter@example.com', 'transporter/dashboard'],
]) {
  const browser = new Browser()
  const page = await (await browser.request('/login')).text()
  const csrf = page.match(/name=['"]csrf-token['"] content=['"]([^'"]+)['"]/)?.[1]
  if (!csrf) fail('no csrf-token meta on /login')
  const response = await browser.follow('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'password', _csrf: csrf }).toString(),
  })
  const landed = pageObject(await response.text())
  if (response.status !== 200 || landed?.component !== component) {
    fail(
      `${email} did not land on ${component} (status ${response.status}, component ${landed?.component})`
    )
  }
  checks.push(`${email} signs in and lands on ${component}`)
}

stop()
for (const check of checks) console.log(`✔ ${check}`)
console.log(`Tests  ${checks.length} passed (${checks.length})`)
process.exit(0)
