import type { HttpContext } from '@adonisjs/core/http'
import { monitoringSections } from '#monitoring/queries/monitoring'
import { serviceLevels } from '#monitoring/queries/service_levels'
import { healthStatus } from '#monitoring/queries/health_status'
import { parseRange } from '#monitoring/domain/thresholds'
import { todayInRome } from '#shared/time_zone'
import MonitoringTransformer from '#monitoring/transformers/monitoring_transformer'
import * as thresholds from '#monitoring/domain/thresholds'

/** Admin → Analytics → Monitoring: service levels and what needs a human now. */
export default class AdminMonitoringController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('MonitoringPolicy').authorize('viewAny', ctx.currentTeam)
    const range = parseRange(ctx.request.qs(), todayInRome())
    const [sections, levels, health] = await Promise.all([
      monitoringSections(),
      serviceLevels(range),
      healthStatus(),
    ])
    return ctx.inertia.render('admin/monitoring/show', {
      monitoring: MonitoringTransformer.transform({ sections, serviceLevels: levels, health }),
      thresholds: { stuckAfterHours: thresholds.STUCK_AFTER_HOURS, ...limits() },
    })
  }
}

function limits() {
  return {
    unassignedPickupDays: thresholds.UNASSIGNED_PICKUP_DAYS,
    insuranceExpiryDays: thresholds.INSURANCE_EXPIRY_DAYS,
    failedJobsDays: thresholds.FAILED_JOBS_DAYS,
    sectionRows: thresholds.SECTION_ROWS,
  }
}
