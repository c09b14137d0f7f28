import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Rewrites the analytics pages' daily rollups now (docs/analytics.md). The
 * queue scheduler does the last days every 15 minutes
 * (RefreshAnalyticsRollupsJob, start/scheduler.ts); `--all` rewrites every
 * day, after rows were imported in bulk (the benchmark's databases).
 */
export default class AnalyticsRefresh extends BaseCommand {
  static commandName = 'analytics:refresh'
  static description = "Rewrite the analytics pages' daily rollups (the last days, or --all)"
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Rewrite every day, not only the last ones' })
  declare all: boolean

  async run() {
    const { refreshAnalyticsRollups } = await import('#analytics/actions/refresh_rollups')
    const result = await refreshAnalyticsRollups({ all: this.all })
    this.logger.info(
      `analytics rollups: ${result.rows} rows from ${result.from ?? 'the first day'} until ${result.until} (excluded)`
    )
  }
}
