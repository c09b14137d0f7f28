/**
 * Admin → Settings → Mailer (issue 13). Pure: no database, no HTTP.
 */
import { err, ok, type Result } from '#core/result'

export const SECURITIES = ['none', 'starttls', 'tls'] as const
export type Security = (typeof SECURITIES)[number]

export const DELIVERY_STATUSES = ['sent', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value)
}

export type SmtpServer = {
  host: string
  port: number
  security: Security
  username: string | null
  password: string | null
}

/**
 * Nodemailer's SMTP options: `tls` is TLS from the first byte (usually port
 * 465), `starttls` requires the upgrade (587), `none` never upgrades (a
 * local relay). Short timeouts: a wrong host answers within seconds.
 */
export function smtpOptions(server: SmtpServer) {
  return {
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    auth: server.username ? { user: server.username, pass: server.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

/** Nodemailer's error codes that have their own explanation (mailer.errors.<code>). */
export const KNOWN_ERRORS = [
  'EAUTH',
  'ECONNECTION',
  'ETIMEDOUT',
  'EDNS',
  'ETLS',
  'EENVELOPE',
  'EMESSAGE',
  'ESOCKET',
  'EPROTOCOL',
] as const
export type KnownError = (typeof KNOWN_ERRORS)[number]

/** A failure of a send: its known code (else `unknown`) and the raw text (the server's answer). */
export function describeFailure(error: unknown): { code: KnownError | 'unknown'; raw: string } {
  const e = (error ?? {}) as { code?: unknown; response?: unknown; message?: unknown }
  const code = (KNOWN_ERRORS as readonly unknown[]).includes(e.code)
    ? (e.code as KnownError)
    : 'unknown'
  const raw = String(e.response ?? e.message ?? error ?? '').slice(0, 1000)
  return { code, raw }
}

export type SettingsInput = {
  enabled: boolean
  host: string | null
  port: number
  security: Security
  username: string | null
  fromName: string | null
  fromAddress: string | null
}

/** Enabled settings need a server and a sender address. */
export function checkSettings(
  input: SettingsInput
): Result<SettingsInput, 'host_required' | 'from_required'> {
  if (input.enabled && !input.host) return err('host_required')
  if (input.enabled && !input.fromAddress) return err('from_required')
  return ok(input)
}
