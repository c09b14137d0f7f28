/*
 * The benchmark's SQLite databases: the schema and demo data made the way a
 * real install makes them (`node ace migration:run --force` and
 * `node ace demo:seed --force` from the sources), then the bulk rows of
 * generate.mjs, then ANALYZE.
 *
 * Cached in tmp/bench/cache/, keyed by a hash of database/migrations,
 * database/seeders and the generator: a run copies the cached file to
 * tmp/bench-<size>.sqlite3, so every run starts from the same rows (the
 * sessions a run writes are thrown away with the copy). A cached file older
 * than BENCH_DATA_MAX_AGE_DAYS (default 7) is made again, because the data is
 * laid out around the day it was made (next pickups, open requests);
 * BENCH_REBUILD_DATA=1 makes it again now.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import Database from 'better-sqlite3'
import { appEnv } from './app_env.mjs'
import { generateBenchData } from './generate.mjs'

function filesUnder(path) {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)))
}

/** What the data depends on: the schema, the demo seeder and this generator. */
function dataKey(root) {
  const hash = createHash('sha256')
  for (const file of [
    ...filesUnder(join(root, 'database', 'migrations')),
    ...filesUnder(join(root, 'database', 'seeders')),
    join(root, 'scripts', 'bench', 'generate.mjs'),
    /* what the rollups of the bulk rows hold */
    join(root, 'app', 'analytics', 'queries', 'facts.ts'),
    join(root, 'app', 'analytics', 'actions', 'refresh_rollups.ts'),
  ]) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

const removeDatabase = (path) => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true })
}

function ace(root, args, database) {
  const result = spawnSync(process.execPath, ['ace', ...args], {
    cwd: root,
    env: appEnv(root, { database }),
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    throw new Error(`node ace ${args.join(' ')} failed`)
  }
}

/** One file, not WAL: a plain copy of it is the whole database. */
function settle(path) {
  const db = new Database(path)
  db.exec('pragma journal_mode = delete')
  db.close()
}

function fresh(path, maxAgeDays) {
  if (process.env.BENCH_REBUILD_DATA === '1' || !existsSync(path)) return false
  return Date.now() - statSync(path).mtimeMs < maxAgeDays * 86_400_000
}

/**
 * The databases for the given sizes ({ label: transports }); returns
 * { label: { path, transports, rows, seconds, cached } } with `path` the
 * working copy under tmp/.
 */
export function prepareDatabases(root, sizes, { log = console.log } = {}) {
  const cacheDir = join(root, 'tmp', 'bench', 'cache')
  mkdirSync(cacheDir, { recursive: true })
  const key = dataKey(root)
  const maxAge = Number(process.env.BENCH_DATA_MAX_AGE_DAYS || 7)
  const demo = join(cacheDir, `demo-${key}.sqlite3`)
  const result = {}

  for (const [label, transports] of Object.entries(sizes)) {
    const cached = join(cacheDir, `${label}-${key}.sqlite3`)
    const metaPath = `${cached}.json`
    let meta
    if (fresh(cached, maxAge) && existsSync(metaPath)) {
      meta = { ...JSON.parse(readFileSync(metaPath, 'utf8')), cached: true }
      log(`✔ Database ${label} (${transports} dealer transports) from the cache`)
    } else {
      if (!fresh(demo, maxAge)) {
        log('… Migrations and demo data (node ace migration:run, demo:seed)')
        removeDatabase(demo)
        ace(root, ['migration:run', '--force'], demo)
        ace(root, ['demo:seed', '--force'], demo)
        settle(demo)
      }
      log(`… Generating database ${label} (${transports} dealer transports)`)
      const started = performance.now()
      const building = `${cached}.building`
      removeDatabase(building)
      copyFileSync(demo, building)
      const db = new Database(building)
      db.exec('pragma journal_mode = delete; pragma synchronous = off; pragma cache_size = -262144')
      const rows = generateBenchData(db, { transports })
      db.exec('analyze')
      const allTransports = db.prepare('select count(*) as n from transports').get().n
      db.close()
      /* the analytics pages' daily rollups of the bulk rows (the demo seeding rolled up only its own) */
      ace(root, ['analytics:refresh', '--all'], building)
      settle(building)
      removeDatabase(cached)
      renameSync(building, cached)
      const seconds = Number(((performance.now() - started) / 1000).toFixed(1))
      meta = {
        transports,
        allTransports,
        key,
        generatedAt: new Date().toISOString(),
        seconds,
        rows,
      }
      writeFileSync(metaPath, JSON.stringify(meta, null, 2) + '\n')
      meta.cached = false
      const total = Object.values(rows).reduce((sum, n) => sum + n, 0)
      log(`✔ Database ${label}: ${total.toLocaleString('en')} rows added in ${seconds} s`)
    }
    /* Cached files of older keys are dropped. */
    for (const entry of readdirSync(cacheDir)) {
      if (entry.startsWith(`${label}-`) && !entry.startsWith(`${label}-${key}`))
        rmSync(join(cacheDir, entry), { force: true })
    }
    const working = join(root, 'tmp', `bench-${label}.sqlite3`)
    removeDatabase(working)
    copyFileSync(cached, working)
    result[label] = { path: working, ...meta }
  }
  for (const entry of readdirSync(cacheDir)) {
    if (entry.startsWith('demo-') && !entry.startsWith(`demo-${key}`))
      rmSync(join(cacheDir, entry), { force: true })
  }
  return result
}
