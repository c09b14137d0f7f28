/*
 * BENCH_PROFILE=1: the measured app servers run with `node --cpu-prof`; each
 * writes a .cpuprofile when it stops (open it in Chrome DevTools →
 * Performance, or https://www.speedscope.app). This summary ranks where the
 * samples were spent: by function (self time) and by package
 * (node_modules/<package>, the app's own code, Node internals, native code,
 * garbage collection), as shares of the busy samples (idle time left out).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

function owner({ url, functionName }) {
  if (functionName === '(garbage collector)') return 'garbage collector'
  if (!url) return 'native (V8, libuv, SQLite)'
  const modules = url.lastIndexOf('/node_modules/')
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  if (url.startsWith('node:')) return 'node internals'
  const build = url.indexOf('/build/')
  return build >= 0 ? `app: ${url.slice(build + '/build/'.length).split('/')[0]}` : url
}

/** The main thread's .cpuprofile in `dir`, ranked: { file, samples, functions, packages }. */
export function summariseProfile(dir, top = 15) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(dir, name))
    /* The main thread's profile is the big one (workers write their own, small ones). */
    .sort((a, b) => statSync(b).size - statSync(a).size)
  if (files.length === 0) return null
  const profile = JSON.parse(readFileSync(files[0], 'utf8'))
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const functions = new Map()
  const packages = new Map()
  let total = 0
  for (const id of profile.samples) {
    const frame = nodes.get(id).callFrame
    /* Waiting for work is not where the time goes. */
    if (frame.functionName === '(idle)') continue
    total++
    const where = frame.url
      ? `${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`
      : ''
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim()
    functions.set(name, (functions.get(name) ?? 0) + 1)
    const pkg = owner(frame)
    packages.set(pkg, (packages.get(pkg) ?? 0) + 1)
  }
  const rank = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, samples]) => ({ name, percent: Number(((samples / total) * 100).toFixed(1)) }))
  return {
    file: files[0],
    busySamples: total,
    functions: rank(functions),
    packages: rank(packages),
  }
}
