#!/usr/bin/env node
/*
 * `npm run bench`: how fast the production app answers signed-in page visits
 * with 1,000 and with 100,000 transports, against a bare node:http server
 * sending the same bytes, in one run (docs/performance.md explains the
 * figures and the targets of issue 8).
 *
 *   1. builds the production app (build/, reused when up to date);
 *   2. makes two SQLite databases, tmp/bench-1k.sqlite3 and tmp/bench-100k.sqlite3
 *      (migrations + demo data + bulk rows, cached in tmp/bench/cache);
 *   3. per database: starts the compiled server with X-Query-Count on, signs
 *      in as the demo dealer and admin, records each page once (status, SQL
 *      queries) and the first-visit sizes;
 *   4. starts a server per database without the counter and a bare node:http
 *      server answering the bodies those servers answered, and measures each
 *      page with autocannon on every database and on the bare server, back
 *      to back;
 *   5. prints one table and writes bench/results.json.
 *
 * Settings (environment): BENCH_SECONDS per target (default 5),
 * BENCH_CONNECTIONS (10), BENCH_WARMUP seconds before each app target (1),
 * BENCH_PORT first of three ports (3392: one app server per database, then
 * the bare server), BENCH_SIZES (e.g. "1k=1000,100k=100000"),
 * BENCH_REBUILD_DATA=1 to make the databases again, BENCH_QUERY_LOG=1 to print
 * the SQL of each page, BENCH_PROFILE=1 to CPU-profile the measured servers
 * (bench/profiles/<size>/*.cpuprofile, with a summary in the report). Not a test: figures depend
 * on the machine; ratios within one run are what to compare.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runOnNode24 } from './lib/node24.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

runOnNode24(import.meta.url, root)

const { ensureProductionBuild } = await import('./lib/build.mjs')
const { prepareDatabases } = await import('./bench/database.mjs')
const { startApp, startBare, signIn, inertiaHeaders, fetchRaw } = await import('./bench/http.mjs')
const { measure } = await import('./bench/load.mjs')
const { firstVisitSizes } = await import('./bench/sizes.mjs')
const { printReport, checkTargets } = await import('./bench/report.mjs')
const { summariseProfile } = await import('./bench/profile.mjs')

const seconds = Number(process.env.BENCH_SECONDS || 5)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const warmup = Number(process.env.BENCH_WARMUP ?? 1)
const appPort = Number(process.env.BENCH_PORT || 3392)
const sizes = Object.fromEntries(
  (process.env.BENCH_SIZES || '1k=1000,100k=100000').split(',').map((pair) => {
    const [label, count] = pair.split('=')
    return [label.trim(), Number(count)]
  })
)
const labels = Object.keys(sizes)

/** The pages measured; `deepPage` becomes the last page where there are fewer pages. */
const TARGETS = [
  { name: '/dealer', path: '/dealer', as: 'dealer' },
  { name: '/dealer/transports', path: '/dealer/transports', as: 'dealer' },
  { name: '/dealer/requests', path: '/dealer/requests', as: 'dealer' },
  { name: '/admin/transports', path: '/admin/transports', as: 'admin' },
  {
    name: '/admin/transports?state=in_transit',
    path: '/admin/transports?state=in_transit',
    as: 'admin',
  },
  {
    name: '/admin/transports?pickupRegion=lombardia',
    path: '/admin/transports?pickupRegion=lombardia',
    as: 'admin',
  },
  { name: '/admin/transports?page=200', path: '/admin/transports', as: 'admin', deepPage: 200 },
  /* Admin → Analytics: aggregates of the last 90 days, grouped by the database (docs/analytics.md) */
  { name: '/admin/analytics/dealers', path: '/admin/analytics/dealers', as: 'admin' },
  { name: '/admin/analytics/transporters', path: '/admin/analytics/transporters', as: 'admin' },
  { name: '/admin/analytics/routes', path: '/admin/analytics/routes', as: 'admin' },
  { name: '/admin/analytics/prices', path: '/admin/analytics/prices', as: 'admin' },
  { name: '/admin/analytics/teams', path: '/admin/analytics/teams', as: 'admin' },
  { name: '/admin/analytics/monitoring', path: '/admin/analytics/monitoring', as: 'admin' },
  /* the staff dashboard: KPIs, 30-day series, the live feed's first page */
  { name: '/admin', path: '/admin', as: 'admin' },
].filter(
  /* BENCH_PAGES=analytics,/admin: only the pages whose name contains one of these */
  (target) =>
    !process.env.BENCH_PAGES ||
    process.env.BENCH_PAGES.split(',').some((part) => target.name.includes(part))
)

const queryLog = process.env.BENCH_QUERY_LOG === '1'
const profile = process.env.BENCH_PROFILE === '1'
const profileDir = (label) => join(root, 'bench', 'profiles', label)
const log = (message) => console.log(message)

/**
 * The server's output reaches us after its answers: visit a marker URL (a
 * 404 that still reads the session, so it logs a query) and wait for it.
 */
async function outputUpTo(app, session, marker) {
  await fetchRaw(app.base + marker, { cookie: session.cookie })
  const deadline = Date.now() + 5000
  while (!app.output().includes(`[query] ${marker} `) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

/** The SQL of each page from the server's output (BENCH_QUERY_LOG=1). */
function queriesByUrl(output, targets) {
  const lines = output.split('\n').filter((line) => line.startsWith('[query] '))
  return Object.fromEntries(
    targets.map((target) => [
      target.name,
      lines
        .map((line) => line.slice('[query] '.length))
        .filter((line) => line.startsWith(`${target.url} `))
        .map((line) => line.slice(target.url.length + 1)),
    ])
  )
}
const children = []
async function stopAll() {
  await Promise.all(children.splice(0).map((child) => child.stop()))
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll()
    process.exit(130)
  })
}
async function start(promise) {
  const server = await promise
  children.push(server)
  return server
}
async function stop(server) {
  children.splice(children.indexOf(server), 1)
  await server.stop()
}

/** Both demo sessions: the dealer's first visit is /dealer, the admin's /admin. */
async function sessions(base) {
  return {
    dealer: await signIn(base, 'dealer@example.com', '/dealer'),
    admin: await signIn(base, 'admin@example.com', '/admin'),
  }
}

/** The URL of each target on this database (the deep page capped at the last page). */
async function resolveTargets(base, session) {
  const resolved = []
  for (const target of TARGETS) {
    let path = target.path
    let note = null
    if (target.deepPage) {
      const headers = inertiaHeaders(session[target.as])
      const metadata = async (url) => {
        const response = await fetchRaw(base + url, headers)
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
        return JSON.parse(response.body).props?.transports?.metadata ?? {}
      }
      /* Fewer pages (the 1k data): the last one. No page count (keyset paging): as asked. */
      const { lastPage } = await metadata(path)
      const page =
        typeof lastPage === 'number' ? Math.min(target.deepPage, lastPage) : target.deepPage
      path = `${path}?page=${page}`
      if (page < target.deepPage) note = `only ${lastPage} pages: the last one`
      const { currentPage } = await metadata(path)
      if (typeof currentPage === 'number' && currentPage !== page)
        note = `asked for page ${page}, the app answered page ${currentPage}`
    }
    resolved.push({ ...target, url: path, note })
  }
  return resolved
}

/** One visit of each target: status, component, SQL queries, body and type. */
async function record(base, targets, session) {
  const answers = {}
  for (const target of targets) {
    const response = await fetchRaw(base + target.url, inertiaHeaders(session[target.as]))
    let component = null
    try {
      component = JSON.parse(response.body).component ?? null
    } catch {}
    const queries = response.headers.get('x-query-count')
    answers[target.name] = {
      url: target.url,
      status: response.status,
      component,
      queries: queries === null ? null : Number(queries),
      bytes: response.body.length,
      type: response.headers.get('content-type') ?? 'application/octet-stream',
      body: response.body,
    }
    if (response.status !== 200)
      log(`  ✖ ${target.url} as ${target.as} answered ${response.status} (expected 200)`)
  }
  return answers
}

const run = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadBefore: loadavg().map((n) => Number(n.toFixed(2))),
  seconds,
  connections,
  warmup,
  databases: {},
  pages: {},
  sizes: {},
  queryLog: {},
  profiles: {},
}

try {
  ensureProductionBuild(root, { quiet: true, log })
  const databases = prepareDatabases(root, sizes, { log })
  mkdirSync(join(root, 'tmp', 'bench'), { recursive: true })

  /* Pass 1, one database after the other: a counting server records each page once. */
  const targets = {}
  const counted = {}
  for (const label of labels) {
    const database = databases[label]
    run.databases[label] = {
      transports: database.transports,
      allTransports: database.allTransports,
      rows: database.rows,
      generatedAt: database.generatedAt,
    }
    log(`… ${label}: recording each page once (X-Query-Count on) and the first-visit sizes`)
    const app = await start(
      startApp(root, { database: database.path, port: appPort, queryCount: true, queryLog })
    )
    const session = await sessions(app.base)
    targets[label] = await resolveTargets(app.base, session)
    app.clearOutput()
    counted[label] = await record(app.base, targets[label], session)
    if (queryLog) {
      await outputUpTo(app, session.dealer, '/__bench_end_of_recording')
      run.queryLog[label] = queriesByUrl(app.output(), targets[label])
    }
    run.sizes[label] = await firstVisitSizes(app.base, session.dealer)
    await stop(app)
  }

  /*
   * Pass 2: a server per database (without the counter) and the bare server,
   * all up at once and idle but for the one measured: each page is measured
   * on every database and on the bare server back to back, so a change in
   * the machine's load touches all of them alike.
   */
  log(`… starting a server per database and the bare node:http server`)
  const apps = {}
  const session = {}
  const answers = {}
  for (const [index, label] of labels.entries()) {
    if (profile) {
      rmSync(profileDir(label), { recursive: true, force: true })
      mkdirSync(profileDir(label), { recursive: true })
    }
    apps[label] = await start(
      startApp(root, {
        database: databases[label].path,
        port: appPort + index,
        profileDir: profile ? profileDir(label) : null,
      })
    )
    session[label] = await sessions(apps[label].base)
    answers[label] = await record(apps[label].base, targets[label], session[label])
  }
  const answersFile = join(root, 'tmp', 'bench', 'answers.json')
  const bareUrl = (label, url) => `/${label}${url}`
  writeFileSync(
    answersFile,
    JSON.stringify(
      Object.fromEntries(
        labels.flatMap((label) =>
          targets[label].map((target) => {
            const answer = answers[label][target.name]
            return [
              bareUrl(label, target.url),
              { type: answer.type, body: answer.body.toString('base64') },
            ]
          })
        )
      )
    )
  )
  const bare = await start(startBare(root, { port: appPort + labels.length, answersFile }))

  log(`… measuring (${seconds} s per page and database, ${connections} connections)`)
  for (const [index, template] of TARGETS.entries()) {
    for (const label of labels) {
      const target = targets[label][index]
      const app = apps[label]
      const headers = inertiaHeaders(session[label][target.as])
      /* Requests still in flight when the time was up: let the server finish them first. */
      const drain = () => fetchRaw(app.base + target.url, headers)
      if (warmup > 0) {
        await measure(app.base + target.url, { headers, seconds: warmup, connections })
        await drain()
      }
      const appResult = await measure(app.base + target.url, { headers, seconds, connections })
      await drain()
      const bareResult = await measure(bare.base + bareUrl(label, target.url), {
        seconds,
        connections,
      })
      const { body: _body, ...answer } = answers[label][target.name]
      run.pages[template.name] ??= { as: template.as, sizes: {} }
      run.pages[template.name].sizes[label] = {
        url: target.url,
        note: target.note,
        status: answer.status,
        component: answer.component,
        queries: counted[label][target.name].queries,
        bytes: answer.bytes,
        app: appResult,
        bare: bareResult,
      }
      log(
        `  ${label.padEnd(5)} ${target.url}: ${appResult.reqPerSec} req/s ` +
          `(bare ${bareResult.reqPerSec}), p50 ${appResult.p50ms} ms`
      )
    }
  }
  await stopAll()
  if (profile) {
    for (const label of labels) run.profiles[label] = summariseProfile(profileDir(label))
  }
} catch (error) {
  await stopAll()
  console.error(`\n✖ ${error.stack ?? error}`)
  process.exit(1)
}

run.loadAfter = loadavg().map((n) => Number(n.toFixed(2)))
run.targets = checkTargets(run, labels)
printReport(run, labels)
mkdirSync(join(root, 'bench'), { recursive: true })
writeFileSync(join(root, 'bench', 'results.json'), JSON.stringify(run, null, 2) + '\n')
log('\nWritten: bench/results.json')
process.exit(0)
