/**
 * Team kinds and roles (DOMAIN.md §1). Pure rules: no database, no HTTP.
 */
export const TEAM_KINDS = ['dealer', 'transporter', 'staff'] as const
export type TeamKind = (typeof TEAM_KINDS)[number]

export const TEAM_ROLES = ['owner', 'admin', 'member', 'driver'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

/** The platform area a team kind lives in. */
export const AREA_BY_KIND = { staff: 'admin', dealer: 'dealer', transporter: 'transporter' } as const
export type Area = (typeof AREA_BY_KIND)[TeamKind]

export function areaOf(kind: TeamKind): Area {
  return AREA_BY_KIND[kind]
}

/** Roles that can be given to a member of a team of this kind (owner is never assignable). */
export function assignableRoles(kind: TeamKind): TeamRole[] {
  return kind === 'transporter' ? ['admin', 'member', 'driver'] : ['admin', 'member']
}

/** Owners and admins manage the team: members, addresses, closing days, settings. */
export function canManageTeam(role: TeamRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin'
}

/** Only the owner may delete the team or change another admin's role. */
export function isOwner(role: TeamRole | null | undefined): boolean {
  return role === 'owner'
}
