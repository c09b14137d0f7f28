import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BrowserSessions } from '#identity/queries/browser_sessions'

/**
 * The browsers signed in to the account (session ids never leave the
 * server: each entry is keyed by its position), and whether the session
 * store can list them at all.
 */
export default class BrowserSessionsTransformer extends BaseTransformer<BrowserSessions> {
  toObject() {
    return {
      supported: this.resource.supported,
      list: this.resource.list.map((session) =>
        this.pick(session, [
          'key',
          'isCurrentDevice',
          'browser',
          'platform',
          'mobile',
          'ip',
          'lastActivity',
        ])
      ),
    }
  }
}
