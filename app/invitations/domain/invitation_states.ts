/**
 * Admin → Invitations (issue 10): team invitations and private-session
 * invitations in one list. Pure: no database, no HTTP.
 *
 * Each kind keeps its own rules, in its own capability:
 * - a team invitation (app/teams) is accepted (`accepted_at`), revoked
 *   (`revoked_at`), expired (`expires_at` passed, `isExpired`) or pending;
 *   the team's owners and admins, and staff, resend or revoke it until it
 *   is accepted or revoked (resending an expired one renews it);
 * - a session invitation (app/marketplace) is pending, accepted, declined or
 *   revoked (its `state`); a pending one whose session has ended or been
 *   closed can no longer be answered: it shows as expired. Staff resend a
 *   pending one and revoke a pending or accepted one while the session has
 *   not ended (`sessionPhase`).
 */

export const INVITATION_KINDS = ['team', 'session'] as const
export type InvitationKind = (typeof INVITATION_KINDS)[number]

export const INVITATION_STATES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const
export type InvitationState = (typeof INVITATION_STATES)[number]

export type InvitationActions = { resend: boolean; revoke: boolean }

/**
 * What the invitation's state still allows (the capabilities' actions refuse
 * the rest): `sessionOpen` is whether a session invitation's session is
 * scheduled or running (ignored for team invitations).
 */
export function invitationActions(
  kind: InvitationKind,
  state: InvitationState,
  sessionOpen: boolean
): InvitationActions {
  if (kind === 'team') {
    const open = state === 'pending' || state === 'expired'
    return { resend: open, revoke: open }
  }
  if (!sessionOpen) return { resend: false, revoke: false }
  return { resend: state === 'pending', revoke: state === 'pending' || state === 'accepted' }
}
