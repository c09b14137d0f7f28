/**
 * The private link of an application: a random token (32 bytes, base64url)
 * of which only the SHA-256 is stored, like team invitations'. The link is
 * the only key to the application: whoever holds it may read and complete it.
 */
export {
  newInvitationToken as newApplicationToken,
  hashInvitationToken as hashApplicationToken,
  looksLikeInvitationToken as looksLikeApplicationToken,
} from '#teams/domain/invitation_token'
