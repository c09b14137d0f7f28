import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import NotificationPreference from '#settings/models/notification_preference'
import { wantsNotification } from '#settings/notification_preferences'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

type Group = {
  group: string
  types: { type: string; channels: { mail: boolean; in_app: boolean } }[]
}

function typesOf(groups: Group[]) {
  return Object.fromEntries(
    groups.flatMap((group) => group.types.map((row) => [row.type, row.channels]))
  )
}

test.group('Settings: notifications', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('guests are sent to the login page', async ({ client, assert }) => {
    const response = await client.get('/settings/notifications').redirects(0)
    assert.equal(response.header('location'), '/login')
  })

  test('a dealer sees the notifications of dealers with their defaults', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.get('/settings/notifications').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('account/settings/notifications')
    response.assertInertiaPropsContains({ channels: ['mail', 'in_app'] })
    const types = typesOf(response.inertiaProps.groups as Group[])
    assert.deepEqual(types.quote_ready, { mail: true, in_app: true })
    assert.deepEqual(types.chat_message, { mail: false, in_app: true })
    assert.notProperty(types, 'onboarding_submitted')
    assert.notProperty(types, 'insurance_expiring')
  })

  test('a transporter sees the notifications of transporters', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('transporter')
    const response = await client.get('/settings/notifications').loginAs(user).withInertia()
    const types = typesOf(response.inertiaProps.groups as Group[])
    assert.property(types, 'insurance_expiring')
    assert.property(types, 'transport_available')
    assert.notProperty(types, 'quote_ready')
  })

  test('shows the stored choices', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    await NotificationPreference.create({
      userId: user.id,
      type: 'quote_ready',
      channel: 'mail',
      enabled: false,
    })
    const response = await client.get('/settings/notifications').loginAs(user).withInertia()
    assert.deepEqual(typesOf(response.inertiaProps.groups as Group[]).quote_ready, {
      mail: false,
      in_app: true,
    })
  })

  test('saves the switches and the notification service follows them', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', '/settings/notifications').json({
      preferences: {
        quote_ready: { mail: false, in_app: true },
        chat_message: { mail: true, in_app: false },
        not_a_type: { mail: true },
      },
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/settings/notifications')
    response.assertFlashMessage('success', 'Preferenze di notifica salvate.')

    assert.isFalse(await wantsNotification(user.id, 'quote_ready', 'mail'))
    assert.isTrue(await wantsNotification(user.id, 'chat_message', 'mail'))
    assert.isFalse(await wantsNotification(user.id, 'chat_message', 'in_app'))
    const rows = await NotificationPreference.query().where('user_id', user.id)
    assert.lengthOf(rows, 4)
  })

  test('saving again updates the choices without duplicating rows', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const mail of [false, true, false]) {
      await submitAs(client, user, 'put', '/settings/notifications').json({
        preferences: { order_paid: { mail, in_app: true } },
      })
    }
    const rows = await NotificationPreference.query()
      .where('user_id', user.id)
      .where('type', 'order_paid')
    assert.lengthOf(rows, 2)
    assert.isFalse(await wantsNotification(user.id, 'order_paid', 'mail'))
  })

  test("saving never touches another user's choices", async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const { user: other } = await createUserWithTeam('dealer')
    await submitAs(client, user, 'put', '/settings/notifications').json({
      preferences: { order_paid: { mail: false } },
      userId: other.id,
    })
    assert.isTrue(await wantsNotification(other.id, 'order_paid', 'mail'))
    assert.isFalse(await wantsNotification(user.id, 'order_paid', 'mail'))
  })

  test('wrong types and huge values are field errors, never a server error', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const cases: unknown[] = [
      { preferences: { quote_ready: { mail: 'x'.repeat(200 * 1024) } } },
      { preferences: { quote_ready: { mail: 'maybe' } } },
      { preferences: { quote_ready: 'on' } },
      { preferences: 'everything' },
      {},
    ]
    for (const payload of cases) {
      const response = await submitAs(client, user, 'put', '/settings/notifications').json(
        payload as object
      )
      response.assertStatus(302)
      assert.isAbove(
        Object.keys(flashedFieldErrors(response)).length,
        0,
        JSON.stringify(payload).slice(0, 80)
      )
    }
    assert.lengthOf(await NotificationPreference.query().where('user_id', user.id), 0)
    const errors = flashedFieldErrors(
      await submitAs(client, user, 'put', '/settings/notifications').json({
        preferences: { quote_ready: { mail: 'maybe' } },
      })
    )
    assert.isDefined(errors['preferences.quote_ready.mail'])
  })
})
