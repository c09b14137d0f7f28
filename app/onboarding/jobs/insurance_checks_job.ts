import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { checkInsurance } from '#onboarding/actions/check_insurance'

/**
 * The insurance check: every hour (start/scheduler.ts) the reminders due
 * (30, 7, 1 days before the policy in force expires) and the suspension of
 * the teams whose policy expired. Idempotent: a reminder is recorded once
 * per policy and threshold, a suspended team is not suspended again.
 */
export default class InsuranceChecksJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'InsuranceChecksJob',
    queue: 'default',
    /* The next scheduled run is the retry. */
    maxRetries: 0,
  }

  async execute() {
    const result = await checkInsurance()
    logger.info({ job: 'InsuranceChecksJob', ...result }, 'scheduled job InsuranceChecksJob done')
  }
}
