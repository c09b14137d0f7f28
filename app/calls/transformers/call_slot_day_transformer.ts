/** A day one may book a call on, with its free slots (Rome times and their instants). */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SlotDay } from '#calls/domain/slots'

export default class CallSlotDayTransformer extends BaseTransformer<SlotDay> {
  toObject() {
    return {
      date: this.resource.date,
      slots: this.resource.slots.map((slot) => ({
        time: slot.time,
        startsAt: slot.startsAt.toUTC().toISO()!,
      })),
    }
  }
}
