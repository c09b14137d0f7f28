/*
| Transport request listeners.
|
| Quote expiry is a scheduled job (app/requests/jobs/expire_quotes_job.ts,
| every 15 minutes, listed in start/scheduler.ts), run once across instances
| by the queue workers.
*/
export {}
