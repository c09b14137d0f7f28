/**
 * Team kinds and roles (DOMAIN.md §1). Pure rules: no database, no HTTP.
 */
export const TEAM_KINDS = ['dealer', 'transporter', 'staff'] as const
export type TeamKind = (typeof TEAM_KINDS)[number]

export const TEAM_ROLES = ['owner', 'admin', 'member', 'driver'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

/** The platform area a team kind lives in. */
export const AREA_BY_KIND = {
  staff: 'admin',
  dealer: 'dealer',
  transporter: 'transporter',
} as const
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

/**
 * Roles an actor may give (when inviting or changing a role): the owner any
 * assignable role, an admin only the roles below admin. Nobody else.
 */
export function rolesAssignableBy(
  actorRole: TeamRole | null | undefined,
  kind: TeamKind
): TeamRole[] {
  if (actorRole === 'owner') return assignableRoles(kind)
  if (actorRole === 'admin') return assignableRoles(kind).filter((role) => role !== 'admin')
  return []
}

/**
 * Whether an actor may change the role of, or remove, a member with
 * `targetRole`: never the owner (ownership is transferred instead), never
 * oneself; owners manage everyone else, admins only members and drivers.
 */
export function canManageMember(
  actorRole: TeamRole | null | undefined,
  targetRole: TeamRole,
  isSelf: boolean
): boolean {
  if (isSelf || targetRole === 'owner') return false
  if (actorRole === 'owner') return true
  if (actorRole === 'admin') return targetRole !== 'admin'
  return false
}

/** Anyone but the owner may leave a team (the owner transfers ownership first). */
export function canLeaveTeam(role: TeamRole | null | undefined): boolean {
  return role !== null && role !== undefined && role !== 'owner'
}

/** Staff teams can be created only by someone whose current team is staff. */
export function creatableKinds(currentKind: TeamKind | null | undefined): TeamKind[] {
  return currentKind === 'staff' ? ['dealer', 'transporter', 'staff'] : ['dealer', 'transporter']
}

/** What the team pages ask TeamPolicy about the caller (the pages' `can` flags). */
export const TEAM_ABILITIES = [
  'update',
  'manageMembers',
  'delete',
  'leave',
  'transferOwnership',
] as const
export type TeamAbility = (typeof TEAM_ABILITIES)[number]
export type TeamAbilities = Record<TeamAbility, boolean>
