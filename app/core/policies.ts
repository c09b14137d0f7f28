/**
 * Bouncer policies, one per resource, lazily imported.
 * Capabilities register theirs here.
 */
export const policies = {
  ApiTokenPolicy: () => import('#api/policies/api_token_policy'),
  TeamPolicy: () => import('#teams/policies/team_policy'),
  WalletPolicy: () => import('#wallet/policies/wallet_policy'),
  TransportPolicy: () => import('#transports/policies/transport_policy'),
  OrderPolicy: () => import('#ordering/policies/order_policy'),
  CartPolicy: () => import('#ordering/policies/cart_policy'),
  PlanPolicy: () => import('#ordering/policies/plan_policy'),
}
