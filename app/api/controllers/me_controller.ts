import type { HttpContext } from '@adonisjs/core/http'
import { resolveCurrentTeam } from '#teams/queries/current_team'

/** GET /api/v1/me: the token's user and their current team. */
export default class MeController {
  async show({ auth, response }: HttpContext) {
    const user = auth.use('api').getUserOrFail()
    const current = await resolveCurrentTeam(user)
    return response.ok({
      data: {
        id: user.id,
        fullName: user.fullName,
        email: user.email,
        locale: user.locale,
        currentTeam: current
          ? {
              id: current.team.id,
              name: current.team.name,
              kind: current.team.kind,
              role: current.role,
            }
          : null,
      },
    })
  }
}
