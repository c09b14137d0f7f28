import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { notify } from '#notifications/actions/notify'
import { sendDigests } from '#notifications/actions/send_digests'
import NotificationMail from '#notifications/mails/notification_mail'
import NotificationDigestMail from '#notifications/mails/notification_digest_mail'
import { createUserWithTeam } from '#tests/helpers/factories'
import { submitAs } from '#tests/helpers/requests'

const quote = (teamId: number, key: string) =>
  notify({
    type: 'quote_ready',
    eventKey: key,
    teamIds: [teamId],
    params: { reference: key, amount: '1,00 €' },
    link: { path: '/dealer/requests/1' },
  })

test.group('Notifications / e-mail frequency and digests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('Settings → Notifications stores the e-mail frequency', async ({ client, assert }) => {
    const dealer = await createUserWithTeam('dealer')
    const page = await client.get('/settings/notifications').loginAs(dealer.user).withInertia()
    page.assertInertiaPropsContains({ mailFrequency: 'immediate' })
    const saved = await submitAs(client, dealer.user, 'put', '/settings/notifications').json({
      preferences: {},
      mailFrequency: 'daily',
    })
    saved.assertStatus(302)
    const again = await client.get('/settings/notifications').loginAs(dealer.user).withInertia()
    again.assertInertiaPropsContains({ mailFrequency: 'daily' })
    const refused = await submitAs(client, dealer.user, 'put', '/settings/notifications').json({
      preferences: {},
      mailFrequency: 'weekly',
    })
    refused.assertStatus(302)
    const row = await db.from('notification_mail_settings').where('user_id', dealer.user.id).first()
    assert.equal(row.frequency, 'daily')
  })

  test('a digest user gets no e-mail per event, then one digest per period, once', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const dealer = await createUserWithTeam('dealer')
      await submitAs(client, dealer.user, 'put', '/settings/notifications').json({
        preferences: {},
        mailFrequency: 'hourly',
      })
      await quote(dealer.team.id, 'RQ-1')
      await quote(dealer.team.id, 'RQ-2')
      mails.assertNotQueued(NotificationMail)

      /* the hour is not over: nothing yet */
      assert.equal(await sendDigests(DateTime.now()), 0)
      const nextHour = DateTime.now().plus({ hours: 1 })
      assert.equal(await sendDigests(nextHour), 1)
      assert.equal(await sendDigests(nextHour), 0)
      const digests = mails.queued().filter((message) => message instanceof NotificationDigestMail)
      assert.lengthOf(digests, 1)
      const digest = digests[0] as NotificationDigestMail
      assert.equal(digest.recipient.email, dealer.user.email)
      digest.message.assertSubject('2 notifiche da Trasporti')
      digest.message.assertTextIncludes('Preventivo pronto per RQ-1')
      digest.message.assertTextIncludes('Preventivo pronto per RQ-2')
      digest.message.assertTextIncludes('/notifications/unsubscribe/')
      const pending = await db.from('notification_mails').whereNull('sent_at')
      assert.lengthOf(pending, 0)
    } finally {
      mail.restore()
    }
  })

  test('the daily digest waits for the day to be over', async ({ client, assert }) => {
    const { mails } = mail.fake()
    try {
      const dealer = await createUserWithTeam('dealer')
      await submitAs(client, dealer.user, 'put', '/settings/notifications').json({
        preferences: {},
        mailFrequency: 'daily',
      })
      await quote(dealer.team.id, 'RQ-3')
      assert.equal(await sendDigests(DateTime.now().plus({ minutes: 1 })), 0)
      assert.equal(await sendDigests(DateTime.now().plus({ days: 1 })), 1)
      assert.lengthOf(
        mails.queued().filter((message) => message instanceof NotificationDigestMail),
        1
      )
    } finally {
      mail.restore()
    }
  })
})
