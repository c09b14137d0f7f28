import { BaseCheck, Result } from '@adonisjs/core/health'
import db from '@adonisjs/lucid/services/db'

/** Waiting jobs beyond which the queue is reported as behind (a warning) or stuck (a failure). */
export const BACKLOG_WARNING = 100
export const BACKLOG_FAILURE = 1000

/**
 * The job queue's backlog (issue 14, `/health`): on the database queue, how
 * many jobs wait in `queue_jobs` (counted up to one past the failure bound,
 * on the index on queue, status and score). The Redis queue is watched by
 * Redis's own check; the sync queue has no backlog.
 */
export class QueueBacklogCheck extends BaseCheck {
  name = 'queue'

  constructor(private driver: string) {
    super()
  }

  async run() {
    if (this.driver !== 'database') {
      return Result.ok(`no backlog to watch (${this.driver} queue)`).mergeMetaData({
        driver: this.driver,
      })
    }
    const waiting = db
      .from('queue_jobs')
      .where('queue', 'default')
      .where('status', 'pending')
      .select(db.raw('1'))
      .limit(BACKLOG_FAILURE + 1)
    const row = await db.from(waiting.as('waiting')).count('* as total').first()
    const total = Number(row?.total ?? 0)
    const meta = { driver: this.driver, waiting: total }
    if (total > BACKLOG_FAILURE) {
      return Result.failed(`more than ${BACKLOG_FAILURE} jobs waiting`).mergeMetaData(meta)
    }
    if (total > BACKLOG_WARNING) {
      return Result.warning(`${total} jobs waiting`).mergeMetaData(meta)
    }
    return Result.ok(`${total} jobs waiting`).mergeMetaData(meta)
  }
}
