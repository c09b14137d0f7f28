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
import type { TeamKind } from '#teams/domain/team_roles'

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
}

const ALL: readonly TeamKind[] = ['dealer', 'transporter', 'staff']
const BOTH = { mail: true, in_app: true } as const
const IN_APP_ONLY = { mail: false, in_app: true } as const

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
  team_invitation: { group: 'team', audiences: ALL, defaults: BOTH, teamRecipients: false },
  team_member_joined: {
    group: 'team',
    audiences: ALL,
    defaults: IN_APP_ONLY,
    teamRecipients: false,
  },

  /* Transport requests and quotes */
  quote_ready: { group: 'requests', audiences: ['dealer'], defaults: BOTH, teamRecipients: true },
  quote_expiring: {
    group: 'requests',
    audiences: ['dealer'],
    defaults: BOTH,
    teamRecipients: true,
  },
  manual_quote_requested: {
    group: 'requests',
    audiences: ['staff'],
    defaults: BOTH,
    teamRecipients: false,
  },

  /* Orders, payments, payouts */
  order_paid: {
    group: 'orders',
    audiences: ['dealer', 'staff'],
    defaults: BOTH,
    teamRecipients: true,
  },
  payment_received: { group: 'orders', audiences: ALL, defaults: BOTH, teamRecipients: true },

  /* Transports */
  transport_available: {
    group: 'transports',
    audiences: ['transporter'],
    defaults: IN_APP_ONLY,
    teamRecipients: false,
  },
  transport_assigned: { group: 'transports', audiences: ALL, defaults: BOTH, teamRecipients: true },
  transport_status_changed: {
    group: 'transports',
    audiences: ['dealer', 'transporter'],
    defaults: BOTH,
    teamRecipients: true,
  },
  dispute_opened: { group: 'transports', audiences: ALL, defaults: BOTH, teamRecipients: true },

  /* Marketplace */
  bid_accepted: {
    group: 'marketplace',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: true,
  },
  bid_lost: {
    group: 'marketplace',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: false,
  },
  private_session_invitation: {
    group: 'marketplace',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: true,
  },
  /* Staff: a carrier booked or cancelled a call (app/calls/listeners.ts). */
  call_booked: {
    group: 'marketplace',
    audiences: ['staff'],
    defaults: BOTH,
    teamRecipients: true,
  },

  /* Documents */
  document_available: {
    group: 'documents',
    audiences: ['dealer', 'transporter'],
    defaults: BOTH,
    teamRecipients: true,
  },

  /* Messages */
  chat_message: { group: 'messages', audiences: ALL, defaults: IN_APP_ONLY, teamRecipients: false },

  /* Platform */
  announcement: { group: 'platform', audiences: ALL, defaults: BOTH, teamRecipients: false },
  insurance_expiring: {
    group: 'platform',
    audiences: ['transporter'],
    defaults: BOTH,
    teamRecipients: true,
  },
  onboarding_submitted: {
    group: 'platform',
    audiences: ['staff'],
    defaults: BOTH,
    teamRecipients: false,
  },
  lead_received: { group: 'platform', audiences: ['staff'], defaults: BOTH, teamRecipients: false },
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
