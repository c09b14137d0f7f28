import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { teamRecipientTypesFor } from '#settings/domain/notification_types'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Teams / notification recipients', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the tab offers the notification types a team of this kind can forward', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await client.get(`/teams/${team.id}/notifications`).loginAs(user).withInertia()
    response.assertInertiaComponent('account/teams/notifications')
    response.assertInertiaPropsContains({ recipients: [] })
    const types = response.inertiaProps.types as string[]
    assert.deepEqual(
      types,
      teamRecipientTypesFor('dealer').map((definition) => definition.key)
    )
    assert.include(types, 'quote_ready')
    assert.notInclude(types, 'chat_message')
  })

  test('an admin adds a recipient for some types; none selected means all', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const admin = await addMember(team, 'admin')
    const response = await submitAs(
      client,
      admin,
      'post',
      `/teams/${team.id}/notifications/recipients`
    ).json({
      name: 'Ufficio logistica',
      email: 'Logistica@Example.test',
      types: ['quote_ready', 'order_paid'],
    })
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response), {})
    assert.equal(
      response.flashMessages().success,
      'logistica@example.test riceverà le notifiche del team.'
    )
    await client
      .post(`/teams/${team.id}/notifications/recipients`)
      .json({ email: 'tutto@example.test', types: [] })
      .withCsrfToken()
      .loginAs(admin)

    const rows = await TeamNotificationRecipient.query().where('team_id', team.id).orderBy('email')
    assert.deepEqual(
      rows.map((row) => [row.email, row.name, row.types]),
      [
        ['logistica@example.test', 'Ufficio logistica', ['quote_ready', 'order_paid']],
        ['tutto@example.test', null, null],
      ]
    )
    const list = await client.get(`/teams/${team.id}/notifications`).loginAs(admin).withInertia()
    list.assertInertiaPropsContains({
      recipients: [{ email: 'logistica@example.test' }, { email: 'tutto@example.test', types: [] }],
    })
  })

  test('rejects unknown types, types of another kind, duplicates and bad e-mails', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const unknown = await submitAs(
      client,
      user,
      'post',
      `/teams/${team.id}/notifications/recipients`
    ).json({ email: 'a@example.test', types: ['quote_ready', 'world_domination'] })
    assert.isTrue(Object.keys(flashedFieldErrors(unknown)).some((key) => key.startsWith('types')))

    const transporterOnly = await submitAs(
      client,
      user,
      'post',
      `/teams/${team.id}/notifications/recipients`
    ).json({ email: 'a@example.test', types: ['bid_accepted'] })
    assert.isTrue(
      Object.keys(flashedFieldErrors(transporterOnly)).some((key) => key.startsWith('types'))
    )

    for (const email of ['', 'nope', 'x'.repeat(200 * 1024)]) {
      const response = await submitAs(
        client,
        user,
        'post',
        `/teams/${team.id}/notifications/recipients`
      ).json({ email })
      assert.property(flashedFieldErrors(response), 'email')
    }
    const hugeName = await submitAs(
      client,
      user,
      'post',
      `/teams/${team.id}/notifications/recipients`
    ).json({ email: 'ok@example.test', name: 'n'.repeat(200 * 1024), types: 'quote_ready' })
    assert.properties(flashedFieldErrors(hugeName), ['name', 'types'])

    await TeamNotificationRecipient.create({
      teamId: team.id,
      email: 'dup@example.test',
      types: null,
    })
    const duplicate = await submitAs(
      client,
      user,
      'post',
      `/teams/${team.id}/notifications/recipients`
    ).json({ email: 'DUP@example.test' })
    assert.deepEqual(flashedFieldErrors(duplicate).email, [
      'Questo indirizzo è già tra i destinatari.',
    ])
    assert.lengthOf(await TeamNotificationRecipient.query().where('team_id', team.id), 1)
  })

  test('the owner edits and deletes a recipient', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('transporter')
    const recipient = await TeamNotificationRecipient.create({
      teamId: team.id,
      email: 'old@example.test',
      types: null,
    })
    const update = await submitAs(
      client,
      user,
      'put',
      `/teams/${team.id}/notifications/recipients/${recipient.id}`
    ).json({ email: 'new@example.test', name: 'Officina', types: ['bid_accepted'] })
    update.assertStatus(302)
    await recipient.refresh()
    assert.equal(recipient.email, 'new@example.test')
    assert.deepEqual(recipient.types, ['bid_accepted'])

    /* saving with its own address is not a duplicate */
    const same = await submitAs(
      client,
      user,
      'put',
      `/teams/${team.id}/notifications/recipients/${recipient.id}`
    ).json({ email: 'new@example.test' })
    assert.deepEqual(flashedFieldErrors(same), {})

    const remove = await submitAs(
      client,
      user,
      'delete',
      `/teams/${team.id}/notifications/recipients/${recipient.id}`
    )
    remove.assertStatus(302)
    assert.isNull(await TeamNotificationRecipient.find(recipient.id))
  })

  test('members see recipients but cannot change them', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const recipient = await TeamNotificationRecipient.create({
      teamId: team.id,
      email: 'keep@example.test',
      types: null,
    })
    const member = await addMember(team, 'member')
    const list = await client.get(`/teams/${team.id}/notifications`).loginAs(member).withInertia()
    list.assertInertiaPropsContains({
      recipients: [{ email: 'keep@example.test' }],
      can: { update: false },
    })
    const create = await submitAs(
      client,
      member,
      'post',
      `/teams/${team.id}/notifications/recipients`
    ).json({ email: 'x@example.test' })
    assert.isString(create.flashMessages().error)
    const remove = await submitAs(
      client,
      member,
      'delete',
      `/teams/${team.id}/notifications/recipients/${recipient.id}`
    )
    assert.isString(remove.flashMessages().error)
    assert.lengthOf(await TeamNotificationRecipient.query().where('team_id', team.id), 1)
  })
})
