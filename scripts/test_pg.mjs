#!/usr/bin/env node
/*
 * `npm run test:pg`: the same unit + functional suite against PostgreSQL on
 * 127.0.0.1 (DB_HOST/DB_PORT/DB_USER/DB_PASSWORD override; database
 * `trasporti_test`, dropped and created afresh each run). Concurrency tests that need real
 * row locks run only here.
 */
import pg from 'pg'
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const settings = {
  host: process.env.DB_HOST || '127.0.0.1',
  port: Number(process.env.DB_PORT || 5432),
  user: process.env.DB_USER || 'postgres',
  password: process.env.DB_PASSWORD || '',
}
const database = process.env.DB_DATABASE || 'trasporti_test'

const admin = new pg.Client({ ...settings, database: 'postgres' })
try {
  await admin.connect()
} catch (error) {
  console.error(
    `✖ Cannot reach PostgreSQL at ${settings.host}:${settings.port} as ${settings.user}: ${error.message}`
  )
  console.error(
    '  Start it (see docs/postgres_redis.md) or set DB_HOST/DB_PORT/DB_USER/DB_PASSWORD.'
  )
  process.exit(1)
}
/*
 * A fresh database every run: a run that was killed (or a race test that
 * failed before cleaning up) leaves migrations applied and rows committed,
 * which the next run would inherit. The database is the tests' own.
 */
const quoted = `"${database.replace(/"/g, '')}"`
await admin.query(`drop database if exists ${quoted} with (force)`)
await admin.query(`create database ${quoted}`)
console.log(`✔ Created database ${database} (fresh)`)
await admin.end()

const args = process.argv.slice(2)
const result = spawnSync(
  process.execPath,
  ['ace', 'test', ...(args.length ? args : ['unit', 'functional'])],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DB_CONNECTION: 'pg',
      DB_HOST: settings.host,
      DB_PORT: String(settings.port),
      DB_USER: settings.user,
      DB_PASSWORD: settings.password,
      DB_DATABASE: database,
      PORT: process.env.PG_TEST_PORT || '3335',
    },
  }
)
process.exit(result.status ?? 1)
