/**
 * Which notification type tells each lifecycle event (docs/notifications.md).
 * Pure: no database. A unit test walks the transports' state machine and the
 * other lifecycle events and fails when one has no type.
 */
import type { NotificationType } from '#settings/domain/notification_types'

/** The type of a transport's transition. */
export function transitionNotification(from: string, to: string): NotificationType {
  if (from === 'published' && to === 'assigned') return 'transport_assigned'
  if (from === 'pickup_scheduled' && to === 'assigned') return 'transport_dry_run'
  if (to === 'disputed') return 'dispute_opened'
  if (from === 'disputed' && to === 'completed') return 'dispute_resolved'
  return 'transport_status_changed'
}

/**
 * Lifecycle events outside the state machine and their types. Every event a
 * capability's listener turns into a notification is listed here.
 */
export const LIFECYCLE_NOTIFICATIONS = {
  'request:quoted': 'quote_ready',
  'request:quote_expiring': 'quote_expiring',
  'request:manual_quote_requested': 'manual_quote_requested',
  'order:paid': 'order_paid',
  'order:bank_transfer_received': 'bank_transfer_received',
  'order:refunded': 'order_refunded',
  'wallet:payment_received': 'payment_received',
  'proof:available': 'proof_available',
  'invoice:issued': 'document_available',
  'marketplace:saved_search_match': 'transport_available',
  'bid:outbid': 'bid_outbid',
  'bid:accepted': 'bid_accepted',
  'bid:lost': 'bid_lost',
  'session:invited': 'private_session_invitation',
  'session:soft_close': 'session_soft_close',
  'payout:paid': 'payout_paid',
  'payout:requested': 'payout_requested',
  'insurance:expiring': 'insurance_expiring',
  'team:invitation_sent': 'team_invitation',
  'team:member_joined': 'team_member_joined',
  'onboarding:submitted': 'onboarding_submitted',
  'lead:created': 'lead_received',
  'call:booked': 'call_booked',
} as const satisfies Record<string, NotificationType>

export type LifecycleEvent = keyof typeof LIFECYCLE_NOTIFICATIONS
