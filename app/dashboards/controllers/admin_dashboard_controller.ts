import type { HttpContext } from '@adonisjs/core/http'
import { platformOverview } from '#dashboards/queries/platform_overview'
import { platformActivity } from '#dashboards/queries/platform_activity'

export default class AdminDashboardController {
  async show({ inertia }: HttpContext) {
    const [overview, activity] = await Promise.all([platformOverview(), platformActivity()])
    return inertia.render('admin/dashboard', { overview, activity })
  }
}
