import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MonitoringSections } from '#monitoring/queries/monitoring'
import type { ServiceLevels } from '#monitoring/queries/service_levels'

/** Admin → Monitoring: each section's count and first rows, the SLA figures, the health status. */
export default class MonitoringTransformer extends BaseTransformer<{
  sections: MonitoringSections
  serviceLevels: ServiceLevels
  health: { healthy: boolean; status: string }
}> {
  toObject() {
    const { sections, serviceLevels, health } = this.resource
    return {
      ...sections,
      serviceLevels,
      health,
    }
  }
}
