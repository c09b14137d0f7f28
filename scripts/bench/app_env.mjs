/*
 * The environment the benchmark gives the app (the compiled server and
 * `node ace` from the sources): everything explicit, nothing read from the
 * developer's .env (ENV_PATH points at an empty folder), so that two runs on
 * two machines configure the app the same way.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/** A fixed key: the benchmark's sessions only live in its own throw-away databases. */
const BENCH_APP_KEY = 'bench-only-key-not-a-secret-0123456789abcdef'

export function appEnv(root, { database, port = '3392', extra = {} }) {
  const envDir = join(root, 'tmp', 'bench', 'env')
  mkdirSync(envDir, { recursive: true })
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ENV_PATH: envDir,
    NODE_ENV: 'production',
    TZ: 'UTC',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_KEY: BENCH_APP_KEY,
    APP_NAME: 'Trasporti',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DB_CONNECTION: 'sqlite',
    DB_SQLITE_PATH: database,
    SESSION_DRIVER: 'database',
    LIMITER_STORE: 'memory',
    MAIL_MAILER: 'file',
    QUEUE_DRIVER: 'database',
    QUEUE_WORKER_IN_PROCESS: 'false',
    TRANSMIT_TRANSPORT: 'none',
    DRIVE_DISK: 'fs',
    ...extra,
  }
}
