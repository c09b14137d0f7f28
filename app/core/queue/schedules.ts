import { Schedule, type ScheduleBuilder } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'

/**
 * Recurring background work on @adonisjs/queue's scheduler.
 *
 * A schedule is one row of `queue_schedules` (database driver) or one Redis
 * hash (redis driver), shared by every instance. Each worker (`node ace
 * queue:work`, or the web process's embedded worker) polls for due schedules;
 * a due schedule is claimed atomically (PostgreSQL `FOR UPDATE SKIP LOCKED`,
 * a Lua script on Redis, one connection on SQLite), its next run moved
 * forward, and one job pushed on the queue: however many workers run, each
 * run happens once. The list lives in start/scheduler.ts.
 */
export type RecurringJob = {
  /** The schedule id (`node ace queue:scheduler:list`); one schedule per id across instances. */
  id: string
  /** A job class without payload (its `options.name` is what workers look up). */
  job: {
    name: string
    options?: JobOptions
    schedule(payload: Record<string, never>): ScheduleBuilder<Record<string, never>>
  }
  everyMinutes: number
}

export type Registration = 'created' | 'updated' | 'unchanged'

export function jobNameOf(definition: RecurringJob) {
  return definition.job.options?.name ?? definition.job.name
}

/**
 * Creates the schedule, or updates it when its job or cadence changed.
 * An unchanged schedule is left alone: its next run survives restarts (a
 * re-registration would push it 15 minutes into the future at every boot,
 * and an instance restarting more often than that would starve it), and a
 * schedule paused by an operator stays paused.
 */
export async function registerRecurringJob(definition: RecurringJob): Promise<Registration> {
  const everyMs = definition.everyMinutes * 60_000
  const existing = await Schedule.find(definition.id)
  if (
    existing &&
    existing.name === jobNameOf(definition) &&
    existing.everyMs === everyMs &&
    existing.cronExpression === null &&
    existing.nextRunAt !== null
  ) {
    return 'unchanged'
  }
  await definition.job.schedule({}).id(definition.id).every(everyMs).run()
  return existing ? 'updated' : 'created'
}

export async function registerRecurringJobs(definitions: RecurringJob[]) {
  const results: Record<string, Registration> = {}
  for (const definition of definitions) {
    results[definition.id] = await registerRecurringJob(definition)
  }
  return results
}
