/*
 * The servers the benchmark talks to: the compiled app (build/bin/server.js,
 * as `npm start` runs it) and the bare node:http server that answers the same
 * bytes; sign-in and single requests (fetch) against them.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { appEnv } from './app_env.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A child process whose output is kept (printed when it fails). */
function startChild(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-2_000_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return {
    child,
    output: () => output,
    clearOutput: () => {
      output = ''
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        /* A profiled server writes its profile on the way out: give it time. */
        const force = setTimeout(() => child.kill('SIGKILL'), 30_000)
        child.once('exit', () => {
          clearTimeout(force)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

async function waitFor(base, path, server, seconds = 120) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break
    try {
      const response = await fetch(base + path)
      await response.arrayBuffer()
      if (response.status === 200) return
    } catch {}
    await sleep(250)
  }
  await server.stop()
  throw new Error(`the server did not answer ${path}:\n${server.output()}`)
}

/** The production server on `database`; `queryCount` turns on X-Query-Count. */
export async function startApp(
  root,
  { database, port, queryCount = false, queryLog = false, profileDir = null }
) {
  const extra = {}
  if (queryCount) extra.BENCH_QUERY_COUNT = 'true'
  if (queryLog) extra.BENCH_QUERY_LOG = 'true'
  const env = appEnv(root, { database, port, extra })
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []
  const server = startChild(process.execPath, [...profile, 'bin/server.js'], {
    cwd: join(root, 'build'),
    env,
  })
  const base = `http://127.0.0.1:${port}`
  await waitFor(base, '/login', server)
  return { ...server, base }
}

/** The bare node:http server (bare_server.mjs) answering the recorded bodies. */
export async function startBare(root, { port, answersFile }) {
  const server = startChild(
    process.execPath,
    [join(root, 'scripts', 'bench', 'bare_server.mjs'), String(port), answersFile],
    { cwd: root, env: { PATH: process.env.PATH ?? '' } }
  )
  const base = `http://127.0.0.1:${port}`
  await waitFor(base, '/__bare_ready', server, 30)
  return { ...server, base }
}

/** A cookie jar as one Cookie header. */
function jar() {
  const cookies = new Map()
  return {
    keep(response) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';')
        const index = pair.indexOf('=')
        cookies.set(pair.slice(0, index), pair.slice(index + 1))
      }
    },
    header: () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; '),
  }
}

/** The page object of an Inertia HTML answer (<script data-page="app" type="application/json">). */
export function pageObject(html) {
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error('no Inertia page object in the HTML')
  return JSON.parse(match[1])
}

/**
 * Signs in through the login form like a browser (GET /login for the CSRF
 * token and cookies, POST the form), then opens `home` as a first visit.
 * Returns the Cookie header, the Inertia asset version and that first HTML.
 */
export async function signIn(base, email, home) {
  const cookies = jar()
  const login = await fetch(`${base}/login`)
  cookies.keep(login)
  const html = await login.text()
  const csrf = html.match(/name=['"]csrf-token['"] content=['"]([^'"]+)['"]/)?.[1]
  if (!csrf) throw new Error('no csrf-token meta on /login')
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cookie': cookies.header(),
    },
    body: new URLSearchParams({ email, password: 'password', _csrf: csrf }).toString(),
  })
  cookies.keep(response)
  await response.arrayBuffer()
  if (response.status !== 302 && response.status !== 303)
    throw new Error(`signing in as ${email} answered ${response.status}`)
  const first = await fetch(base + home, {
    headers: { cookie: cookies.header() },
    redirect: 'manual',
  })
  cookies.keep(first)
  const firstHtml = await first.text()
  if (first.status !== 200)
    throw new Error(`${home} after signing in as ${email} answered ${first.status}`)
  const page = pageObject(firstHtml)
  return {
    cookie: cookies.header(),
    version: page.version,
    /* Props sent once that the browser now holds. */
    onceProps: Object.keys(page.onceProps ?? {}),
    /* The translation catalogue the tab loaded for the page's language. */
    locale: typeof page.props?.locale === 'string' ? page.props.locale : null,
    html: firstHtml,
  }
}

/**
 * The headers of a signed-in Inertia visit, as the app's client sends them
 * after the first page: @inertiajs/core's (version, the once-props it
 * already holds) and X-Catalogues, the translation catalogues the tab holds
 * (inertia/lib/catalogue.ts; the server then leaves them out of the answer).
 */
export function inertiaHeaders(session) {
  const headers = {
    'X-Inertia': 'true',
    'X-Inertia-Version': String(session.version ?? ''),
    'X-Requested-With': 'XMLHttpRequest',
    'Accept': 'text/html, application/xhtml+xml',
    'Cookie': session.cookie,
  }
  if (session.onceProps.length > 0)
    headers['X-Inertia-Except-Once-Props'] = session.onceProps.join(',')
  if (session.locale) headers['X-Catalogues'] = session.locale
  return headers
}

/** One GET: status, headers and the raw body (no compression asked for). */
export async function fetchRaw(url, headers = {}) {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity', ...headers },
    redirect: 'manual',
  })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, body }
}
