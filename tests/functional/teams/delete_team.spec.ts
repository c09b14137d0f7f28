import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import Address from '#teams/models/address'
import TeamInvitation from '#teams/models/team_invitation'
import ClosingDay from '#teams/models/closing_day'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'
import { AddressFactory } from '#database/factories/team_factory'

test.group('Teams / delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner deletes the team by typing its name: everything of it goes', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createUserWithTeam('dealer', { teamName: 'Rossi Auto' })
    const { team: otherTeam } = await createUserWithTeam('dealer')
    await addMember(otherTeam, 'member', owner)
    const colleague = await addMember(team, 'member')
    const place = await AddressFactory.merge({ teamId: team.id }).create()
    await ClosingDay.create({
      teamId: team.id,
      addressId: place.id,
      startsOn: DateTime.fromISO('2030-08-10'),
      endsOn: DateTime.fromISO('2030-08-10'),
    })
    await TeamNotificationRecipient.create({
      teamId: team.id,
      email: 'x@example.test',
      types: null,
    })
    await TeamInvitation.create({
      teamId: team.id,
      email: 'y@example.test',
      role: 'member',
      tokenHash: 'c'.repeat(64),
      invitedById: owner.id,
      expiresAt: DateTime.now().plus({ days: 7 }),
    })

    const response = await submitAs(client, owner, 'delete', `/teams/${team.id}`).form({
      confirmName: 'Rossi Auto',
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/home')
    assert.equal(response.flashMessages().success, 'Team Rossi Auto eliminato.')

    assert.isNull(await Team.find(team.id))
    for (const model of [
      TeamMember,
      Address,
      ClosingDay,
      TeamNotificationRecipient,
      TeamInvitation,
    ] as const) {
      assert.lengthOf(await (model as any).query().where('team_id', team.id), 0, model.name)
    }
    /* the owner falls back to their other team; the colleague to no team (→ team creation) */
    assert.equal((await User.findOrFail(owner.id)).currentTeamId, otherTeam.id)
    assert.isNull((await User.findOrFail(colleague.id)).currentTeamId)
    const home = await client.get('/home').loginAs(colleague).redirects(0)
    assert.equal(home.header('location'), '/teams/create')
  })

  test('a wrong confirmation name is a field error and deletes nothing', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createUserWithTeam('dealer', { teamName: 'Rossi Auto' })
    for (const confirmName of ['', 'rossi auto', 'Rossi', 'x'.repeat(200 * 1024)]) {
      const response = await submitAs(client, owner, 'delete', `/teams/${team.id}`).form({
        confirmName,
      })
      response.assertStatus(302)
      assert.property(flashedFieldErrors(response), 'confirmName')
    }
    assert.isNotNull(await Team.find(team.id))
  })

  test('admins and members cannot delete the team', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('dealer', { teamName: 'Rossi Auto' })
    for (const role of ['admin', 'member'] as const) {
      const user = await addMember(team, role)
      const response = await submitAs(client, user, 'delete', `/teams/${team.id}`).form({
        confirmName: 'Rossi Auto',
      })
      response.assertStatus(302)
      assert.isString(response.flashMessages().error)
    }
    assert.isNotNull(await Team.find(team.id))
  })
})
