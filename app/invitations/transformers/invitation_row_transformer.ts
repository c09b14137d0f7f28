/** An invitation of either kind as a row of Admin → Invitations, with what its state still allows. */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InvitationOverviewRow } from '#invitations/queries/invitations_overview'
import { invitationActions } from '#invitations/domain/invitation_states'

export default class InvitationRowTransformer extends BaseTransformer<InvitationOverviewRow> {
  toObject() {
    const row = this.resource
    return {
      key: `${row.kind}-${row.id}`,
      kind: row.kind,
      id: row.id,
      state: row.state,
      email: row.email,
      teamId: row.teamId,
      teamName: row.teamName,
      role: row.role,
      sessionId: row.sessionId,
      sessionName: row.sessionName,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      actions: invitationActions(row.kind, row.state, row.sessionOpen),
    }
  }
}
