import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Calendar } from '#transports/queries/calendar'

/**
 * A month or week of transports (pickups, deliveries), closing days and
 * holidays, Monday first: the same shape for the dealer's calendar (its own
 * team) and the staff's (everyone). No prices, no addresses.
 */
export default class CalendarTransformer extends BaseTransformer<Calendar> {
  toObject() {
    return this.pick(this.resource, ['period', 'today', 'weeks'])
  }
}
