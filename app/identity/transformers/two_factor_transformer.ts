import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TwoFactorSettings } from '#identity/queries/two_factor_state'

/**
 * The profile's two-factor section: its status, and the secrets only while
 * they may be shown (the QR code and key during setup, the recovery codes
 * once after confirming or asking for them, both with a fresh password).
 */
export default class TwoFactorTransformer extends BaseTransformer<TwoFactorSettings> {
  toObject() {
    return this.pick(this.resource, ['status', 'setup', 'recoveryCodes'])
  }
}
