import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { prepareSqliteConnection } from '#core/database/sqlite_connection'

/**
 * Embedded SQLite (libsql's better-sqlite3 compatible build) by default;
 * PostgreSQL with DB_CONNECTION=pg. The same migrations run on both.
 */
const sqlitePath = env.get('DB_SQLITE_PATH') || 'tmp/trasporti.sqlite3'
if ((env.get('DB_CONNECTION') || 'sqlite') === 'sqlite') {
  /* A fresh clone has no tmp/ yet: SQLite creates the file, not its folder. */
  mkdirSync(dirname(app.makePath(sqlitePath)), { recursive: true })
}

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION') || 'sqlite',
  prettyPrintDebugQueries: false,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: app.makePath(sqlitePath),
      },
      useNullAsDefault: true,
      pool: {
        afterCreate: (conn: any, done: (error: Error | null, conn: any) => void) => {
          done(null, prepareSqliteConnection(conn))
        },
      },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('DB_HOST') || '127.0.0.1',
        port: env.get('DB_PORT') || 5432,
        user: env.get('DB_USER') || 'postgres',
        password: env.get('DB_PASSWORD') || '',
        database: env.get('DB_DATABASE') || 'trasporti',
      },
      pool: { min: 0, max: 20 },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
    },
  },
})

export default dbConfig
