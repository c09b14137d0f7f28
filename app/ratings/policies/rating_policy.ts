import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** What the policy needs to know about a transport: whose it is and who carries it. */
type Owned = { teamId: number; transporterTeamId: number | null }

/**
 * Who rates a transport's other team: the dealer team that ordered it or the
 * carrier team that carried it, its owners, admins and members (never a
 * driver). Whether the transport may be rated now (completed, within 30
 * days, not yet rated) is the domain's answer (app/ratings/domain/ratings.ts).
 */
export default class RatingPolicy extends BasePolicy {
  rate(_user: User, member: CurrentTeam, transport: Owned) {
    if (member.role === 'driver')
      return AuthorizationResponse.deny('Forbidden', 403).t('ratings.errors.not_allowed')
    if (member.team.kind === 'dealer') return transport.teamId === member.team.id
    if (member.team.kind === 'transporter') return transport.transporterTeamId === member.team.id
    return false
  }

  /** A team's own score and what it is made of: every member of a dealer or carrier team. */
  viewOwn(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer' || member.team.kind === 'transporter'
  }
}
