/**
 * Bouncer policies, one per resource, lazily imported.
 * Capabilities register theirs here.
 */
export const policies = {
  TeamPolicy: () => import('#teams/policies/team_policy'),
  WalletPolicy: () => import('#wallet/policies/wallet_policy'),
}
