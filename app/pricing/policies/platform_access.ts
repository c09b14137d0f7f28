import { AuthorizationResponse } from '@adonisjs/bouncer'
import type { CurrentTeam } from '#teams/queries/current_team'
import { canManageTeam } from '#teams/domain/team_roles'

/**
 * The platform's configuration (settings, vehicle catalogue, global closing
 * days) belongs to the staff: every staff member reads it, only the staff
 * team's owners and admins change it. Shared by the three pricing policies.
 */
export function readsPlatform(member: CurrentTeam) {
  return member.team.kind === 'staff'
}

export function configuresPlatform(member: CurrentTeam) {
  return readsPlatform(member) && canManageTeam(member.role)
    ? true
    : AuthorizationResponse.deny('Forbidden', 403).t('pricing.errors.forbidden')
}
