import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import TeamMember from '#teams/models/team_member'

/**
 * Realtime channels and who may listen to them. ONE authorization,
 * `authorizeChannel()`, answers both the built-in Transmit subscribe route
 * (POST /__transmit/subscribe) and the Pusher-protocol route
 * (POST /broadcasting/auth), so a Pusher-compatible server applies exactly
 * the rules Transmit applies.
 *
 *   users/:id        private: only that user
 *   teams/:id        private: members of that team, every role (drivers
 *                    included: team payloads must not carry what a driver may
 *                    not see; send those to users/:id instead)
 *   tracking/:token  public for whoever knows the token of an existing
 *                    transport (rule in app/transports/channels.ts)
 *   sessions/:id     private: staff and the teams invited to that private
 *                    session (app/marketplace/channels.ts)
 *   transports/bids  private: staff (app/marketplace/channels.ts)
 *   transports/published  private: members (not drivers) of transporter
 *                    teams, the marketplace's live list (same file)
 *   staff/feed       private: staff, the admin dashboard's live feed
 *                    (app/monitoring/channels.ts)
 *   chats/:id        private: staff and the members (not drivers) of the
 *                    conversation's team (app/chat/channels.ts)
 *
 * Rules are registered with `transmit.authorize(pattern, rule)` by the
 * capability that owns the channel; a name that no rule matches is public.
 * Register a rule before broadcasting anything private on a new pattern (and
 * list its namespace in PRIVATE_NAMESPACES for Pusher).
 */

export const CHANNEL_NAME_MAX_LENGTH = 200
/** `namespace/segment[/segment…]`: letters, digits, `_` and `-` only. */
export const CHANNEL_NAME = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+){0,4}$/

export function isChannelName(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= CHANNEL_NAME_MAX_LENGTH && CHANNEL_NAME.test(value)
  )
}

/** May the caller (session user or guest) listen to `channel`? */
export async function authorizeChannel(ctx: HttpContext, channel: string): Promise<boolean> {
  if (!isChannelName(channel)) return false
  return transmit.getManager().verifyAccess(channel, ctx)
}

/*
| Pusher channel names cannot contain '/': `users/5` is `private-users.5`,
| `teams/3` is `private-teams.3` (private: the client asks /broadcasting/auth),
| `tracking/<token>` is the public `tracking.<token>`.
*/
const PRIVATE_NAMESPACES: readonly string[] = [
  'users',
  'teams',
  'transports',
  'sessions',
  'staff',
  'chats',
]

export function toPusherChannel(channel: string): string {
  const name = channel.replaceAll('/', '.')
  return PRIVATE_NAMESPACES.includes(channel.split('/')[0]) ? `private-${name}` : name
}

/** The channel a Pusher `private-…` name stands for; null for any other name. */
export function fromPusherChannel(name: string): string | null {
  const match = /^private-([a-z]+)\.([A-Za-z0-9_-]+)$/.exec(name)
  if (!match || !PRIVATE_NAMESPACES.includes(match[1])) return null
  return `${match[1]}/${match[2]}`
}

function parseId(value: string | undefined): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

async function signedInUserId(ctx: HttpContext): Promise<number | null> {
  await ctx.auth.check()
  return ctx.auth.user?.id ?? null
}

export async function canListenToUser(ctx: HttpContext, id: string | undefined): Promise<boolean> {
  const userId = await signedInUserId(ctx)
  return userId !== null && parseId(id) === userId
}

export async function canListenToTeam(ctx: HttpContext, id: string | undefined): Promise<boolean> {
  const userId = await signedInUserId(ctx)
  const teamId = parseId(id)
  if (userId === null || teamId === null) return false
  const membership = await TeamMember.query()
    .where('team_id', teamId)
    .where('user_id', userId)
    .select('id')
    .first()
  return membership !== null
}

transmit.authorize<{ id: string }>('users/:id', (ctx, { id }) => canListenToUser(ctx, id))
transmit.authorize<{ id: string }>('teams/:id', (ctx, { id }) => canListenToTeam(ctx, id))
