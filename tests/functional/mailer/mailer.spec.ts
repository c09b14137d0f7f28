import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import MailSetting from '#mailer/models/mail_setting'
import MailDelivery from '#mailer/models/mail_delivery'
import AuditEvent from '#audit/models/audit_event'
import SendMailJob from '#core/mail/jobs/send_mail_job'
import { refreshConfiguredSmtp } from '#mailer/queries/mail_settings'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'
import { startSmtpServer } from '#tests/helpers/smtp_server'

const PASSWORD = 'S3cret-smtp-pw!'
const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any

function form(port: number, overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    host: '127.0.0.1',
    port,
    security: 'none',
    username: 'mailer-user',
    password: PASSWORD,
    fromName: 'Trasporti Test',
    fromAddress: 'noreply@trasporti.test',
    ...overrides,
  }
}

/** The delivery log is written by a listener after the send: wait for `count` rows. */
async function deliveries(count: number) {
  for (let i = 0; i < 100; i++) {
    const rows = await MailDelivery.query().orderBy('id', 'asc')
    if (rows.length >= count) return rows
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return MailDelivery.query().orderBy('id', 'asc')
}

test.group('Mailer / SMTP settings', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    /* other tests' real sends may have logged deliveries: start from an empty log */
    await db.from('mail_deliveries').delete()
    return async () => {
      await rollback()
      /* the settings are kept in memory: forget the rolled-back ones */
      await refreshConfiguredSmtp()
    }
  })

  test('a staff owner saves the SMTP server: password encrypted at rest, never sent to the page, audited', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const saved = await submitAs(client, staff.user, 'put', '/admin/settings/mailer').json(
      form(2525)
    )
    saved.assertStatus(302)
    saved.assertHeader('location', '/admin/settings/mailer')

    const row = await db.from('mail_settings').where('id', 1).first()
    assert.equal(row.host, '127.0.0.1')
    assert.notInclude(String(row.password_encrypted), PASSWORD)
    assert.equal(encryption.decrypt(row.password_encrypted), PASSWORD)
    assert.equal(row.version, 1)

    const page = await client.get('/admin/settings/mailer').loginAs(staff.user).withInertia()
    page.assertStatus(200)
    assert.equal(page.inertiaComponent, 'admin/settings/mailer')
    const json = JSON.stringify(page.inertiaProps)
    assert.notInclude(json, PASSWORD)
    assert.notInclude(json, row.password_encrypted)
    assert.isTrue(props(page).settings.passwordSet)
    assert.notProperty(props(page).settings, 'password')
    assert.equal(props(page).settings.port, 2525)

    /* an empty password keeps the stored one; the audit trail never holds it */
    await submitAs(client, staff.user, 'put', '/admin/settings/mailer').json(
      form(2526, { password: '' })
    )
    const again = await MailSetting.findOrFail(1)
    assert.equal(encryption.decrypt(again.passwordEncrypted!), PASSWORD)
    assert.equal(again.version, 2)
    const audits = await AuditEvent.query().where('action', 'mail_settings.updated').orderBy('id')
    assert.lengthOf(audits, 2)
    assert.notInclude(JSON.stringify(audits.map((audit) => audit.serialize())), PASSWORD)
    assert.deepEqual(audits[1].after?.port, 2526)
    assert.equal(audits[1].after?.password, 'set')

    /* and it can be removed */
    await submitAs(client, staff.user, 'put', '/admin/settings/mailer').json(
      form(2526, { password: '', clearPassword: true })
    )
    assert.isNull((await MailSetting.findOrFail(1)).passwordEncrypted)
  })

  test('validation: errors next to the fields (translated), nothing saved', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const invalid = await submitAs(client, staff.user, 'put', '/admin/settings/mailer')
      .header('referer', '/admin/settings/mailer')
      .json(form(70000, { security: 'ssl3', fromAddress: 'not-an-address' }))
    invalid.assertStatus(302)
    const errors = (invalid.flashMessages() as any).inputErrorsBag
    for (const field of ['port', 'security', 'fromAddress']) assert.property(errors, field)
    const noHost = await submitAs(client, staff.user, 'put', '/admin/settings/mailer')
      .header('referer', '/admin/settings/mailer')
      .json(form(25, { host: '' }))
    assert.equal(
      (noHost.flashMessages() as any).inputErrorsBag.host[0],
      "Inserisci l'host del server SMTP per attivarlo."
    )
    assert.isNull(await MailSetting.find(1))
  })

  test('the test e-mail goes through the configured server for real; its answer is shown and logged', async ({
    client,
    assert,
  }) => {
    const server = await startSmtpServer({ user: 'mailer-user', password: PASSWORD })
    try {
      const staff = await createStaff()
      await submitAs(client, staff.user, 'put', '/admin/settings/mailer').json(form(server.port))
      const sent = await submitAs(client, staff.user, 'post', '/admin/settings/mailer/test')
      sent.assertStatus(302)
      assert.lengthOf(server.received, 1)
      assert.deepEqual(server.received[0].to, [staff.user.email])
      assert.equal(server.received[0].from, 'noreply@trasporti.test')
      assert.equal(server.received[0].user, 'mailer-user')
      assert.include(server.received[0].data, 'Subject: E-mail di prova dalla piattaforma')

      const result = (sent.flashMessages() as any).mailerTest
      assert.isTrue(result.ok)
      assert.equal(result.message, `E-mail di prova inviata a ${staff.user.email}.`)
      assert.match(result.raw, /^250 2\.0\.0 Ok: queued as TEST1/)

      const [row] = await deliveries(1)
      assert.equal(row.status, 'sent')
      assert.equal(row.recipient, staff.user.email.toLowerCase())
      assert.equal(row.mailer, 'smtp (settings)')
      assert.equal(row.attempts, 1)
    } finally {
      await server.close()
    }
  })

  test('a refused login: the translated reason and the server’s own text, a failed row in the log', async ({
    client,
    assert,
  }) => {
    const server = await startSmtpServer({ user: 'mailer-user', password: 'another' })
    try {
      const staff = await createStaff()
      await submitAs(client, staff.user, 'put', '/admin/settings/mailer').json(form(server.port))
      const sent = await submitAs(client, staff.user, 'post', '/admin/settings/mailer/test')
      const result = (sent.flashMessages() as any).mailerTest
      assert.isFalse(result.ok)
      assert.equal(result.message, 'Il server ha rifiutato utente o password.')
      assert.include(result.raw, '535 5.7.8 Authentication credentials invalid')
      assert.lengthOf(server.received, 0)
      const [row] = await deliveries(1)
      assert.equal(row.status, 'failed')
      assert.include(row.error, '535')

      /* the page shows the answer once */
      const page = await client.get('/admin/settings/mailer').loginAs(staff.user).withInertia()
      assert.isNull(props(page).testResult)
    } finally {
      await server.close()
    }
  })

  test('nothing configured: the embedded default still writes an .eml file', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const sent = await submitAs(client, staff.user, 'post', '/admin/settings/mailer/test')
    const result = (sent.flashMessages() as any).mailerTest
    assert.isTrue(result.ok)
    assert.match(result.raw, /tmp\/mail\/.+\.eml$/)
    const [row] = await deliveries(1)
    assert.equal(row.mailer, 'file')
  })

  test('a queued e-mail that fails and is retried keeps one log row: failed with the reason, then sent after 2 attempts', async ({
    assert,
  }) => {
    const server = await startSmtpServer({ rejectRecipients: ['nobody@example.com'] })
    try {
      const staff = await createStaff()
      await MailSetting.create({
        id: 1,
        enabled: true,
        host: '127.0.0.1',
        port: server.port,
        security: 'none',
        username: null,
        passwordEncrypted: null,
        fromName: 'Trasporti',
        fromAddress: 'noreply@trasporti.test',
        version: 1,
        updatedByUserId: staff.user.id,
      })
      await refreshConfiguredSmtp()
      const payload = {
        mailer: 'file',
        mail: {
          message: {
            to: [{ address: 'nobody@example.com', name: '' }],
            subject: 'Hello',
            text: 'Hi',
          },
          views: {},
        },
      } as any
      const run = (attempt: number) => {
        const job = new SendMailJob()
        job.$hydrate(payload, {
          jobId: 'job-42',
          name: 'SendMailJob',
          attempt,
          queue: 'default',
          priority: 5,
          acquiredAt: new Date(),
          stalledCount: 0,
        })
        return job.execute()
      }
      await assert.rejects(() => run(1))
      let [row] = await deliveries(1)
      assert.equal(row.status, 'failed')
      assert.equal(row.jobId, 'job-42')
      assert.include(row.error, '550 5.1.1')

      /* the recipient is accepted on the retry: the same row, sent, two attempts */
      server.received.length = 0
      payload.mail.message.to = [{ address: 'someone@example.com', name: '' }]
      await run(2)
      for (let i = 0; i < 100 && row.status !== 'sent'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        await row.refresh()
      }
      assert.lengthOf(await MailDelivery.all(), 1)
      assert.equal(row.status, 'sent')
      assert.equal(row.attempts, 2)
      assert.lengthOf(server.received, 1)
    } finally {
      await server.close()
    }
  })

  test('the delivery log: filtered by status and recipient, newest first, bounded queries', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const add = (index: number, status: 'sent' | 'failed') =>
      MailDelivery.create({
        recipient: `user${index}@example.com`,
        subject: `Mail ${index}`,
        mailer: 'file',
        status,
        error: status === 'failed' ? '550 no such user' : null,
        attempts: status === 'failed' ? 3 : 1,
        jobId: null,
      })
    await add(1, 'sent')
    await add(2, 'failed')
    const visit = (query: string) =>
      countQueries(() =>
        client.get(`/admin/settings/mailer${query}`).loginAs(staff.user).withInertia()
      )
    const few = await visit('?status=failed')
    assert.lengthOf(props(few.result).deliveries.data, 1)
    assert.equal(props(few.result).deliveries.data[0].error, '550 no such user')
    for (let i = 3; i < 40; i++) await add(i, 'failed')
    const many = await visit('?status=failed')
    assert.lengthOf(props(many.result).deliveries.data, 25)
    assert.equal(props(many.result).deliveries.metadata.total, 38)
    assert.equal(many.queries, few.queries)

    const byRecipient = await visit('?recipient=USER1')
    assert.sameMembers(
      props(byRecipient.result).deliveries.data.map((row: any) => row.recipient),
      ['user1@example.com', ...Array.from({ length: 10 }, (_, i) => `user${10 + i}@example.com`)]
    )
    assert.deepEqual(props(byRecipient.result).filters, { status: null, recipient: 'USER1' })
  })

  test('refused: other areas find no such page; staff members read but do not change or send; nothing changes', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    ;(await client.get('/admin/settings/mailer').loginAs(dealer.user)).assertStatus(404)
    ;(
      await submitAs(client, dealer.user, 'put', '/admin/settings/mailer').json(form(25))
    ).assertStatus(404)
    const staff = await createStaff()
    const member = { user: await addMember(staff.team, 'member') }
    const page = await client.get('/admin/settings/mailer').loginAs(member.user).withInertia()
    page.assertStatus(200)
    assert.isFalse(props(page).can.configure)
    const put = await submitAs(client, member.user, 'put', '/admin/settings/mailer')
      .header('referer', '/admin/settings/mailer')
      .json(form(25))
    assert.notEqual(put.status(), 200)
    const tried = await submitAs(client, member.user, 'post', '/admin/settings/mailer/test').header(
      'referer',
      '/admin/settings/mailer'
    )
    assert.isUndefined((tried.flashMessages() as any)?.mailerTest)
    assert.isNull(await MailSetting.find(1))
    assert.lengthOf(await MailDelivery.all(), 0)
    assert.lengthOf(await AuditEvent.query().where('action', 'mail_settings.updated'), 0)
  })
})
