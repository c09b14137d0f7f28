import { healthReport } from '#core/health/health_checks'

/** The status `/health` answers right now (the page links to it). */
export async function healthStatus() {
  const report = await healthReport()
  return { healthy: report.isHealthy, status: report.status as string }
}
