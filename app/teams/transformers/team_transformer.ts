import { BaseTransformer } from '@adonisjs/core/transformers'
import type Team from '#teams/models/team'
import type { TeamRole } from '#teams/domain/team_roles'

/**
 * A team as pages show it. The default names it for other pages (wallet
 * headers, pickers): never its company or contact data; the variants serve
 * the team's own pages.
 */
export default class TeamTransformer extends BaseTransformer<Team> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'kind', 'plan'])
  }

  /** The heading of the team tabs. */
  forHeader() {
    return this.pick(this.resource, ['id', 'name', 'kind'])
  }

  /** A team named in a list (e.g. the teams that block an account deletion). */
  forReference() {
    return this.pick(this.resource, ['id', 'name'])
  }

  /** The team switcher: the user's teams with their role (`member_role`, selected by `teamsOf`). */
  forSwitcher() {
    return {
      ...this.pick(this.resource, ['id', 'name', 'kind']),
      role: this.resource.$extras.member_role as TeamRole,
    }
  }

  /** The "main" tab: the company data used on invoices and for vetting. */
  forCompany() {
    return {
      ...this.pick(this.resource, [
        'legalName',
        'vatNumber',
        'fiscalCode',
        'sdiCode',
        'pec',
        'street',
        'cap',
        'city',
        'province',
        'phone',
      ]),
      verifiedAt: this.resource.verifiedAt?.toISO() ?? null,
      createdAt: this.resource.createdAt.toISO(),
    }
  }
}
