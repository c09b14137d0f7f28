import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import NotificationPreference from '#settings/models/notification_preference'
import {
  notificationChannelsFor,
  usersWantingNotification,
  wantsNotification,
} from '#settings/notification_preferences'
import { updateNotificationPreferences } from '#settings/actions/update_notification_preferences'
import { createUserWithTeam } from '#tests/helpers/factories'

test.group('Notification preferences', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('without a stored choice the catalogue default applies', async ({ assert }) => {
    const { user } = await createUserWithTeam('dealer')
    assert.isTrue(await wantsNotification(user.id, 'quote_ready', 'mail'))
    assert.isFalse(await wantsNotification(user.id, 'chat_message', 'mail'))
    assert.isTrue(await wantsNotification(user.id, 'chat_message', 'in_app'))
  })

  test('a stored choice wins over the default, per channel', async ({ assert }) => {
    const { user } = await createUserWithTeam('dealer')
    await NotificationPreference.createMany([
      { userId: user.id, type: 'quote_ready', channel: 'mail', enabled: false },
      { userId: user.id, type: 'chat_message', channel: 'mail', enabled: true },
    ])
    assert.isFalse(await wantsNotification(user.id, 'quote_ready', 'mail'))
    assert.isTrue(await wantsNotification(user.id, 'quote_ready', 'in_app'))
    assert.isTrue(await wantsNotification(user.id, 'chat_message', 'mail'))
  })

  test("one user's choice does not affect another user", async ({ assert }) => {
    const { user: first } = await createUserWithTeam('dealer')
    const { user: second } = await createUserWithTeam('dealer')
    await NotificationPreference.create({
      userId: first.id,
      type: 'order_paid',
      channel: 'mail',
      enabled: false,
    })
    assert.isFalse(await wantsNotification(first.id, 'order_paid', 'mail'))
    assert.isTrue(await wantsNotification(second.id, 'order_paid', 'mail'))
  })

  test('the batch variant filters many users with one query per 500 users', async ({ assert }) => {
    const { user: optedOut } = await createUserWithTeam('dealer')
    const { user: optedIn } = await createUserWithTeam('dealer')
    const { user: untouched } = await createUserWithTeam('dealer')
    await NotificationPreference.createMany([
      { userId: optedOut.id, type: 'announcement', channel: 'mail', enabled: false },
      { userId: optedIn.id, type: 'announcement', channel: 'mail', enabled: true },
    ])

    const wanted = await usersWantingNotification(
      [optedOut.id, untouched.id, optedIn.id, optedIn.id, untouched.id],
      'announcement',
      'mail'
    )
    assert.deepEqual(wanted, [untouched.id, optedIn.id])

    const many = Array.from({ length: 1200 }, (_, index) => 1_000_000 + index)
    const queries: string[] = []
    const client = db.connection().getReadClient()
    const count = (query: { sql: string }) => queries.push(query.sql)
    client.on('query', count)
    try {
      const result = await usersWantingNotification([...many, optedOut.id], 'announcement', 'mail')
      assert.lengthOf(result, 1200)
      assert.notInclude(result, optedOut.id)
    } finally {
      client.off('query', count)
    }
    assert.lengthOf(
      queries.filter((sql) => sql.includes('notification_preferences')),
      3
    )
  })

  test('the batch variant honours default-off types', async ({ assert }) => {
    const { user: wantsMail } = await createUserWithTeam('dealer')
    const { user: untouched } = await createUserWithTeam('dealer')
    await NotificationPreference.create({
      userId: wantsMail.id,
      type: 'chat_message',
      channel: 'mail',
      enabled: true,
    })
    assert.deepEqual(
      await usersWantingNotification([untouched.id, wantsMail.id], 'chat_message', 'mail'),
      [wantsMail.id]
    )
    assert.deepEqual(await usersWantingNotification([], 'chat_message', 'mail'), [])
  })

  test('channels per user for one type, users who want nothing left out', async ({ assert }) => {
    const { user: everything } = await createUserWithTeam('dealer')
    const { user: appOnly } = await createUserWithTeam('dealer')
    const { user: nothing } = await createUserWithTeam('dealer')
    await updateNotificationPreferences(appOnly.id, { quote_ready: { mail: false } })
    await updateNotificationPreferences(nothing.id, { quote_ready: { mail: false, in_app: false } })
    const channels = await notificationChannelsFor(
      [everything.id, appOnly.id, nothing.id],
      'quote_ready'
    )
    assert.deepEqual(channels.get(everything.id), ['mail', 'in_app'])
    assert.deepEqual(channels.get(appOnly.id), ['in_app'])
    assert.isFalse(channels.has(nothing.id))
  })

  test('saving twice updates the same rows instead of adding new ones', async ({ assert }) => {
    const { user } = await createUserWithTeam('dealer')
    await updateNotificationPreferences(user.id, { quote_ready: { mail: false, in_app: true } })
    await updateNotificationPreferences(user.id, { quote_ready: { mail: true } })
    const rows = await NotificationPreference.query().where('user_id', user.id).orderBy('channel')
    assert.deepEqual(
      rows.map((row) => [row.type, row.channel, row.enabled]),
      [
        ['quote_ready', 'in_app', true],
        ['quote_ready', 'mail', true],
      ]
    )
  })
})
