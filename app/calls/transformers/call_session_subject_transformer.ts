/**
 * The private session a call is about, as the booking page shows it: its
 * name, times and phase (what the carrier's invitation shows already).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SessionForTeam } from '#marketplace/queries/session_membership'

export default class CallSessionSubjectTransformer extends BaseTransformer<SessionForTeam> {
  toObject() {
    const session = this.resource
    return {
      id: session.id,
      name: session.name,
      startsAt: session.startsAt.toUTC().toISO()!,
      endsAt: session.endsAt.toUTC().toISO()!,
      phase: session.phase,
    }
  }
}
