import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DealerActivity } from '#dashboards/queries/dealer_activity'
import UpcomingTransportTransformer from '#dashboards/transformers/upcoming_transport_transformer'

/** The dealer dashboard's figures: its requests and transports, its balance, what comes next. */
export default class DealerActivityTransformer extends BaseTransformer<DealerActivity> {
  toObject() {
    const activity = this.resource
    return {
      ...this.pick(activity, ['openRequests', 'transportsByState', 'walletBalanceCents']),
      nextPickups: UpcomingTransportTransformer.transform(activity.nextPickups).useVariant(
        'forPickup'
      ),
      nextDeliveries: UpcomingTransportTransformer.transform(activity.nextDeliveries).useVariant(
        'forDelivery'
      ),
    }
  }
}
