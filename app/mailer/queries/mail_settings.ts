import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import logger from '@adonisjs/core/services/logger'
import MailSetting from '#mailer/models/mail_setting'
import MailDelivery from '#mailer/models/mail_delivery'
import { smtpOptions, type DeliveryStatus } from '#mailer/domain/mailer'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin } from '#core/paging'

export const DELIVERIES_PER_PAGE = 25

/** The settings row (id 1), or null before anyone saved them. */
export function currentMailSettings() {
  return MailSetting.find(1)
}

export type ConfiguredSmtp = {
  options: ReturnType<typeof smtpOptions>
  from: { name: string; address: string }
}

/**
 * The SMTP server outgoing mail uses, when staff configured and enabled one
 * (else null: the mailer of config/mail.ts applies, the embedded default
 * writing .eml files). Kept in memory and read again at most once a minute
 * per process (at once after a save in this process); under test only when
 * asked to (saves, `refreshConfiguredSmtp`), so sending a mail adds no query.
 */
let cached: { value: ConfiguredSmtp | null; at: number } | null = null
const CACHE_MS = app.inTest ? Number.POSITIVE_INFINITY : 60_000

export async function refreshConfiguredSmtp(): Promise<ConfiguredSmtp | null> {
  const settings = await currentMailSettings()
  cached = { value: settings ? configuredOf(settings) : null, at: Date.now() }
  return cached.value
}

export async function configuredSmtp(): Promise<ConfiguredSmtp | null> {
  /* under test an enabled server is read again on every send: a test that enabled one and
     rolled back must not send the next tests' mail to it */
  const stale = app.inTest && cached?.value !== null
  if (cached && !stale && Date.now() - cached.at < CACHE_MS) return cached.value
  return refreshConfiguredSmtp()
}

function configuredOf(settings: MailSetting): ConfiguredSmtp | null {
  if (!settings.enabled || !settings.host) return null
  let password: string | null = null
  if (settings.passwordEncrypted) {
    password = encryption.decrypt<string>(settings.passwordEncrypted)
    /* a password encrypted with another APP_KEY cannot be read: sent without, the server will say */
    if (password === null) logger.warn('the SMTP password cannot be decrypted with this APP_KEY')
  }
  return {
    options: smtpOptions({
      host: settings.host,
      port: settings.port,
      security: settings.security,
      username: settings.username,
      password,
    }),
    from: { name: settings.fromName, address: settings.fromAddress },
  }
}

const DELIVERY_ATTRIBUTES = [
  'id',
  'createdAt',
  'updatedAt',
  'recipient',
  'subject',
  'mailer',
  'status',
  'error',
  'attempts',
] as const

export type DeliveryFilters = { status: DeliveryStatus | null; recipient: string | null }

/** The delivery log, newest first, by status and recipient (an address or its beginning). */
export async function listDeliveries(page: number, filters: DeliveryFilters) {
  const query = MailDelivery.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.status) query.where('status', filters.status)
  if (filters.recipient) query.where('recipient', 'like', `${escapeLike(filters.recipient)}%`)
  return paginated(
    await paginateWithin(page, (current) =>
      paginatePlainRows(MailDelivery, query, DELIVERY_ATTRIBUTES, current, DELIVERIES_PER_PAGE)
    )
  )
}

function escapeLike(text: string) {
  return text.toLowerCase().replace(/[%_\\]/g, '')
}
