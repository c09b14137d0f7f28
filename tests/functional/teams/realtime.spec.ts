import NotificationPreference from '#settings/models/notification_preference'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import TeamInvitation from '#teams/models/team_invitation'
import { newInvitationToken } from '#teams/domain/invitation_token'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import type Team from '#teams/models/team'
import type User from '#identity/models/user'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

async function invite(team: Team, owner: User, email: string) {
  const { token, hash } = newInvitationToken()
  await TeamInvitation.create({
    teamId: team.id,
    email,
    role: 'member',
    tokenHash: hash,
    invitedById: owner.id,
    expiresAt: DateTime.now().plus({ days: 7 }),
  })
  return token
}

test.group('Teams / realtime on join', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('accepting an invitation emits team:member_joined with the request socket id', async ({
    client,
    assert,
  }) => {
    const events = emitter.fake(['team:member_joined'])
    const { user: owner, team } = await createUserWithTeam('dealer', { teamName: 'Rossi Auto' })
    const { user: invitee } = await createUserWithTeam('dealer', { email: 'joiner@example.test' })
    const token = await invite(team, owner, 'joiner@example.test')
    try {
      await client
        .get(`/team-invitations/${token}`)
        .header('X-Socket-Id', 'tab-joiner')
        .loginAs(invitee)
        .redirects(0)
      events.assertEmitted('team:member_joined', ({ data }) => {
        return (
          data.teamId === team.id &&
          data.userId === invitee.id &&
          data.memberName === invitee.fullName &&
          data.teamName === 'Rossi Auto' &&
          data.originSocketId === 'tab-joiner'
        )
      })
      assert.equal(events.all().length, 1)
    } finally {
      emitter.restore()
    }
  })

  test('the other members who want it in the app get the join on their own channel, after the commit', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createUserWithTeam('dealer', { teamName: 'Rossi Auto' })
    const quiet = await addMember(team, 'member')
    await NotificationPreference.create({
      userId: quiet.id,
      type: 'team_member_joined',
      channel: 'in_app',
      enabled: false,
    })
    const { user: invitee } = await createUserWithTeam('dealer', { email: 'joiner2@example.test' })
    const token = await invite(team, owner, 'joiner2@example.test')
    const { calls, restore } = captureBroadcasts()
    try {
      await client
        .get(`/team-invitations/${token}`)
        .header('X-Socket-Id', 'tab-joiner')
        .loginAs(invitee)
        .redirects(0)
    } finally {
      restore()
    }
    assert.deepEqual(calls, [
      [
        `users/${owner.id}`,
        {
          type: 'team.member_joined',
          memberName: invitee.fullName,
          teamName: 'Rossi Auto',
          originSocketId: 'tab-joiner',
        },
      ],
      /* the join is also in the owner's notifications: the bell counts it */
      [`users/${owner.id}`, { type: 'notifications.unread', count: 1, originSocketId: null }],
    ])
  })

  test('a failed acceptance broadcasts nothing', async ({ client, assert }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: wrong } = await createUserWithTeam('dealer', { email: 'wrong@example.test' })
    const token = await invite(team, owner, 'right@example.test')
    const { calls, restore } = captureBroadcasts()
    try {
      await client.get(`/team-invitations/${token}`).loginAs(wrong).redirects(0)
    } finally {
      restore()
    }
    assert.lengthOf(calls, 0)
  })
})
