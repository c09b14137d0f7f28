import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { notify } from '#notifications/actions/notify'
import type NotificationMail from '#notifications/mails/notification_mail'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import NotificationPreference from '#settings/models/notification_preference'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

const rowsOf = (type: string, eventKey: string) =>
  db.from('notifications').where('type', type).where('event_key', eventKey).orderBy('user_id')

test.group('Notifications / notify', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('tells the team members by role, never drivers unless they drive it, never another team', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const carrier = await createUserWithTeam('transporter')
      const member = await addMember(carrier.team, 'member')
      const driver = await addMember(carrier.team, 'driver')
      const otherDriver = await addMember(carrier.team, 'driver')
      const stranger = await createUserWithTeam('transporter')
      await notify({
        type: 'transport_status_changed',
        eventKey: 'transport:1:v2',
        teamIds: [carrier.team.id],
        driverUserId: driver.id,
        params: { reference: 'TR-1', state: 'picked_up' },
        link: { path: '/transporter/transports/1' },
      })
      const rows = await rowsOf('transport_status_changed', 'transport:1:v2')
      assert.sameMembers(
        rows.map((row) => Number(row.user_id)),
        [carrier.user.id, member.id, driver.id]
      )
      assert.notInclude(
        rows.map((row) => Number(row.user_id)),
        otherDriver.id
      )
      const sent = mails.queued()
      const to = sent.map((message) => (message as NotificationMail).recipient.email)
      assert.sameMembers(to, [carrier.user.email, member.email, driver.email])
      assert.notInclude(to, stranger.user.email)
    } finally {
      mail.restore()
    }
  })

  test('named users with teams: only them, and only as members of those teams', async ({
    assert,
  }) => {
    const carrier = await createUserWithTeam('transporter')
    const member = await addMember(carrier.team, 'member')
    const stranger = await createUserWithTeam('transporter')
    await notify({
      type: 'bid_lost',
      eventKey: 'bid:9:lost',
      teamIds: [carrier.team.id],
      userIds: [member.id, stranger.user.id],
      params: { reference: 'TR-9', amount: '1,00 €' },
    })
    const rows = await rowsOf('bid_lost', 'bid:9:lost')
    assert.deepEqual(
      rows.map((row) => Number(row.user_id)),
      [member.id]
    )
  })

  test('a dealer-only type never reaches a transporter team passed by mistake', async ({
    assert,
  }) => {
    const carrier = await createUserWithTeam('transporter')
    await notify({
      type: 'quote_ready',
      eventKey: 'request:1',
      teamIds: [carrier.team.id],
      params: { reference: 'RQ-1', amount: '10,00 €' },
    })
    assert.lengthOf(await rowsOf('quote_ready', 'request:1'), 0)
  })

  test('honours the preferences: in-app off → no row, mail off → no e-mail', async ({ assert }) => {
    const { mails } = mail.fake()
    try {
      const dealer = await createUserWithTeam('dealer')
      const colleague = await addMember(dealer.team, 'member')
      await NotificationPreference.createMany([
        { userId: dealer.user.id, type: 'quote_ready', channel: 'in_app', enabled: false },
        { userId: colleague.id, type: 'quote_ready', channel: 'mail', enabled: false },
      ])
      await notify({
        type: 'quote_ready',
        eventKey: 'request:2',
        teamIds: [dealer.team.id],
        params: { reference: 'RQ-2', amount: '10,00 €' },
      })
      const rows = await rowsOf('quote_ready', 'request:2')
      assert.deepEqual(
        rows.map((row) => Number(row.user_id)),
        [colleague.id]
      )
      const to = mails.queued().map((message) => (message as NotificationMail).recipient.email)
      assert.deepEqual(to, [dealer.user.email])
    } finally {
      mail.restore()
    }
  })

  test('the same event twice (a retried job) notifies and mails once; extra recipients too', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const dealer = await createUserWithTeam('dealer')
      await TeamNotificationRecipient.create({
        teamId: dealer.team.id,
        email: 'logistica@example.test',
        name: 'Logistica',
        types: ['quote_ready'],
      })
      await TeamNotificationRecipient.create({
        teamId: dealer.team.id,
        email: 'altro@example.test',
        name: null,
        types: ['order_paid'],
      })
      const input = {
        type: 'quote_ready' as const,
        eventKey: 'request:3',
        teamIds: [dealer.team.id],
        params: { reference: 'RQ-3', amount: '10,00 €' },
        link: { path: '/dealer/requests/3' },
      }
      await notify(input)
      await notify(input)
      assert.lengthOf(await rowsOf('quote_ready', 'request:3'), 1)
      const to = mails.queued().map((message) => (message as NotificationMail).recipient.email)
      assert.sameMembers(to, [dealer.user.email, 'logistica@example.test'])
    } finally {
      mail.restore()
    }
  })

  test('the e-mail is in the recipient language, with the link and a signed unsubscribe link', async () => {
    const { mails } = mail.fake()
    try {
      const dealer = await createUserWithTeam('dealer')
      const english = await addMember(dealer.team, 'admin')
      english.locale = 'en'
      await english.save()
      await notify({
        type: 'quote_ready',
        eventKey: 'request:4',
        teamIds: [dealer.team.id],
        params: { reference: 'RQ-4', amount: '12,50 €' },
        link: { path: '/dealer/requests/4' },
      })
      const messages = mails.queued() as NotificationMail[]
      const italian = messages.find((m) => m.recipient.email === dealer.user.email)!
      const englishMail = messages.find((m) => m.recipient.email === english.email)!
      italian.message.assertSubject('Preventivo pronto per RQ-4')
      englishMail.message.assertSubject('Quote ready for RQ-4')
      englishMail.message.assertHtmlIncludes('/dealer/requests/4')
      englishMail.message.assertTextIncludes(
        `/notifications/unsubscribe/${english.id}/quote_ready?signature=`
      )
      italian.message.assertTextIncludes('Il preventivo della richiesta RQ-4 è pronto: 12,50 €.')
    } finally {
      mail.restore()
    }
  })

  test('broadcasts the new unread count on the user channel', async ({ assert }) => {
    const capture = captureBroadcasts()
    try {
      const dealer = await createUserWithTeam('dealer')
      await notify({
        type: 'quote_ready',
        eventKey: 'request:5',
        teamIds: [dealer.team.id],
        params: { reference: 'RQ-5', amount: '1,00 €' },
      })
      const mine = capture.calls.filter(([channel]) => channel === `users/${dealer.user.id}`)
      assert.lengthOf(mine, 1)
      assert.equal(mine[0]![1].type, 'notifications.unread')
      assert.equal(mine[0]![1].count, 1)
    } finally {
      capture.restore()
    }
  })
})
