/**
 * The catalogue of notifications the platform sends (DOMAIN.md §4).
 * Pure data and rules: no database, no HTTP.
 *
 * Every notification a feature sends must have an entry here, and must ask
 * `wantsNotification` / `usersWantingNotification` (app/settings/notification_preferences.ts)
 * before sending it to a user on a channel.
 *
 * - `group`: the section it appears under on the settings page.
 * - `audiences`: the team kinds whose members can receive it (the settings page
 *   shows a user only the types of the kinds of their teams).
 * - `defaults`: what a user gets on each channel until they change it.
 * - `teamRecipients`: whether it can also go to a team's extra e-mail
 *   recipients (team settings → notifications, table team_notification_recipients).
 *
 * UI texts: `settings.notifications.types.<key>.label|description` and
 * `settings.notifications.groups.<group>` (resources/lang/{it,en}/settings.json).
 */
import type { TeamKind, TeamRole } from '#teams/domain/team_roles'

export const NOTIFICATION_CHANNELS = ['mail', 'in_app'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

export const NOTIFICATION_GROUPS = [
  'team',
  'requests',
  'orders',
  'transports',
  'marketplace',
  'documents',
  'messages',
  'platform',
] as const
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number]

export type NotificationTypeDefinition = {
  key: string
  group: NotificationGroup
  audiences: readonly TeamKind[]
  defaults: Readonly<Record<NotificationChannel, boolean>>
  teamRecipients: boolean
  /**
   * Which members of a team told about the event receive it (never drivers:
   * a driver only gets the types with `drivers: true`, and only when they
   * drive the transport concerned). Default: owners, admins and members.
   */
  roles?: readonly TeamRole[]
  /** The transport's driver receives it too (docs/notifications.md). */
  drivers?: boolean
  /** The template variables (`{name}`) its it/en templates may use (resources/lang/{it,en}/notifications.json). */
  variables: readonly string[]
}

const ALL: readonly TeamKind[] = ['dealer', 'transporter', 'staff']
const BOTH = { mail: true, in_app: true } as const
const IN_APP_ONLY = { mail: false, in_app: true } as const
const MANAGERS: readonly TeamRole[] = ['owner', 'admin']

function define<const T extends Record<string, Omit<NotificationTypeDefinition, 'key'>>>(types: T) {
  return Object.fromEntries(
    Object.entries(types).map(([key, value]) => [key, { key, ...value }])
  ) as {
    [K in keyof T]: T[K] & { key: K }
  }
}

/** In display order. */
export const NOTIFICATION_TYPES = define({
  /* Team */
  team_invitation: {
    group: 'team',
    audiences: ALL,
    defaults: BOTH,
    teamRecipients: false,
    variables: ['team', 'inviter'],
  },
  team_member_joined: {
    group: 'team',
    audiences: ALL,
    defaults: IN_APP_ONLY,
    teamRecipients: false,
    roles: MANAGERS,
    variables: ['team', 'member'],
  },

  /* Transport requests and quotes */
  quote_ready: {
    group: 'requests',
    audiences: ['dealer'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'amount'],
  },
  quote_expiring: {
    group: 'requests',
    audiences: ['dealer'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'expires'],
  },
  manual_quote_requested: {
    group: 'requests',
    audiences: ['staff'],
    defaults: BOTH,
    teamRecipients: false,
    variables: ['reference', 'team'],
  },

  /* Orders, payments, payouts */
  order_paid: {
    group: 'orders',
    audiences: ['dealer', 'staff'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'amount', 'team'],
  },
  payment_received: {
    group: 'orders',
    audiences: ALL,
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'amount'],
  },
  bank_transfer_received: {
    group: 'orders',
    audiences: ['dealer'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'amount'],
  },
  order_refunded: {
    group: 'orders',
    audiences: ['dealer'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'amount'],
  },
  payout_paid: {
    group: 'orders',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: true,
    roles: MANAGERS,
    variables: ['amount', 'reference'],
  },
  payout_requested: {
    group: 'orders',
    audiences: ['staff'],
    defaults: BOTH,
    teamRecipients: false,
    variables: ['team', 'amount'],
  },

  /* Transports */
  transport_available: {
    group: 'transports',
    audiences: ['transporter'],
    defaults: IN_APP_ONLY,
    teamRecipients: false,
    variables: ['reference', 'search', 'from', 'to'],
  },
  transport_assigned: {
    group: 'transports',
    audiences: ALL,
    defaults: BOTH,
    teamRecipients: true,
    drivers: true,
    variables: ['reference', 'carrier'],
  },
  transport_status_changed: {
    group: 'transports',
    audiences: ['dealer', 'transporter'],
    defaults: BOTH,
    teamRecipients: true,
    drivers: true,
    variables: ['reference', 'state'],
  },
  transport_dry_run: {
    group: 'transports',
    audiences: ['dealer', 'transporter', 'staff'],
    defaults: BOTH,
    teamRecipients: true,
    drivers: true,
    variables: ['reference'],
  },
  dispute_opened: {
    group: 'transports',
    audiences: ALL,
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference'],
  },
  dispute_resolved: {
    group: 'transports',
    audiences: ['dealer', 'transporter'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference'],
  },

  /* Marketplace */
  bid_outbid: {
    group: 'marketplace',
    audiences: ['transporter'],
    defaults: IN_APP_ONLY,
    teamRecipients: false,
    variables: ['reference', 'amount'],
  },
  bid_accepted: {
    group: 'marketplace',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'amount'],
  },
  bid_lost: {
    group: 'marketplace',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: false,
    variables: ['reference', 'amount'],
  },
  private_session_invitation: {
    group: 'marketplace',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['session', 'ends'],
  },
  session_soft_close: {
    group: 'marketplace',
    audiences: ['transporter'],
    defaults: IN_APP_ONLY,
    teamRecipients: false,
    variables: ['session', 'ends'],
  },
  /* Staff: a carrier booked or cancelled a call (app/calls/listeners.ts). */
  call_booked: {
    group: 'marketplace',
    audiences: ['staff'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['team', 'when'],
  },

  /* Documents */
  document_available: {
    group: 'documents',
    audiences: ['dealer', 'transporter'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'document'],
  },
  proof_available: {
    group: 'documents',
    audiences: ['dealer'],
    defaults: BOTH,
    teamRecipients: true,
    variables: ['reference', 'kind'],
  },

  /* Messages */
  chat_message: {
    group: 'messages',
    audiences: ALL,
    defaults: IN_APP_ONLY,
    teamRecipients: false,
    variables: ['sender', 'preview'],
  },

  /* Platform */
  announcement: {
    group: 'platform',
    audiences: ALL,
    defaults: BOTH,
    teamRecipients: false,
    variables: ['title'],
  },
  insurance_expiring: {
    group: 'platform',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: true,
    roles: MANAGERS,
    variables: ['days', 'expires'],
  },
  onboarding_submitted: {
    group: 'platform',
    audiences: ['staff'],
    defaults: BOTH,
    teamRecipients: false,
    variables: ['company'],
  },
  lead_received: {
    group: 'platform',
    audiences: ['staff'],
    defaults: BOTH,
    teamRecipients: false,
    variables: ['company', 'kind'],
  },
})

export type NotificationType = keyof typeof NOTIFICATION_TYPES

export const NOTIFICATION_TYPE_KEYS = Object.keys(NOTIFICATION_TYPES) as NotificationType[]

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_TYPES, value)
}

export function isNotificationChannel(value: unknown): value is NotificationChannel {
  return typeof value === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(value)
}

export function notificationType(type: NotificationType): NotificationTypeDefinition {
  const definition = NOTIFICATION_TYPES[type] as NotificationTypeDefinition | undefined
  if (!definition)
    throw new Error(
      `Unknown notification type "${String(type)}": add it to app/settings/domain/notification_types.ts`
    )
  return definition
}

/** What a user gets on a channel when they never changed the setting. */
export function defaultPreference(type: NotificationType, channel: NotificationChannel): boolean {
  return notificationType(type).defaults[channel]
}

/**
 * The types a member of teams of these kinds can receive, in display order.
 * A user without teams still gets the types every kind receives.
 */
export function notificationTypesFor(kinds: readonly TeamKind[]): NotificationTypeDefinition[] {
  const wanted = new Set(kinds)
  return NOTIFICATION_TYPE_KEYS.map(
    (key) => NOTIFICATION_TYPES[key] as NotificationTypeDefinition
  ).filter((definition) =>
    wanted.size === 0
      ? ALL.every((kind) => definition.audiences.includes(kind))
      : definition.audiences.some((kind) => wanted.has(kind))
  )
}

/** The types that can also be sent to a team's extra e-mail recipients, for teams of this kind. */
export function teamRecipientTypesFor(kind: TeamKind): NotificationTypeDefinition[] {
  return notificationTypesFor([kind]).filter((definition) => definition.teamRecipients)
}

/** Roles of a team told about the event that receive this type (drivers: see `drivers`). */
export function rolesFor(type: NotificationType): readonly TeamRole[] {
  return notificationType(type).roles ?? ['owner', 'admin', 'member']
}
