import type { HttpContext } from '@adonisjs/core/http'
import { healthReport } from '#core/health/health_checks'

/**
 * `GET /health`: 200 when every check passes (warnings included), 503 when
 * one fails. Public, so it says only each check's status and message, never
 * the report's debug information (process, versions, connection details).
 */
export default class HealthController {
  async show({ response }: HttpContext) {
    const report = await healthReport()
    response.header('Cache-Control', 'no-store')
    return response.status(report.isHealthy ? 200 : 503).json({
      healthy: report.isHealthy,
      status: report.status,
      checkedAt: report.finishedAt,
      checks: Object.fromEntries(
        report.checks.map((check) => [check.name, { status: check.status, message: check.message }])
      ),
    })
  }
}
