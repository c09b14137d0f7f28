import { spawn, type ChildProcess } from 'node:child_process'
import app from '@adonisjs/core/services/app'

/**
 * Runs `count` real `node ace queue:work` processes (database queue, same
 * database as the tests) until `until(outputs)` holds, lets them run
 * `settleMs` more, stops them (SIGTERM) and returns what each printed.
 */
export async function runQueueWorkers(
  count: number,
  options: { until: (outputs: string[]) => boolean; settleMs: number; timeoutMs?: number }
): Promise<string[]> {
  const outputs = Array.from({ length: count }, () => '')
  const workers: ChildProcess[] = []
  for (let index = 0; index < count; index++) {
    const worker = spawn(process.execPath, [app.makePath('ace.js'), 'queue:work'], {
      cwd: app.makePath(),
      env: { ...process.env, QUEUE_DRIVER: 'database', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    worker.stdout!.on('data', (chunk) => (outputs[index] += chunk))
    worker.stderr!.on('data', (chunk) => (outputs[index] += chunk))
    workers.push(worker)
  }
  try {
    const deadline = Date.now() + (options.timeoutMs ?? 30_000)
    while (!options.until(outputs) && Date.now() < deadline) await sleep(100)
    await sleep(options.settleMs)
    return outputs
  } finally {
    await Promise.all(workers.map(stop))
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function stop(worker: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (worker.exitCode !== null || worker.signalCode !== null) return resolve()
    const force = setTimeout(() => worker.kill('SIGKILL'), 5000)
    worker.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    worker.kill('SIGTERM')
  })
}
