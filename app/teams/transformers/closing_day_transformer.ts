import { BaseTransformer } from '@adonisjs/core/transformers'
import type ClosingDay from '#teams/models/closing_day'
import type Address from '#teams/models/address'
import { todayInRome } from '#shared/time_zone'

/**
 * A closing-day range of the team or of one of its addresses (preloaded),
 * with whether it is over or under way today (Europe/Rome).
 */
export default class ClosingDayTransformer extends BaseTransformer<ClosingDay> {
  toObject() {
    const today = todayInRome()
    const startsOn = this.resource.startsOn.toISODate()!
    const endsOn = this.resource.endsOn.toISODate()!
    return {
      ...this.pick(this.resource, ['id', 'addressId', 'reason']),
      startsOn,
      endsOn,
      addressLabel: (this.resource.address as Address | null | undefined)?.label ?? null,
      past: endsOn < today,
      current: startsOn <= today && endsOn >= today,
    }
  }
}
