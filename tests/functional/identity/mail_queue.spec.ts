import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import { QueueManager } from '@adonisjs/queue'
import { readFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import VerifyEmailMail from '#identity/mails/verify_email_mail'
import SendMailJob from '#core/mail/jobs/send_mail_job'
import { InProcessWorker } from '#core/queue/in_process_worker'

type Sent = { subject: string; to: string; file: string }

/** Collects the e-mails delivered by the transport (and whether they went through the queue). */
function watchMail() {
  const sent: Sent[] = []
  const jobIds: string[] = []
  const onQueued = (event: any) => {
    if (event.metaData?.jobId) jobIds.push(event.metaData.jobId)
  }
  const onSent = (event: any) => {
    sent.push({
      subject: event.message.subject,
      to: (event.message.to ?? [])
        .map((to: any) => (typeof to === 'string' ? to : to.address))
        .join(','),
      file: event.response.original?.file,
    })
  }
  emitter.on('mail:queued', onQueued)
  emitter.on('mail:sent', onSent)
  return {
    sent,
    /** Ids of the queue jobs created by mail.sendLater (the QueueMessenger's answer). */
    jobIds,
    stop() {
      emitter.off('mail:queued', onQueued)
      emitter.off('mail:sent', onSent)
    },
  }
}

async function initQueue(defaultAdapter: string) {
  const config = app.config.get<any>('queue')
  const adapters: Record<string, any> = {}
  for (const [name, adapter] of Object.entries<any>(config.adapters)) {
    adapters[name] = typeof adapter === 'function' ? adapter : await adapter.resolver(app)
  }
  await QueueManager.init({
    ...config,
    default: defaultAdapter,
    autoLoadJobs: false,
    adapters,
    jobFactory: (jobClass: any) => app.container.make(jobClass),
    logger: await app.container.make('logger'),
  })
}

const recipient = { email: 'queue-check@example.test', fullName: 'Queue Check', locale: 'it' }
const url = 'http://localhost:3401/verify-email/1/abc?signature=x'

/*
| No global transaction here: the queue's database adapter uses its own
| connection, and no user rows are needed (the mail takes a plain recipient).
*/
test.group('Mail through the job queue', () => {
  test('mail.sendLater dispatches a SendMailJob that delivers through the file transport (sync driver)', async ({
    assert,
  }) => {
    const watcher = watchMail()
    try {
      await mail.sendLater(new VerifyEmailMail(recipient, url))
    } finally {
      watcher.stop()
    }
    assert.lengthOf(watcher.sent, 1)
    const [sent] = watcher.sent
    assert.lengthOf(watcher.jobIds, 1, 'went through the queue messenger')
    assert.equal(sent!.subject, 'Conferma il tuo indirizzo e-mail')
    assert.equal(sent!.to, 'queue-check@example.test')
    assert.match(sent!.file, /tmp\/mail\/.+\.eml$/)
    const eml = await readFile(sent!.file, 'utf8')
    assert.include(eml, 'Subject: Conferma il tuo indirizzo e-mail')
    assert.include(eml, 'Content-Type: text/plain')
    assert.include(eml, 'Content-Type: text/html')
  })

  test('the job handler delivers a serialized message', async ({ assert }) => {
    const built = new VerifyEmailMail({ ...recipient, locale: 'en' }, url)
    await built.buildWithContents()
    const job = new SendMailJob()
    job.$hydrate({ mailer: 'file', mail: JSON.parse(JSON.stringify(built.message.toObject())) }, {
      jobId: 'test',
      attempt: 1,
      queue: 'default',
    } as any)
    const watcher = watchMail()
    try {
      await job.execute()
    } finally {
      watcher.stop()
    }
    assert.lengthOf(watcher.sent, 1)
    assert.equal(watcher.sent[0]!.subject, 'Verify your e-mail address')
  })

  test('the in-process worker delivers mail queued in the database queue, and stops cleanly', async ({
    assert,
  }) => {
    const previous = app.config.get<string>('queue.default')
    app.config.set('queue.default', 'database')
    const worker = new InProcessWorker(app)
    const watcher = watchMail()
    try {
      await worker.start()
      assert.isTrue(worker.started)
      await mail.sendLater(new VerifyEmailMail(recipient, url))
      /* Queued in the database: delivered later by the worker's poll, not inside sendLater. */
      assert.lengthOf(watcher.sent, 0)
      for (let waited = 0; watcher.sent.length === 0 && waited < 10_000; waited += 100)
        await sleep(100)
      assert.lengthOf(watcher.sent, 1)
      assert.lengthOf(watcher.jobIds, 1)
      assert.equal(watcher.sent[0]!.to, 'queue-check@example.test')
    } finally {
      watcher.stop()
      await worker.stop()
      app.config.set('queue.default', previous)
      await initQueue(previous)
    }
    assert.isFalse(worker.started)
  }).timeout(20_000)
})
