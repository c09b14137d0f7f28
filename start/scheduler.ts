/*
| Scheduled jobs (@adonisjs/queue scheduler). Every recurring piece of
| background work is listed here; nothing runs on setInterval in a web
| process. See app/core/queue/schedules.ts for how a run is claimed once
| across instances, and docs/postgres_redis.md for the workers.
|
| The schedules are registered (created, or updated when changed):
| - by every web process at boot (the embedded default's in-process worker
|   then runs them; production runs `node ace queue:work`);
| - by `node ace queue:work` before it starts.
| Other ace commands (migrations first of all) and the tests register
| nothing: tests call registerRecurringJobs() against the fake adapter.
*/
import app from '@adonisjs/core/services/app'
import ExpireQuotesJob from '#requests/jobs/expire_quotes_job'
import CompleteDeliveredTransportsJob from '#transports/jobs/complete_delivered_transports_job'
import AutoAcceptBidsJob from '#marketplace/jobs/auto_accept_bids_job'
import AwardPrivateSessionsJob from '#marketplace/jobs/award_private_sessions_job'
import PrunePositionsJob from '#transports/jobs/prune_positions_job'
import InsuranceChecksJob from '#onboarding/jobs/insurance_checks_job'
import RenewProPlansJob from '#ordering/jobs/renew_pro_plans_job'
import BankTransferDeadlinesJob from '#ordering/jobs/bank_transfer_deadlines_job'
import PayoutsMonthlyJob from '#payouts/jobs/payouts_monthly_job'
import SendAnnouncementsJob from '#announcements/jobs/send_announcements_job'
import ChatUnreadMailsJob from '#chat/jobs/chat_unread_mails_job'
import SendNotificationDigestsJob from '#notifications/jobs/send_notification_digests_job'
import RefreshAnalyticsRollupsJob from '#analytics/jobs/refresh_rollups_job'
import { registerRecurringJobs, type RecurringJob } from '#core/queue/schedules'

export const RECURRING_JOBS: RecurringJob[] = [
  /* Valid quotes past their expiry (7 days) → expired, with their requests. */
  { id: 'quotes:expire', job: ExpireQuotesJob, everyMinutes: 15 },
  /* Delivered transports → completed 48 h after delivery, unless disputed. */
  { id: 'transports:complete', job: CompleteDeliveredTransportsJob, everyMinutes: 15 },
  /* Published transports past their bidding deadline → the best bid within 10% of buy-now. */
  { id: 'bids:auto-accept', job: AutoAcceptBidsJob, everyMinutes: 5 },
  /* Private sessions past their end → each transport to its best session bid. */
  { id: 'sessions:award', job: AwardPrivateSessionsJob, everyMinutes: 1 },
  /* Insurance reminders (30/7/1 days before expiry) and suspension of expired policies. */
  { id: 'insurance:check', job: InsuranceChecksJob, everyMinutes: 60 },
  /* Pro plans whose paid month ends today: the next month from the wallet, or back to free. */
  { id: 'pro:renew', job: RenewProPlansJob, everyMinutes: 60 },
  /* Orders waiting for a bank transfer: a reminder after 3 working days, cancelled after 10. */
  { id: 'transfers:deadlines', job: BankTransferDeadlinesJob, everyMinutes: 60 },
  /* From the first day of each month: a draft batch of what carriers are owed, for staff to pay. */
  { id: 'payouts:monthly', job: PayoutsMonthlyJob, everyMinutes: 60 },
  /* Announcements that went out with "also by e-mail": each recipient once, in their language. */
  { id: 'announcements:email', job: SendAnnouncementsJob, everyMinutes: 5 },
  /* Hourly and daily digests of notification e-mails, once per user and period. */
  { id: 'notifications:digests', job: SendNotificationDigestsJob, everyMinutes: 15 },
  /* Positions of transports older than 30 days are deleted. */
  { id: 'positions:prune', job: PrunePositionsJob, everyMinutes: 60 },
  /* Chat messages unread for 15 minutes: one e-mail per conversation and recipient. */
  { id: 'chat:unread-mails', job: ChatUnreadMailsJob, everyMinutes: 5 },
  /* The analytics pages' daily rollups: the last 60 days rewritten (today is read live). */
  { id: 'analytics:rollups', job: RefreshAnalyticsRollupsJob, everyMinutes: 15 },
]

async function register() {
  const logger = await app.container.make('logger')
  if (app.config.get<string>('queue.default') === 'sync') {
    logger.info('queue driver is "sync": scheduled jobs are not registered (no worker runs them)')
    return
  }
  try {
    const results = await registerRecurringJobs(RECURRING_JOBS)
    logger.debug({ schedules: results }, 'scheduled jobs registered')
  } catch (error) {
    /* E.g. the queue tables do not exist yet (migrations not run): the next boot registers them. */
    logger.warn({ err: error }, 'could not register the scheduled jobs')
  }
}

if (app.getEnvironment() === 'web') {
  await register()
} else if (app.getEnvironment() === 'console') {
  const ace = await app.container.make('ace')
  ace.executing(async (command, isMainCommand) => {
    if (isMainCommand && command.commandName === 'queue:work') await register()
  })
}
