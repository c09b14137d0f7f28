/**
 * Bouncer policies, one per resource, lazily imported.
 * Capabilities register theirs here.
 */
export const policies = {
  ApiTokenPolicy: () => import('#api/policies/api_token_policy'),
  TeamPolicy: () => import('#teams/policies/team_policy'),
  WalletPolicy: () => import('#wallet/policies/wallet_policy'),
}
