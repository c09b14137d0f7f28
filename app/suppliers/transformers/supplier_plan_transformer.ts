import { BaseTransformer } from '@adonisjs/core/transformers'
import type Team from '#teams/models/team'
import { canAddSupplier, FREE_SUPPLIER_LIMIT } from '#suppliers/domain/plan'

/** A dealer team's plan and how many suppliers it has. */
export type SupplierPlan = { team: Team; count: number }

/**
 * The dealer's plan as the supplier pages show it: the directory (`toObject`:
 * the free limit and whether one more supplier fits) and the plan page
 * (`forPlanPage`: since when the team is pro).
 */
export default class SupplierPlanTransformer extends BaseTransformer<SupplierPlan> {
  toObject() {
    const { team, count } = this.resource
    return {
      name: team.plan,
      limit: FREE_SUPPLIER_LIMIT,
      count,
      canAdd: canAddSupplier(team.plan, count),
    }
  }

  forPlanPage() {
    const { team, count } = this.resource
    return {
      name: team.plan,
      proSince: team.proSince?.toISO() ?? null,
      /** the end of the paid month: its renewal day, or the day it ends */
      proUntil: team.proUntil?.toISODate() ?? null,
      proRenews: team.proRenews,
      limit: FREE_SUPPLIER_LIMIT,
      count,
    }
  }
}
