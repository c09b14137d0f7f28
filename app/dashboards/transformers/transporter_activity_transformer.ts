import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TransporterActivity } from '#dashboards/queries/transporter_activity'
import UpcomingTransportTransformer from '#dashboards/transformers/upcoming_transport_transformer'

/**
 * The carrier dashboard's figures: its work by state, today's pickups and
 * deliveries and its own earnings (payouts); never a dealer's price.
 */
export default class TransporterActivityTransformer extends BaseTransformer<TransporterActivity> {
  toObject() {
    const activity = this.resource
    return {
      ...this.pick(activity, ['workByState', 'earningsThisMonthCents']),
      todayPickups: UpcomingTransportTransformer.transform(activity.todayPickups),
      todayDeliveries: UpcomingTransportTransformer.transform(activity.todayDeliveries),
    }
  }
}
