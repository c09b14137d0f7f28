#!/usr/bin/env node
/*
 * `npm run bench`: throughput and latency of the main pages on a production
 * build (embedded SQLite, demo data), measured from this machine's loopback.
 * Bounded: each target runs for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS
 * (default 10) concurrent connections. Results are printed and written to
 * bench/results.json. Not part of the test suite (timings vary by machine).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = process.env.BENCH_PORT || '3392'
const base = `http://localhost:${port}`
const seconds = Number(process.env.BENCH_SECONDS || 5)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const database = 'tmp/bench.sqlite3'
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
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stop)

async function waitForServer() {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/login`)).status === 200) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('server did not start')
}

async function signIn(email) {
  const jar = new Map()
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  const cookie = () => [...jar].map(([key, value]) => `${key}=${value}`).join('; ')
  const page = await fetch(`${base}/login`)
  keep(page)
  const csrf = (await page.text()).match(/name=['"]csrf-token['"] content=['"]([^'"]+)['"]/)[1]
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cookie': cookie() },
    body: new URLSearchParams({ email, password: 'password', _csrf: csrf }).toString(),
  })
  keep(response)
  return cookie()
}

async function measure(name, path, headers) {
  const latencies = []
  let errors = 0
  const end = Date.now() + seconds * 1000
  async function worker() {
    while (Date.now() < end) {
      const started = performance.now()
      try {
        const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' })
        await response.arrayBuffer()
        if (response.status !== 200) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return {
    name,
    path,
    requests: latencies.length,
    errors,
    reqPerSec: Math.round(latencies.length / elapsed),
    p50ms: Number(pick(0.5).toFixed(1)),
    p99ms: Number(pick(0.99).toFixed(1)),
  }
}

await waitForServer()
const dealer = await signIn('dealer@example.com')
const admin = await signIn('admin@example.com')
const results = []
results.push(await measure('login page (HTML, guest)', '/login', {}))
results.push(await measure('dealer dashboard (HTML)', '/dealer', { cookie: dealer }))
results.push(await measure('admin dashboard (HTML)', '/admin', { cookie: admin }))
stop()

console.table(results)
mkdirSync(join(root, 'bench'), { recursive: true })
writeFileSync(
  join(root, 'bench', 'results.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, connections, results }, null, 2) + '\n'
)
process.exit(0)
