import type { HttpContext } from '@adonisjs/core/http'
import { AuthorizationResponse, errors } from '@adonisjs/bouncer'
import { currentTeamOf } from '#core/http/current_team'

/**
 * Platform configuration (settings, vehicles, global closing days): every
 * staff member may read it; only owners and admins of the staff team change it.
 * (The admin area middleware already turned everyone else away with a 404.)
 */
export async function canManagePlatform(ctx: HttpContext): Promise<boolean> {
  const current = await currentTeamOf(ctx)
  return current?.area === 'admin' && (current.role === 'owner' || current.role === 'admin')
}

export async function authorizePlatformManager(ctx: HttpContext): Promise<void> {
  if (!(await canManagePlatform(ctx))) {
    throw new errors.E_AUTHORIZATION_FAILURE(
      AuthorizationResponse.deny('Forbidden', 403).t('pricing.errors.forbidden')
    )
  }
}
