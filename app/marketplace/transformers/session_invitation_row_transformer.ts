/** An invitation to a private session in the carrier's Invites list. */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InvitationRow } from '#marketplace/queries/private_sessions'

export default class SessionInvitationRowTransformer extends BaseTransformer<InvitationRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      state: row.state,
      sentAt: row.sentAt,
      sessionId: row.sessionId,
      sessionName: row.sessionName,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      phase: row.phase,
      transports: row.transports,
    }
  }
}
