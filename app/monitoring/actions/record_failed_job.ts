import { DateTime } from 'luxon'
import FailedJob from '#monitoring/models/failed_job'

/** What the queue's execution channel publishes about one run (the fields read here). */
export type ExecutedJob = {
  job: { id: string; name: string; attempts?: number }
  queue: string
  status?: 'completed' | 'failed' | 'retrying'
  error?: unknown
}

export const ERROR_MAX_LENGTH = 1000

function messageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  return null
}

/** Records a job the queue gave up on: its name, queue, attempts and last error. */
export async function recordFailedJob(execution: ExecutedJob) {
  const message = messageOf(execution.error)
  return FailedJob.create({
    jobId: String(execution.job.id).slice(0, 100),
    name: String(execution.job.name).slice(0, 100),
    queue: String(execution.queue).slice(0, 100),
    attempts: (execution.job.attempts ?? 0) + 1,
    error: message ? message.slice(0, ERROR_MAX_LENGTH) : null,
    failedAt: DateTime.now(),
  })
}
