import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/** What the policy needs to know about a conversation: whose it is. */
type Owned = { teamId: number }

/** Dealers and carriers talk to staff; drivers have no chat (they call their office). */
const TEAM_KINDS = ['dealer', 'transporter']

const isStaff = (member: CurrentTeam) => member.team.kind === 'staff' && member.role !== 'driver'
const isTeamOffice = (member: CurrentTeam) =>
  TEAM_KINDS.includes(member.team.kind) && member.role !== 'driver'

/**
 * Who may do what with chat conversations. Queries are scoped first (a
 * team finds only its own conversations: another team's id is a 404); these
 * rules answer the rest: staff every conversation, a dealer's or carrier's
 * members (not drivers) their team's.
 */
export default class ConversationPolicy extends BasePolicy {
  /** The list of conversations and the unread badge. */
  viewAny(_user: User, member: CurrentTeam) {
    return isStaff(member) || isTeamOffice(member)
  }

  /** Read a conversation, its attachments, and write in it. */
  view(_user: User, member: CurrentTeam, conversation: Owned) {
    if (isStaff(member)) return true
    return isTeamOffice(member) && conversation.teamId === member.team.id
  }

  reply(user: User, member: CurrentTeam, conversation: Owned) {
    return this.view(user, member, conversation)
  }

  /** Open a conversation: a team with staff, staff with a team. */
  start(_user: User, member: CurrentTeam) {
    return isStaff(member) || isTeamOffice(member)
  }

  /** Who handles it on the staff side. */
  assign(_user: User, member: CurrentTeam) {
    return isStaff(member)
  }
}
