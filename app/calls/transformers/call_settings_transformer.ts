/**
 * The call settings as the Settings → Calls form edits them: office hours
 * as ranges `{ start, end }` per weekday (every weekday present), the
 * notice in hours, the horizon in working days.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CallSettings } from '#calls/domain/call_settings'
import { WEEKDAYS, type Weekday } from '#shared/opening_hours'

export default class CallSettingsTransformer extends BaseTransformer<CallSettings> {
  toObject() {
    const hours = this.resource.officeHours
    return {
      openingHours: Object.fromEntries(
        WEEKDAYS.map((day) => [day, (hours[day] ?? []).map(([start, end]) => ({ start, end }))])
      ) as Record<Weekday, { start: string; end: string }[]>,
      minNoticeHours: Math.round(this.resource.minNoticeMinutes / 60),
      horizonWorkingDays: this.resource.horizonWorkingDays,
    }
  }
}
