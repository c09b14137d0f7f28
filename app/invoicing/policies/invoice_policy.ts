import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'

/**
 * Who sees the platform's invoices and credit notes and downloads their
 * files: every member of the dealer team they were issued to (their own
 * team's only), staff (all of them). Carriers have none: their area has no
 * invoice route, and another team's invoice is not found (404) before this
 * runs.
 */
export default class InvoicePolicy extends BasePolicy {
  /** Payments → Fatture: a dealer team's own documents. */
  viewOwn(_user: User, member: CurrentTeam) {
    return member.team.kind === 'dealer'
  }

  /** Admin → Fatture: every document. */
  viewAny(_user: User, member: CurrentTeam) {
    return member.team.kind === 'staff'
  }

  /** A document's PDF and XML. */
  download(_user: User, member: CurrentTeam, invoice: { teamId: number }) {
    if (member.team.kind === 'staff') return true
    return member.team.kind === 'dealer' && invoice.teamId === member.team.id
  }
}
