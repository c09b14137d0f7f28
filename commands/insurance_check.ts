import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Sends the insurance reminders due (30, 7, 1 days before expiry) and
 * suspends the transporter teams whose policy expired, now. The queue
 * scheduler does it every hour (InsuranceChecksJob, start/scheduler.ts);
 * this command is the manual trigger.
 */
export default class InsuranceCheck extends BaseCommand {
  static commandName = 'insurance:check'
  static description = 'Send the insurance reminders due and suspend teams with an expired policy'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { checkInsurance } = await import('#onboarding/actions/check_insurance')
    const { reminders, suspensions } = await checkInsurance()
    this.logger.info(`sent ${reminders} insurance reminders, suspended ${suspensions} teams`)
  }
}
