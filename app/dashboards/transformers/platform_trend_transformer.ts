import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PlatformTrend } from '#dashboards/queries/platform_trend'

/** The admin dashboard's charts: one point per day (requests, orders, revenue in cents). */
export default class PlatformTrendTransformer extends BaseTransformer<{ days: PlatformTrend }> {
  toObject() {
    return { days: this.resource.days }
  }
}
