#!/usr/bin/env node
/*
 * Regenerates docs/routes.md from `node ace list:routes --json`:
 *   export PATH=$PWD/node_modules/.bin:$PATH && node docs/generate_routes.mjs
 * Routes are grouped by area (admin, dealer, transporter), then account,
 * auth, public, API and realtime, in the order the router lists them.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const output = execFileSync(process.execPath, ['ace', 'list:routes', '--json'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
})
const routes = JSON.parse(output.slice(output.indexOf('['))).flatMap((domain) => domain.routes)

const SECTIONS = [
  [
    'Admin area (`/admin`, staff teams)',
    (r) => r.pattern === '/admin' || r.pattern.startsWith('/admin/'),
  ],
  [
    'Dealer area (`/dealer`, dealer teams)',
    (r) => r.pattern === '/dealer' || r.pattern.startsWith('/dealer/'),
  ],
  [
    'Transporter area (`/transporter`, transporter teams)',
    (r) => r.pattern === '/transporter' || r.pattern.startsWith('/transporter/'),
  ],
  ['JSON API (`/api/v1`, bearer tokens)', (r) => r.pattern.startsWith('/api/')],
  [
    'Realtime (Transmit SSE; Pusher-protocol authorization)',
    (r) => r.pattern.startsWith('/__transmit') || r.pattern.startsWith('/broadcasting/'),
  ],
  [
    'Sign-in, registration and account security',
    (r) =>
      /^\/(login|logout|register|forgot-password|reset-password|two-factor-challenge|verify-email|email\/)/.test(
        r.pattern
      ) || r.pattern.startsWith('/user/confirm-password'),
  ],
  [
    'Account (every signed-in user: profile, teams, settings, API tokens)',
    (r) =>
      middlewareNames(r).includes('auth') ||
      /^\/(user|teams|current-team|settings|team-invitations)/.test(r.pattern),
  ],
  ['Public pages', () => true],
]

function middlewareNames(route) {
  return route.middleware.map((entry) => {
    if (typeof entry === 'string') return entry
    const args =
      entry.args && typeof entry.args === 'object'
        ? `(${Object.values(entry.args).join(', ')})`
        : ''
    return `${entry.name ?? entry.type}${args}`
  })
}

function middlewareOf(route) {
  return middlewareNames(route).join(', ')
}

function handlerOf(route) {
  const handler = route.handler ?? {}
  if (handler.type === 'controller') {
    return `${String(handler.moduleNameOrPath).replace(/^#/, '')}.${handler.method}`
  }
  return 'closure'
}

const used = new Set()
let text = `# Routes

Generated from \`node ace list:routes\` by \`node docs/generate_routes.mjs\` (${routes.length} routes).
Middleware: \`auth\` signed in (else /login), \`guest\` signed out, \`verified\` verified e-mail (else
/verify-email), \`area\` the current team lives in this area (else 404), \`passwordConfirmed\`
password re-typed in the last minutes, \`apiAuth\` bearer token. Forms answer with a redirect
(field errors flashed, shared as \`errors\`); pages are Inertia pages (HTML on the first visit,
JSON with \`X-Inertia\`).
`
for (const [title, matches] of SECTIONS) {
  const rows = routes.filter((route) => !used.has(route) && matches(route))
  if (rows.length === 0) continue
  rows.forEach((route) => used.add(route))
  text += `\n## ${title}\n\n| method | path | name | middleware | handler |\n|---|---|---|---|---|\n`
  for (const route of rows) {
    const methods = route.methods.filter((method) => method !== 'HEAD').join(', ')
    text += `| ${methods} | \`${route.pattern}\` | ${route.name ?? ''} | ${middlewareOf(route)} | ${handlerOf(route)} |\n`
  }
}
writeFileSync(join(root, 'docs', 'routes.md'), text)
console.log(`docs/routes.md: ${routes.length} routes`)
