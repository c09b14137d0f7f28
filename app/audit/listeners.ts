/*
| The audit trail's part of a transport's transitions: a staff member's
| transition (an assignment, a state change with its written reason, a
| cancellation, a dispute's resolution) is recorded in its own transaction.
*/
import { onTransition } from '#transports/transition_effects'
import { recordAudit } from '#audit/actions/record_audit'

onTransition(async ({ transport, from, to, actor, payload }, trx) => {
  if (actor.kind !== 'admin') return
  const reason = typeof payload.reason === 'string' ? payload.reason : null
  await recordAudit(
    {
      actorUserId: actor.userId,
      action: 'transport.transition',
      subjectType: 'transport',
      subjectId: transport.id,
      subjectLabel: transport.reference,
      before: { state: from },
      after: {
        state: to,
        ...payload,
        ...(to === 'assigned' ? { transporterTeamId: transport.transporterTeamId } : {}),
      },
      reason,
    },
    trx
  )
})
