import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PlatformActivity } from '#dashboards/queries/platform_activity'

/** The staff dashboard's KPIs: requests, orders, revenue, active transports, SLA breaches. */
export default class PlatformActivityTransformer extends BaseTransformer<PlatformActivity> {
  toObject() {
    return this.pick(this.resource, [
      'requests',
      'orders',
      'revenueCents',
      'activeTransports',
      'slaBreaches',
      'links',
    ])
  }
}
