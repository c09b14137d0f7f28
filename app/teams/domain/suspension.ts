/**
 * A team's suspension (DOMAIN.md §1, issue 14). Pure rules: no database, no HTTP.
 *
 * Two kinds share `teams.suspended_at`:
 * - the insurance check's (source null, reason `insurance_expired`): the
 *   carrier takes no work until a valid policy is accepted, but its area
 *   stays usable (it must upload the new policy);
 * - staff's (source `staff`, the reason staff gave): the company's area is
 *   read-only, every write is refused until staff reinstate it.
 */
export const SUSPENSION_SOURCES = ['staff'] as const
export type SuspensionSource = (typeof SUSPENSION_SOURCES)[number]

type Suspendable = {
  kind: string
  suspendedAt: unknown
  suspensionSource?: SuspensionSource | null
}

/** Whether the team's area is read-only: a suspension decided by staff. */
export function isSuspendedByStaff(team: Suspendable): boolean {
  return !!team.suspendedAt && team.suspensionSource === 'staff'
}

/** Staff teams are never suspended (nor verified): only dealers and carriers. */
export function isManagedKind(kind: string): kind is 'dealer' | 'transporter' {
  return kind === 'dealer' || kind === 'transporter'
}
