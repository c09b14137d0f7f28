import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import TeamInvitation from '#teams/models/team_invitation'
import TeamMember from '#teams/models/team_member'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { DateTime } from 'luxon'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { submitAs } from '#tests/helpers/requests'
import { AddressFactory } from '#database/factories/team_factory'

const TABS = [
  ['main', 'account/teams/main'],
  ['members', 'account/teams/members'],
  ['addresses', 'account/teams/addresses'],
  ['closing-days', 'account/teams/closing_days'],
  ['notifications', 'account/teams/notifications'],
  ['services', 'account/teams/services'],
] as const

test.group('Teams / tabs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/teams/:id opens the main tab', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await client.get(`/teams/${team.id}`).loginAs(user).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/teams/${team.id}/main`)
  })

  test('every tab has its own URL and page for a member', async ({ client }) => {
    const { team } = await createUserWithTeam('transporter')
    const member = await addMember(team, 'member')
    for (const [path, component] of TABS) {
      const response = await client.get(`/teams/${team.id}/${path}`).loginAs(member).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(component)
      response.assertInertiaPropsContains({
        team: { id: team.id, name: team.name, kind: 'transporter' },
      })
    }
  })

  test('owners and admins may edit, members only read, drivers do not open the tabs', async ({
    client,
  }) => {
    const { user: owner, team } = await createUserWithTeam('transporter')
    const admin = await addMember(team, 'admin')
    const member = await addMember(team, 'member')
    const driver = await addMember(team, 'driver')
    const expected = [
      [
        owner,
        { update: true, manageMembers: true, delete: true, leave: false, transferOwnership: true },
      ],
      [
        admin,
        { update: true, manageMembers: true, delete: false, leave: true, transferOwnership: false },
      ],
      [
        member,
        {
          update: false,
          manageMembers: false,
          delete: false,
          leave: true,
          transferOwnership: false,
        },
      ],
    ] as const
    for (const [user, can] of expected) {
      const response = await client.get(`/teams/${team.id}/main`).loginAs(user).withInertia()
      response.assertInertiaPropsContains({ can })
    }
    /* a driver sees only the transports assigned to them */
    ;(await client.get(`/teams/${team.id}/main`).loginAs(driver).withInertia()).assertStatus(403)
  })

  test('an outsider gets 404 on every tab and on /teams/:id', async ({ client }) => {
    const { team } = await createUserWithTeam('dealer')
    const { user: outsider } = await createUserWithTeam('dealer')
    for (const [path] of TABS) {
      const response = await client.get(`/teams/${team.id}/${path}`).loginAs(outsider).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/show')
    }
    const show = await client.get(`/teams/${team.id}`).loginAs(outsider).redirects(0)
    show.assertStatus(404)
  })

  test('an unknown or malformed team id is a 404', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const url of [
      '/teams/999999/main',
      '/teams/abc/main',
      '/teams/0/main',
      '/teams/99999999999999999999/main',
    ]) {
      const response = await client.get(url).loginAs(user).withInertia()
      response.assertStatus(404)
    }
  })
})

test.group('Teams / outsiders get 404 on every write', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('writes on a team they do not belong to are 404 and change nothing', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createUserWithTeam('transporter')
    const member = await TeamMember.query().where('user_id', owner.id).firstOrFail()
    const address = await AddressFactory.merge({ teamId: team.id }).create()
    const closing = await ClosingDay.create({
      teamId: team.id,
      startsOn: DateTime.fromISO('2030-08-10'),
      endsOn: DateTime.fromISO('2030-08-20'),
    })
    const recipient = await TeamNotificationRecipient.create({
      teamId: team.id,
      email: 'log@example.test',
      types: null,
    })
    const invitation = await TeamInvitation.create({
      teamId: team.id,
      email: 'x@example.test',
      role: 'member',
      tokenHash: 'a'.repeat(64),
      invitedById: owner.id,
      expiresAt: DateTime.now().plus({ days: 7 }),
    })
    const { user: outsider } = await createUserWithTeam('transporter')

    const requests: [string, string, Record<string, unknown>][] = [
      ['put', `/teams/${team.id}/name`, { name: 'Hacked' }],
      ['put', `/teams/${team.id}/company`, {}],
      ['put', `/teams/${team.id}/services`, { categories: ['car'] }],
      ['delete', `/teams/${team.id}`, { confirmName: team.name }],
      ['put', `/teams/${team.id}/members/${member.id}`, { role: 'member' }],
      ['delete', `/teams/${team.id}/members/${member.id}`, {}],
      ['delete', `/teams/${team.id}/membership`, {}],
      ['put', `/teams/${team.id}/owner`, { memberId: member.id }],
      ['post', `/teams/${team.id}/invitations`, { email: 'new@example.test', role: 'member' }],
      ['post', `/teams/${team.id}/invitations/${invitation.id}/resend`, {}],
      ['delete', `/teams/${team.id}/invitations/${invitation.id}`, {}],
      ['post', `/teams/${team.id}/addresses`, {}],
      ['put', `/teams/${team.id}/addresses/${address.id}`, {}],
      ['delete', `/teams/${team.id}/addresses/${address.id}`, {}],
      ['post', `/teams/${team.id}/closing-days`, {}],
      ['put', `/teams/${team.id}/closing-days/${closing.id}`, {}],
      ['delete', `/teams/${team.id}/closing-days/${closing.id}`, {}],
      ['post', `/teams/${team.id}/notifications/recipients`, {}],
      ['put', `/teams/${team.id}/notifications/recipients/${recipient.id}`, {}],
      ['delete', `/teams/${team.id}/notifications/recipients/${recipient.id}`, {}],
    ]
    for (const [method, url, body] of requests) {
      const response = await (client as any)
        [method](url)
        .json(body)
        .withCsrfToken()
        .loginAs(outsider)
        .redirects(0)
      assert.equal(response.status(), 404, `${method.toUpperCase()} ${url}`)
    }
    await team.refresh()
    assert.notEqual(team.name, 'Hacked')
    assert.isNotNull(await Address.find(address.id))
    assert.isNotNull(await ClosingDay.find(closing.id))
    assert.isNotNull(await TeamNotificationRecipient.find(recipient.id))
    assert.isNotNull(await TeamInvitation.find(invitation.id))
    assert.equal((await TeamMember.findOrFail(member.id)).role, 'owner')
  })

  test('records of another team are 404 even through a team the user manages', async ({
    client,
    assert,
  }) => {
    const { user, team: mine } = await createUserWithTeam('transporter')
    const { user: theirOwner, team: theirs } = await createUserWithTeam('transporter')
    const theirMember = await TeamMember.query().where('user_id', theirOwner.id).firstOrFail()
    const address = await Address.create({
      teamId: theirs.id,
      label: 'Loro',
      street: 'Via Po 2',
      cap: '10100',
      city: 'Torino',
      province: 'TO',
    })
    const closing = await ClosingDay.create({
      teamId: theirs.id,
      startsOn: DateTime.fromISO('2030-08-10'),
      endsOn: DateTime.fromISO('2030-08-20'),
    })
    const recipient = await TeamNotificationRecipient.create({
      teamId: theirs.id,
      email: 'their@example.test',
      types: null,
    })
    const invitation = await TeamInvitation.create({
      teamId: theirs.id,
      email: 'y@example.test',
      role: 'member',
      tokenHash: 'b'.repeat(64),
      invitedById: theirOwner.id,
      expiresAt: DateTime.now().plus({ days: 7 }),
    })
    const requests: [string, string, Record<string, unknown>][] = [
      ['put', `/teams/${mine.id}/members/${theirMember.id}`, { role: 'member' }],
      ['delete', `/teams/${mine.id}/members/${theirMember.id}`, {}],
      ['post', `/teams/${mine.id}/invitations/${invitation.id}/resend`, {}],
      ['delete', `/teams/${mine.id}/invitations/${invitation.id}`, {}],
      ['put', `/teams/${mine.id}/addresses/${address.id}`, { label: 'x' }],
      ['delete', `/teams/${mine.id}/addresses/${address.id}`, {}],
      ['put', `/teams/${mine.id}/closing-days/${closing.id}`, {}],
      ['delete', `/teams/${mine.id}/closing-days/${closing.id}`, {}],
      ['put', `/teams/${mine.id}/notifications/recipients/${recipient.id}`, { email: 'a@b.test' }],
      ['delete', `/teams/${mine.id}/notifications/recipients/${recipient.id}`, {}],
    ]
    for (const [method, url, body] of requests) {
      const response = await (client as any)
        [method](url)
        .json(body)
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      assert.equal(response.status(), 404, `${method.toUpperCase()} ${url}`)
    }
    assert.isNotNull(await Address.find(address.id))
    assert.isNotNull(await ClosingDay.find(closing.id))
    assert.isNotNull(await TeamNotificationRecipient.find(recipient.id))
    assert.isNotNull(await TeamInvitation.find(invitation.id))
    assert.isNotNull(await TeamMember.find(theirMember.id))
  })

  test('members and drivers are refused edits with a translated message', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('transporter')
    for (const role of ['member', 'driver'] as const) {
      const user = await addMember(team, role)
      const response = await submitAs(client, user, 'put', `/teams/${team.id}/name`).form({
        name: 'Nuovo nome',
      })
      response.assertStatus(302)
      assert.equal(
        response.flashMessages().error,
        role === 'driver'
          ? 'Non hai i permessi per farlo.'
          : 'Solo il titolare o un amministratore del team può farlo.'
      )
      await team.refresh()
      assert.notEqual(team.name, 'Nuovo nome')
    }
  })
})
