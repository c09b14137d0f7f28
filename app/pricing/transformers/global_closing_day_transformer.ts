import { BaseTransformer } from '@adonisjs/core/transformers'
import type ClosingDay from '#teams/models/closing_day'
import type { IsoDate } from '#shared/working_days'

/** A platform-wide closing, marked past or current against today (in Rome). */
export default class GlobalClosingDayTransformer extends BaseTransformer<ClosingDay> {
  constructor(
    resource: ClosingDay,
    protected today: IsoDate
  ) {
    super(resource)
  }

  toObject() {
    const startsOn = this.resource.startsOn.toISODate()!
    const endsOn = this.resource.endsOn.toISODate()!
    return {
      id: this.resource.id,
      startsOn,
      endsOn,
      reason: this.resource.reason,
      past: endsOn < this.today,
      current: startsOn <= this.today && endsOn >= this.today,
    }
  }
}
