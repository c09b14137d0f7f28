/*
| Environment variables: validated and cast once at boot.
*/
import { Env } from '@adonisjs/core/env'

/** An S3 setting: required when the files live in a bucket (DRIVE_DISK=s3), optional otherwise. */
function forS3<Value>(validate: (key: string, value?: string) => Value) {
  return (key: string, value?: string): Value => {
    if (process.env.DRIVE_DISK === 's3' && !value) {
      throw new Error(`Missing environment variable "${key}" (required with DRIVE_DISK=s3)`)
    }
    return validate(key, value)
  }
}

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_NAME: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  TZ: Env.schema.string.optional(),
  /* Reverse proxies whose X-Forwarded-* headers are trusted (IPs/CIDRs, comma-separated; none by default) */
  TRUSTED_PROXIES: Env.schema.string.optional(),

  /* Database: embedded SQLite by default, PostgreSQL with DB_CONNECTION=pg */
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  DB_SQLITE_PATH: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional(),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),

  /* Sessions: server-side only (database by default, redis when configured, memory in tests);
     a cookie store would carry flashed input and could exceed what browsers accept. */
  SESSION_DRIVER: Env.schema.enum(['memory', 'database', 'redis'] as const),

  /* Redis (optional) */
  REDIS_HOST: Env.schema.string.optional(),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  /* Redis database number (default 0): lets several apps or test runs share one server */
  REDIS_DB: Env.schema.number.optional(),

  /* Rate limiting store */
  LIMITER_STORE: Env.schema.enum.optional(['memory', 'redis', 'database'] as const),

  /* Mail */
  MAIL_MAILER: Env.schema.enum.optional(['file', 'smtp'] as const),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),

  /* Queue */
  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis', 'sync'] as const),
  QUEUE_WORKER_IN_PROCESS: Env.schema.boolean.optional(),

  /* Files: local disk (storage/uploads) by default, an S3-compatible bucket with DRIVE_DISK=s3 */
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: forS3(Env.schema.string.optional()),
  S3_REGION: forS3(Env.schema.string.optional()),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_ACCESS_KEY_ID: forS3(Env.schema.string.optional()),
  S3_SECRET_ACCESS_KEY: forS3(Env.schema.secret.optional()),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),

  /* E-invoicing: the folder the SDI intermediary picks the FatturaPA files up from
     (app/invoicing/sdi/sdi_sender.ts); tmp/sdi-outbox by default */
  SDI_DROP_DIR: Env.schema.string.optional(),

  /* Card payments through Stripe Checkout (app/wallet/card/card_gateway.ts): both keys turn
     them on; without them the card option is offered nowhere. */
  STRIPE_SECRET_KEY: Env.schema.secret.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.secret.optional(),

  /* Realtime transport across instances */
  TRANSMIT_TRANSPORT: Env.schema.enum.optional(['none', 'redis'] as const),

  /* Optional Pusher-compatible realtime server (Pusher Channels, Soketi...): all three of
     PUSHER_APP_ID/KEY/SECRET enable /broadcasting/auth and mirror every broadcast there.
     Self-hosted: PUSHER_HOST + PUSHER_PORT (+ PUSHER_TLS=false for plain HTTP);
     pusher.com: PUSHER_CLUSTER. See docs/realtime.md. */
  PUSHER_APP_ID: Env.schema.string.optional(),
  PUSHER_KEY: Env.schema.string.optional(),
  PUSHER_SECRET: Env.schema.string.optional(),
  PUSHER_CLUSTER: Env.schema.string.optional(),
  PUSHER_HOST: Env.schema.string.optional(),
  PUSHER_PORT: Env.schema.number.optional(),
  PUSHER_TLS: Env.schema.boolean.optional(),

  /* Demo data */
  SEED_DEMO_DATA: Env.schema.boolean.optional(),
})
