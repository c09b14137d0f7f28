/** A private session as a row of staff's list: its times, phase and figures. */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SessionListRow } from '#marketplace/queries/private_sessions'

export default class PrivateSessionRowTransformer extends BaseTransformer<SessionListRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      name: row.name,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      scheduledEndAt: row.scheduledEndAt,
      closedAt: row.closedAt,
      phase: row.phase,
      transports: row.transports,
      invited: row.invited,
      accepted: row.accepted,
      bids: row.bids,
    }
  }
}
