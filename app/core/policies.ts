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
  PlatformSettingsPolicy: () => import('#pricing/policies/platform_settings_policy'),
  VehicleCataloguePolicy: () => import('#pricing/policies/vehicle_catalogue_policy'),
  GlobalClosingDayPolicy: () => import('#pricing/policies/global_closing_day_policy'),
  SupplierPolicy: () => import('#suppliers/policies/supplier_policy'),
  TransportRequestPolicy: () => import('#requests/policies/transport_request_policy'),
  QuotePolicy: () => import('#requests/policies/quote_policy'),
  RequestAttachmentPolicy: () => import('#requests/policies/request_attachment_policy'),
  MarketplacePolicy: () => import('#marketplace/policies/marketplace_policy'),
  CallPolicy: () => import('#calls/policies/call_policy'),
  InvitationPolicy: () => import('#invitations/policies/invitation_policy'),
  VettingPolicy: () => import('#onboarding/policies/vetting_policy'),
  RatingPolicy: () => import('#ratings/policies/rating_policy'),
  ChangelogPolicy: () => import('#changelog/policies/changelog_policy'),
  LeadPolicy: () => import('#leads/policies/lead_policy'),
  DocumentPolicy: () => import('#documents/policies/document_policy'),
  InvoicePolicy: () => import('#invoicing/policies/invoice_policy'),
  BillingPolicy: () => import('#payouts/policies/billing_policy'),
  PayoutPolicy: () => import('#payouts/policies/payout_policy'),
  AuditPolicy: () => import('#audit/policies/audit_policy'),
  NotificationPolicy: () => import('#notifications/policies/notification_policy'),
}
