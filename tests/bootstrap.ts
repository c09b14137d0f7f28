import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'

/**
 * Japa configuration: unit + functional suites run against the embedded
 * SQLite test database (or PostgreSQL with DB_CONNECTION=pg); every test
 * that touches the database wraps itself in a global transaction.
 */
const browserSuite = process.argv.includes('browser')

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
]

if (browserSuite) {
  const { browserClient } = await import('@japa/browser-client')
  const { sessionBrowserClient } = await import('@adonisjs/session/plugins/browser_client')
  const { authBrowserClient } = await import('@adonisjs/auth/plugins/browser_client')
  plugins.push(
    browserClient({
      runInSuites: ['browser'],
      launcher: async (launcherOptions) => {
        const { chromium } = await import('playwright')
        return chromium.launch({
          ...launcherOptions,
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
          ],
        })
      },
    }),
    sessionBrowserClient(app),
    authBrowserClient(app)
  )
}

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    () => testUtils.db().migrate(),
    /*
     * The platform's company data complete, as on any deployment that takes
     * payments (every payment is invoiced: app/ordering/actions/pay_order.ts).
     * A test of an incomplete platform saves a version without it.
     */
    async () => {
      const { configureSeller } = await import('#tests/helpers/invoicing_fixtures')
      await configureSeller()
    },
    /* the "what's new" cache starts filled, so no page visit's query count depends on it */
    async () => {
      const { refreshNewestPublished } = await import('#changelog/queries/changelog')
      await refreshNewestPublished()
    },
    /* the same for the banners' active announcements and the mailer's SMTP settings */
    async () => {
      const { refreshActiveAnnouncements } = await import('#announcements/queries/announcements')
      const { refreshConfiguredSmtp } = await import('#mailer/queries/mail_settings')
      await refreshActiveAnnouncements()
      await refreshConfiguredSmtp()
    },
    /*
     * Invoices handed to the SDI go to a recorder, not to the drop folder: the
     * test databases reuse invoice ids, so file names would repeat with other
     * contents. The tests of the file drop give it a temporary folder.
     */
    async () => {
      const { RecordingSdiSender, useSdiSender } = await import('#invoicing/sdi/sdi_sender')
      useSdiSender(new RecordingSdiSender())
    },
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
