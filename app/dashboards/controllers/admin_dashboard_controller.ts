import type { HttpContext } from '@adonisjs/core/http'
import { platformOverview } from '#dashboards/queries/platform_overview'

export default class AdminDashboardController {
  async show({ inertia }: HttpContext) {
    return inertia.render('admin/dashboard', { overview: await platformOverview() })
  }
}
