import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import TeamMember from '#teams/models/team_member'

/**
 * Private realtime channels, authorized when a client subscribes
 * (POST /__transmit/subscribe, behind the session and CSRF like any form):
 *
 *   users/:id  only that user
 *   teams/:id  only members of that team (every role, drivers included: team
 *              payloads must not carry what a driver may not see; send those
 *              to users/:id instead)
 *
 * Any other channel name is public: add an authorization here before
 * broadcasting anything private on a new channel pattern.
 */

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
