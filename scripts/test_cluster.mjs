#!/usr/bin/env node
/*
 * `npm run test:cluster`: two production instances of the app on PostgreSQL
 * and Redis, each with its own queue worker, behind a real load balancer
 * (nginx, Debian's package, installed when missing), all on loopback. Checks
 * over HTTP that they behave as one:
 *
 *   - the balancer spreads pages over both instances;
 *   - a session made on one instance works on the other;
 *   - a realtime event caused on one instance reaches an SSE client subscribed
 *     on the other (Redis transport; /__transmit/* routed stickily by client id);
 *   - an attachment uploaded through one instance downloads through the other;
 *   - a queued e-mail is sent exactly once (two workers, a fake SMTP server here);
 *   - a due scheduled job runs exactly once (two workers);
 *   - login throttling counts the attempts made on both instances (Redis limiter).
 *
 * It builds the app (`node ace build`, reused when newer than the sources;
 * `--rebuild` forces it), creates a dedicated PostgreSQL database and uses
 * one Redis database number, prints a PASS/FAIL line per property, tears
 * everything down (also on failure or Ctrl+C) and exits non-zero on failure.
 *
 * Settings (environment):
 *   CLUSTER_BASE_PORT   first of five ports (instance A, B, balancer, SMTP, spare Redis); default 4480
 *   CLUSTER_DB_DATABASE PostgreSQL database (dropped and re-created); default trasporti_cluster
 *   CLUSTER_REDIS_DB    Redis database number (flushed before and after); default 5
 *   CLUSTER_KEEP=1      keep the database, Redis data and logs after the run
 *   CLUSTER_APP_ENV     overrides for the instances, e.g. "LIMITER_STORE=memory,TRANSMIT_TRANSPORT=none"
 *                       (a single-instance setting: the matching checks must then fail)
 *   DB_HOST DB_PORT DB_USER DB_PASSWORD, REDIS_HOST REDIS_PORT REDIS_PASSWORD as for the app
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runOnNode24 } from './lib/node24.mjs'
import pg from 'pg'
import { Redis } from 'ioredis'
import { EventSource } from 'eventsource'
import { ensureProductionBuild } from './lib/build.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

runOnNode24(import.meta.url, root)
const buildDir = join(root, 'build')
const base = Number(process.env.CLUSTER_BASE_PORT || 4480)
const ports = { a: base, b: base + 1, balancer: base + 2, smtp: base + 3, redis: base + 4 }
const database = process.env.CLUSTER_DB_DATABASE || 'trasporti_cluster'
const redisDb = Number(process.env.CLUSTER_REDIS_DB || 5)
const keep = process.env.CLUSTER_KEEP === '1'
const pgSettings = {
  host: process.env.DB_HOST || '127.0.0.1',
  port: Number(process.env.DB_PORT || 5432),
  user: process.env.DB_USER || 'postgres',
  password: process.env.DB_PASSWORD || '',
}
const redisSettings = {
  host: process.env.REDIS_HOST || '127.0.0.1',
  port: Number(process.env.REDIS_PORT || 6379),
  password: process.env.REDIS_PASSWORD || undefined,
}
const DEMO_PASSWORD = 'password'

const runDir = mkdtempSync(join(tmpdir(), 'trasporti-cluster-'))
const children = []
const results = []
let redis = null
let smtp = null
let checkDb = null
let tornDown = false

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (message) => console.log(`… ${message}`)

/* ---------- prerequisites ---------- */

function asRoot(command, args) {
  const isRoot = process.getuid?.() === 0
  const result = spawnSync(isRoot ? command : 'sudo', isRoot ? args : [command, ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

function findBinary(name) {
  for (const dir of [...(process.env.PATH || '').split(':'), '/usr/sbin', '/usr/bin', '/sbin']) {
    if (dir && existsSync(join(dir, name))) return join(dir, name)
  }
  return null
}

let aptUpdated = false
function aptInstall(pkg) {
  if (!aptUpdated) aptUpdated = asRoot('apt-get', ['update', '-qq']) || true
  return asRoot('apt-get', ['install', '-y', '-qq', pkg])
}

function ensureBinary(name, pkg) {
  let path = findBinary(name)
  if (!path) {
    log(`${name} is missing: apt-get install ${pkg}`)
    if (!aptInstall(pkg)) throw new Error(`could not install ${pkg}`)
    path = findBinary(name)
  }
  if (!path) throw new Error(`${name} not found after installing ${pkg}`)
  return path
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 })
    const done = (value) => {
      socket.destroy()
      resolve(value)
    }
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}

/** The Redis to use: the configured one, or a private redis-server started here. */
async function ensureRedis() {
  if (await reachable(redisSettings.host, redisSettings.port)) return redisSettings
  log(`no Redis on ${redisSettings.host}:${redisSettings.port}: starting a private redis-server`)
  const server = ensureBinary('redis-server', 'redis-server')
  startProcess(
    'redis',
    server,
    ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', ''],
    {
      cwd: runDir,
      env: process.env,
    }
  )
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await reachable('127.0.0.1', ports.redis)) return { host: '127.0.0.1', port: ports.redis }
    await sleep(100)
  }
  throw new Error('redis-server did not start')
}

/* ---------- build ---------- */

function ensureBuild() {
  ensureProductionBuild(root, { force: process.argv.includes('--rebuild'), quiet: true, log })
}

/* ---------- processes ---------- */

function startProcess(name, command, args, { cwd, env }) {
  if (tornDown) throw new Error('tearing down')
  const logPath = join(runDir, `${name}.log`)
  const file = createWriteStream(logPath)
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const entry = { name, child, logPath, output: '' }
  const collect = (chunk) => {
    entry.output += chunk
    file.write(chunk)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  child.on('exit', () => file.end())
  children.push(entry)
  return entry
}

function stopProcess({ child }) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const force = setTimeout(() => child.kill('SIGKILL'), 8000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function runAce(args, env) {
  const result = spawnSync(process.execPath, ['ace', ...args], {
    cwd: buildDir,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error(`node ace ${args.join(' ')} failed`)
  }
  return result.stdout
}

async function waitFor(description, check, timeoutMs = 60_000, everyMs = 200) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const value = await check()
      if (value) return value
    } catch {}
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`)
    await sleep(everyMs)
  }
}

/* ---------- a fake SMTP server that records every message ---------- */

function startSmtp(port) {
  const messages = []
  const server = createServer((socket) => {
    let buffer = ''
    let inData = false
    let current = { to: [], data: '' }
    const reply = (line) => socket.write(`${line}\r\n`)
    reply('220 trasporti-cluster-test ESMTP')
    socket.setEncoding('utf8')
    socket.on('error', () => {})
    socket.on('data', (chunk) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          messages.push({ to: current.to, data: buffer.slice(0, end), at: Date.now() })
          buffer = buffer.slice(end + 5)
          inData = false
          current = { to: [], data: '' }
          reply('250 OK: queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-trasporti-cluster-test\r\n250 8BITMIME\r\n')
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'NOOP') reply('250 OK')
        else if (verb === 'RCPT') {
          current.to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase())
          reply('250 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'RSET') {
          current = { to: [], data: '' }
          reply('250 OK')
        } else if (verb === 'QUIT') {
          reply('221 Bye')
          socket.end()
          return
        } else reply('502 Command not implemented')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, messages }))
  )
}

/* ---------- HTTP with a cookie jar ---------- */

class Browser {
  cookies = new Map()

  store(response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async request(origin, path, { method = 'GET', headers = {}, form, json, body } = {}) {
    const sent = { ...headers }
    if (this.cookies.size)
      sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf) sent['x-xsrf-token'] = decodeURIComponent(xsrf)
    let payload = body
    if (form) {
      payload = new URLSearchParams(form).toString()
      sent['content-type'] = 'application/x-www-form-urlencoded'
    } else if (json) {
      payload = JSON.stringify(json)
      sent['content-type'] = 'application/json'
    }
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: sent,
      body: payload,
      redirect: 'manual',
    })
    this.store(response)
    return response
  }
}

const origin = (port) => `http://127.0.0.1:${port}`
const A = origin(ports.a)
const B = origin(ports.b)
const LB = origin(ports.balancer)
const servedBy = (response) => response.headers.get('x-served-by')
const instanceOf = (upstream) =>
  upstream === `127.0.0.1:${ports.a}` ? A : upstream === `127.0.0.1:${ports.b}` ? B : null

async function signIn(browser, at, email, password = DEMO_PASSWORD) {
  await browser.request(at, '/login')
  const response = await browser.request(at, '/login', {
    method: 'POST',
    form: { email, password },
    headers: { referer: `${at}/login` },
  })
  return response.headers.get('location')
}

/* ---------- the checks ---------- */

async function check(name, run) {
  const started = Date.now()
  try {
    const detail = await run()
    results.push({ name, ok: true })
    console.log(`PASS  ${name}${detail ? `  (${detail})` : ''}  [${Date.now() - started} ms]`)
  } catch (error) {
    results.push({ name, ok: false })
    console.log(`FAIL  ${name}: ${error.message}  [${Date.now() - started} ms]`)
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message)
}

async function checks(db, mail) {
  const workers = children.filter((entry) => entry.name.startsWith('worker-'))

  await check('the balancer spreads pages over both instances', async () => {
    const seen = new Set()
    for (let i = 0; i < 6; i++) {
      const response = await new Browser().request(LB, '/login')
      expect(response.status === 200, `GET /login answered ${response.status}`)
      seen.add(servedBy(response))
    }
    expect(seen.size === 2, `all answers came from ${[...seen].join(', ')}`)
    return [...seen].join(' + ')
  })

  await check('a session made on one instance works on the other', async () => {
    const browser = new Browser()
    const location = await signIn(browser, A, 'dealer@example.com')
    expect(location === '/home', `sign-in on A redirected to ${location}`)
    const onB = await browser.request(B, '/user/profile')
    expect(onB.status === 200, `GET /user/profile on B answered ${onB.status}`)
    expect((await onB.text()).includes('dealer@example.com'), 'B does not show the signed-in user')
    for (let i = 0; i < 4; i++) {
      const viaBalancer = await browser.request(LB, '/user/profile')
      expect(viaBalancer.status === 200, `through the balancer: ${viaBalancer.status}`)
    }
    const out = await browser.request(B, '/logout', { method: 'POST' })
    expect(out.status === 302 || out.status === 303, `sign-out on B answered ${out.status}`)
    const afterOnA = await browser.request(A, '/user/profile')
    expect(afterOnA.status === 302, `after signing out on B, A answered ${afterOnA.status}`)
  })

  await check(
    'a realtime event caused on one instance reaches a client subscribed on the other',
    async () => {
      const browser = new Browser()
      expect((await signIn(browser, LB, 'dealer@example.com')) === '/home', 'sign-in failed')
      const { rows: teams } = await db.query(
        `select tm.team_id from team_members tm join users u on u.id = tm.user_id
       where u.email = 'dealer@example.com' order by tm.id limit 1`
      )
      const teamId = teams[0].team_id
      const { rows: orders } = await db.query(
        `select o.id from orders o where o.team_id = $1 and o.state = 'paid'
       and not exists (select 1 from transports t where t.order_id = o.id and t.state <> 'published')
       order by o.id limit 1`,
        [teamId]
      )
      expect(orders.length === 1, 'the demo data has no cancellable order')

      const uid = randomUUID()
      let streamUpstream = null
      const messages = []
      const source = new EventSource(`${LB}/__transmit/events?uid=${uid}`, {
        fetch: async (input, init) => {
          const cookie = [...browser.cookies].map(([n, v]) => `${n}=${v}`).join('; ')
          const response = await fetch(input, { ...init, headers: { ...init?.headers, cookie } })
          streamUpstream = servedBy(response)
          return response
        },
      })
      try {
        source.onmessage = (event) => messages.push(JSON.parse(event.data))
        await new Promise((resolve, reject) => {
          source.onopen = resolve
          source.onerror = () => reject(new Error('the event stream did not open'))
        })
        const subscribe = await browser.request(LB, '/__transmit/subscribe', {
          method: 'POST',
          json: { uid, channel: `teams/${teamId}` },
          headers: { 'x-socket-id': uid },
        })
        expect(subscribe.status === 204, `subscribe answered ${subscribe.status}`)
        expect(
          servedBy(subscribe) === streamUpstream,
          `stream on ${streamUpstream} but subscribe on ${servedBy(subscribe)}: not sticky`
        )
        const other = instanceOf(streamUpstream) === A ? B : A
        const cancel = await browser.request(other, `/dealer/orders/${orders[0].id}/cancel`, {
          method: 'POST',
          headers: { referer: `${other}/dealer/orders/${orders[0].id}` },
        })
        expect(cancel.status === 302, `cancelling the order answered ${cancel.status}`)
        const event = await waitFor(
          'the realtime event',
          () =>
            messages.find(
              (m) =>
                m.channel === `teams/${teamId}` &&
                m.payload?.type === 'transport.state_changed' &&
                m.payload?.state === 'cancelled'
            ),
          10_000,
          50
        )
        return `stream on ${streamUpstream}, caused on ${other.replace('http://', '')}: ${event.payload.type}`
      } finally {
        source.close()
      }
    }
  )

  await check(
    'an attachment uploaded through one instance downloads through the other',
    async () => {
      const browser = new Browser()
      expect((await signIn(browser, A, 'dealer@example.com')) === '/home', 'sign-in failed')
      const { rows } = await db.query(
        `select r.id from transport_requests r
       join team_members tm on tm.team_id = r.team_id join users u on u.id = tm.user_id
       where u.email = 'dealer@example.com' and r.state in ('draft', 'submitted', 'quoted')
       order by r.id limit 1`
      )
      expect(rows.length === 1, 'the demo data has no request that takes attachments')
      const requestId = rows[0].id
      const content = Buffer.from(`%PDF-1.4\n% cluster check ${randomUUID()}\n%%EOF\n`)
      const form = new FormData()
      form.append('file', new Blob([content], { type: 'application/pdf' }), 'cluster-check.pdf')
      const upload = await browser.request(A, `/dealer/requests/${requestId}/attachments`, {
        method: 'POST',
        body: form,
        headers: { referer: `${A}/dealer/requests/${requestId}` },
      })
      expect(upload.status === 302, `upload on A answered ${upload.status}`)
      const { rows: attachments } = await db.query(
        `select id from transport_request_attachments where transport_request_id = $1
       order by id desc limit 1`,
        [requestId]
      )
      expect(attachments.length === 1, 'the upload stored no attachment')
      const download = await browser.request(
        B,
        `/dealer/requests/${requestId}/attachments/${attachments[0].id}`
      )
      expect(download.status === 200, `download on B answered ${download.status}`)
      const received = Buffer.from(await download.arrayBuffer())
      expect(received.equals(content), 'B sent different bytes')
      return `${content.length} bytes`
    }
  )

  await check('a queued e-mail is sent exactly once (two workers)', async () => {
    const recipients = ['dealer@example.com', 'transporter@example.com', 'admin@example.com']
    const before = mail.messages.length
    for (const email of recipients) {
      const browser = new Browser()
      await browser.request(LB, '/forgot-password')
      const response = await browser.request(LB, '/forgot-password', {
        method: 'POST',
        form: { email },
        headers: { referer: `${LB}/forgot-password` },
      })
      expect(response.status === 302, `forgot-password for ${email} answered ${response.status}`)
    }
    /* Only the reset e-mails count: the demo's marketplace jobs (session
       awards, bid auto-accept) may mail the same people meanwhile. */
    const resets = () =>
      mail.messages
        .slice(before)
        .filter((message) => message.data.replace(/=\r?\n/g, '').includes('/reset-password/'))
    const sentTo = (email) => resets().filter((message) => message.to.includes(email)).length
    await waitFor('the e-mails', () => recipients.every((email) => sentTo(email) >= 1), 30_000)
    /* Both workers keep polling: a second delivery would show up now. */
    await sleep(4000)
    const counts = recipients.map((email) => `${email}: ${sentTo(email)}`)
    expect(
      recipients.every((email) => sentTo(email) === 1),
      `messages per recipient ${counts.join(', ')}`
    )
    expect(resets().length === recipients.length, 'unexpected extra reset messages')
    return counts.join(', ')
  })

  await check('a due scheduled job runs exactly once (two workers)', async () => {
    const key = 'schedules::quotes:expire'
    const registered = await redis.hgetall(key)
    expect(registered.name === 'ExpireQuotesJob', 'the quote expiry schedule is not registered')
    expect(registered.every_ms === String(15 * 60_000), `cadence ${registered.every_ms} ms`)
    const { rows: quotes } = await db.query(
      `update quotes set expires_at = '2000-01-01 00:00:00' where id =
       (select id from quotes where state = 'valid' order by id limit 1) returning id`
    )
    const runsBefore = Number(registered.run_count || 0)
    const logged = () =>
      workers.map((w) => w.output.split('scheduled job ExpireQuotesJob done').length - 1)
    const loggedBefore = logged().reduce((a, b) => a + b, 0)
    await redis.hset(key, 'next_run_at', String(Date.now() - 1000))
    await waitFor(
      'the scheduled run',
      async () => Number(await redis.hget(key, 'run_count')) > runsBefore,
      20_000
    )
    await waitFor(
      'the job to finish',
      () => logged().reduce((a, b) => a + b, 0) > loggedBefore,
      20_000
    )
    /* Several more polls of both workers (idleDelay 1 s). */
    await sleep(4000)
    const runs = Number(await redis.hget(key, 'run_count')) - runsBefore
    const perWorker = logged()
    const done = perWorker.reduce((a, b) => a + b, 0) - loggedBefore
    expect(runs === 1 && done === 1, `claimed ${runs} times, ran ${done} times (${perWorker})`)
    const next = Number(await redis.hget(key, 'next_run_at'))
    expect(next > Date.now() + 14 * 60_000, 'the next run is not 15 minutes ahead')
    if (quotes.length) {
      const { rows } = await db.query('select state from quotes where id = $1', [quotes[0].id])
      expect(rows[0].state === 'expired', `the overdue quote is ${rows[0].state}`)
    }
    const where = workers.filter((w, i) => perWorker[i] > 0).map((w) => w.name)
    return `ran on ${where.join(', ')}${quotes.length ? ', the overdue quote expired' : ''}`
  })

  await check('login throttling counts the attempts made on both instances', async () => {
    const email = 'dealer2@example.com'
    const browser = new Browser()
    for (const at of [A, B, A, B, A]) {
      const location = await signIn(browser, at, email, 'not-the-password')
      expect(location !== '/home', 'a wrong password signed in')
    }
    /* 3 failures on A, 2 on B: only a shared count blocks B now (5 per minute). */
    const location = await signIn(browser, B, email)
    expect(location !== '/home', 'the right password signed in on B after 5 failures: not shared')
    const profile = await browser.request(B, '/user/profile')
    expect(profile.status === 302, `GET /user/profile on B answered ${profile.status}`)
  })
}

/* ---------- main ---------- */

async function teardown() {
  if (tornDown) return
  tornDown = true
  await Promise.all([...children].reverse().map(stopProcess))
  await checkDb?.end().catch(() => {})
  await new Promise((resolve) => (smtp ? smtp.server.close(resolve) : resolve()))
  if (redis) {
    if (!keep) await redis.flushdb().catch(() => {})
    redis.disconnect()
  }
  if (!keep) {
    const admin = new pg.Client({ ...pgSettings, database: 'postgres' })
    try {
      await admin.connect()
      await admin.query(`drop database if exists "${database}" with (force)`)
    } catch {}
    await admin.end().catch(() => {})
    rmSync(runDir, { recursive: true, force: true })
  } else {
    console.log(`kept: database ${database}, Redis db ${redisDb}, logs in ${runDir}`)
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.log(`\n${signal}: tearing down`)
    await teardown()
    process.exit(130)
  })
}

async function main() {
  const nginx = ensureBinary('nginx', 'nginx')
  const redisAt = await ensureRedis()
  if (!(await reachable(pgSettings.host, pgSettings.port)))
    throw new Error(`PostgreSQL is not reachable on ${pgSettings.host}:${pgSettings.port}`)
  ensureBuild()

  log(`database ${database} (re-created), Redis ${redisAt.host}:${redisAt.port} db ${redisDb}`)
  const admin = new pg.Client({ ...pgSettings, database: 'postgres' })
  await admin.connect()
  await admin.query(`drop database if exists "${database}" with (force)`)
  await admin.query(`create database "${database}"`)
  await admin.end()
  redis = new Redis({ ...redisAt, db: redisDb, lazyConnect: false })
  await redis.flushdb()

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    TZ: 'UTC',
    HOST: '127.0.0.1',
    PORT: String(ports.a),
    APP_KEY: randomBytes(32).toString('base64url'),
    APP_NAME: 'Trasporti',
    APP_URL: LB,
    LOG_LEVEL: 'info',
    DB_CONNECTION: 'pg',
    DB_HOST: pgSettings.host,
    DB_PORT: String(pgSettings.port),
    DB_USER: pgSettings.user,
    DB_PASSWORD: pgSettings.password,
    DB_DATABASE: database,
    REDIS_HOST: redisAt.host,
    REDIS_PORT: String(redisAt.port),
    REDIS_DB: String(redisDb),
    SESSION_DRIVER: 'redis',
    LIMITER_STORE: 'redis',
    QUEUE_DRIVER: 'redis',
    QUEUE_WORKER_IN_PROCESS: 'false',
    TRANSMIT_TRANSPORT: 'redis',
    /* nginx on loopback is the only proxy whose X-Forwarded-For is believed */
    TRUSTED_PROXIES: '127.0.0.1',
    MAIL_MAILER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    SEED_DEMO_DATA: 'false',
  }
  if (redisAt.password) env.REDIS_PASSWORD = redisAt.password
  /* CLUSTER_APP_ENV="LIMITER_STORE=memory,TRANSMIT_TRANSPORT=none": see the checks fail. */
  for (const pair of (process.env.CLUSTER_APP_ENV || '').split(',').filter(Boolean)) {
    const [name, ...value] = pair.split('=')
    env[name.trim()] = value.join('=').trim()
  }
  for (const name of [
    'SMTP_USERNAME',
    'SMTP_PASSWORD',
    'PUSHER_APP_ID',
    'PUSHER_KEY',
    'PUSHER_SECRET',
  ])
    delete env[name]

  log('migrations and demo data')
  runAce(['migration:run', '--force'], env)
  runAce(['demo:seed', '--force'], env)
  /* Whatever the seeding queued is not part of the checks. */
  await redis.flushdb()

  smtp = await startSmtp(ports.smtp)

  log(`instances A :${ports.a} and B :${ports.b}, a worker each, nginx :${ports.balancer}`)
  for (const [name, port] of [
    ['instance-a', ports.a],
    ['instance-b', ports.b],
  ]) {
    startProcess(name, process.execPath, ['bin/server.js'], {
      cwd: buildDir,
      env: { ...env, PORT: String(port) },
    })
  }
  for (const name of ['worker-a', 'worker-b']) {
    startProcess(name, process.execPath, ['ace', 'queue:work'], {
      cwd: buildDir,
      env,
    })
  }
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(runDir, sub), { recursive: true })
    chmodSync(join(runDir, sub), 0o777)
  }
  chmodSync(runDir, 0o755)
  const config = readFileSync(join(root, 'scripts', 'cluster', 'nginx.conf.template'), 'utf8')
    .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user nobody nogroup;' : '')
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{INSTANCE_A}}', `127.0.0.1:${ports.a}`)
    .replaceAll('{{INSTANCE_B}}', `127.0.0.1:${ports.b}`)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${ports.balancer}`)
  writeFileSync(join(runDir, 'nginx.conf'), config)
  startProcess('nginx', nginx, ['-p', runDir, '-c', join(runDir, 'nginx.conf')], {
    cwd: runDir,
    env: process.env,
  })

  for (const at of [A, B, LB]) {
    await waitFor(`${at}`, async () => (await fetch(`${at}/login`)).status === 200, 60_000)
  }
  for (const worker of children.filter((entry) => entry.name.startsWith('worker-'))) {
    await waitFor(worker.name, () => worker.output.includes('Starting worker'), 60_000)
  }
  const dead = children.filter((entry) => entry.child.exitCode !== null)
  if (dead.length) throw new Error(`stopped early: ${dead.map((entry) => entry.name).join(', ')}`)

  const db = new pg.Client({ ...pgSettings, database })
  /* The teardown may drop the database under it (Ctrl+C). */
  db.on('error', () => {})
  await db.connect()
  checkDb = db
  try {
    console.log('')
    await checks(db, smtp)
  } finally {
    checkDb = null
    await db.end().catch(() => {})
  }
}

let failed = false
const started = Date.now()
try {
  await main()
} catch (error) {
  failed = true
  console.error(`\n✖ ${error.message}`)
}
failed ||= results.some((result) => !result.ok) || results.length === 0
if (failed) {
  for (const entry of children) {
    console.log(`\n--- last lines of ${entry.name} (${entry.logPath})`)
    console.log(entry.output.split('\n').slice(-15).join('\n'))
  }
}
await teardown()
const passed = results.filter((result) => result.ok).length
console.log(
  `\n${failed ? '✖' : '✔'} cluster: ${passed} passed, ${results.length - passed} failed (${Math.round((Date.now() - started) / 1000)} s)`
)
process.exit(failed ? 1 : 0)
