/**
 * Admin → Users (issue 14): the dealer and carrier companies' list filters
 * and what staff may do to a team. Pure: no database, no HTTP.
 */
import { isManagedKind } from '#teams/domain/suspension'

export type CompanyKind = 'dealer' | 'transporter'
export type YesNo = 'yes' | 'no'

export type CompanyFilters = {
  q: string | null
  verified: YesNo | null
  suspended: YesNo | null
  plan: 'free' | 'pro' | null
}

const yesNo = (value: unknown): YesNo | null => (value === 'yes' || value === 'no' ? value : null)

/** The list's filters from the query string (anything unknown is no filter; plan for dealers only). */
export function parseCompanyFilters(
  qs: Record<string, unknown>,
  kind: CompanyKind
): CompanyFilters {
  const q = typeof qs.q === 'string' ? qs.q.trim().slice(0, 100) : ''
  const plan = qs.plan === 'free' || qs.plan === 'pro' ? qs.plan : null
  return {
    q: q || null,
    verified: yesNo(qs.verified),
    suspended: yesNo(qs.suspended),
    plan: kind === 'dealer' ? plan : null,
  }
}

export type StandingError =
  'not_managed' | 'already_verified' | 'already_suspended' | 'not_suspended'

type Standing = { kind: string; verifiedAt: unknown; suspendedAt: unknown }

/** Staff verify a dealer or carrier not verified yet. */
export function mayVerify(team: Standing): StandingError | null {
  if (!isManagedKind(team.kind)) return 'not_managed'
  return team.verifiedAt ? 'already_verified' : null
}

/**
 * Staff suspend a dealer or carrier (never a staff team). A team the
 * insurance check suspended may be suspended by staff too (the area then
 * becomes read-only); one already suspended by staff is refused.
 */
export function maySuspend(
  team: Standing & { suspensionSource?: string | null }
): StandingError | null {
  if (!isManagedKind(team.kind)) return 'not_managed'
  return team.suspendedAt && team.suspensionSource === 'staff' ? 'already_suspended' : null
}

/** Staff lift any suspension of a dealer or carrier (theirs or the insurance check's). */
export function mayReinstate(team: Standing): StandingError | null {
  if (!isManagedKind(team.kind)) return 'not_managed'
  return team.suspendedAt ? null : 'not_suspended'
}

export type ImpersonationError = 'not_member' | 'staff_target' | 'self'

/**
 * Whom staff may sign in as: a member of the dealer or carrier team the page
 * shows, never a staff member (of any staff team), never oneself.
 */
export function mayImpersonate(input: {
  staffUserId: number
  targetUserId: number
  teamKind: string
  isMember: boolean
  targetIsStaff: boolean
}): ImpersonationError | null {
  if (input.staffUserId === input.targetUserId) return 'self'
  if (!isManagedKind(input.teamKind) || input.targetIsStaff) return 'staff_target'
  return input.isMember ? null : 'not_member'
}
