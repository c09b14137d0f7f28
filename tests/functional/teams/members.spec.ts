import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import TeamMember from '#teams/models/team_member'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

async function membershipOf(teamId: number, userId: number) {
  return TeamMember.query().where('team_id', teamId).where('user_id', userId).first()
}

test.group('Teams / members tab', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists members with roles, owner first, and who each viewer may manage', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createUserWithTeam('transporter')
    const admin = await addMember(team, 'admin')
    const driver = await addMember(team, 'driver')

    const forOwner = await client.get(`/teams/${team.id}/members`).loginAs(owner).withInertia()
    forOwner.assertInertiaComponent('account/teams/members')
    const members = forOwner.inertiaProps.members as {
      userId: number
      role: string
      manageable: boolean
    }[]
    assert.deepEqual(
      members.map((member) => [member.userId, member.role, member.manageable]),
      [
        [owner.id, 'owner', false],
        [admin.id, 'admin', true],
        [driver.id, 'driver', true],
      ]
    )
    forOwner.assertInertiaPropsContains({
      assignableRoles: ['admin', 'member', 'driver'],
      currentUserId: owner.id,
    })

    const forAdmin = await client.get(`/teams/${team.id}/members`).loginAs(admin).withInertia()
    const adminView = forAdmin.inertiaProps.members as { userId: number; manageable: boolean }[]
    assert.deepEqual(
      adminView.map((member) => member.manageable),
      [false, false, true]
    )
    forAdmin.assertInertiaPropsContains({ assignableRoles: ['member', 'driver'] })

    /* a driver sees only the transports assigned to them, not the team's members */
    const forDriver = await client.get(`/teams/${team.id}/members`).loginAs(driver).withInertia()
    forDriver.assertStatus(403)
    assert.notProperty(forDriver.inertiaProps ?? {}, 'members')
  })
})

test.group('Teams / roles', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner changes a member into an admin and back', async ({ client, assert }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const user = await addMember(team, 'member')
    const membership = (await membershipOf(team.id, user.id))!
    const response = await submitAs(
      client,
      owner,
      'put',
      `/teams/${team.id}/members/${membership.id}`
    ).form({ role: 'admin' })
    response.assertStatus(302)
    assert.equal(response.flashMessages().success, 'Ruolo aggiornato.')
    assert.equal((await membershipOf(team.id, user.id))!.role, 'admin')

    await client
      .put(`/teams/${team.id}/members/${membership.id}`)
      .form({ role: 'member' })
      .withCsrfToken()
      .loginAs(owner)
    assert.equal((await membershipOf(team.id, user.id))!.role, 'member')
  })

  test('an admin turns a member into a driver but cannot promote to admin', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('transporter')
    const admin = await addMember(team, 'admin')
    const user = await addMember(team, 'member')
    const membership = (await membershipOf(team.id, user.id))!

    await client
      .put(`/teams/${team.id}/members/${membership.id}`)
      .form({ role: 'driver' })
      .withCsrfToken()
      .loginAs(admin)
    assert.equal((await membershipOf(team.id, user.id))!.role, 'driver')

    const promote = await submitAs(
      client,
      admin,
      'put',
      `/teams/${team.id}/members/${membership.id}`
    ).form({ role: 'admin' })
    assert.property(flashedFieldErrors(promote), 'role')
    assert.equal((await membershipOf(team.id, user.id))!.role, 'driver')
  })

  test('an admin cannot touch another admin or the owner', async ({ client, assert }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const admin = await addMember(team, 'admin')
    const otherAdmin = await addMember(team, 'admin')
    const otherMembership = (await membershipOf(team.id, otherAdmin.id))!
    const ownerMembership = (await membershipOf(team.id, owner.id))!

    for (const membership of [otherMembership, ownerMembership]) {
      const change = await submitAs(
        client,
        admin,
        'put',
        `/teams/${team.id}/members/${membership.id}`
      ).form({ role: 'member' })
      change.assertStatus(302)
      assert.isString(change.flashMessages().error)
      const remove = await submitAs(
        client,
        admin,
        'delete',
        `/teams/${team.id}/members/${membership.id}`
      )
      assert.isString(remove.flashMessages().error)
    }
    assert.equal((await membershipOf(team.id, otherAdmin.id))!.role, 'admin')
    assert.equal((await membershipOf(team.id, owner.id))!.role, 'owner')
  })

  test('nobody can make someone owner by changing roles, nor change their own role', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const user = await addMember(team, 'member')
    const membership = (await membershipOf(team.id, user.id))!
    const toOwner = await submitAs(
      client,
      owner,
      'put',
      `/teams/${team.id}/members/${membership.id}`
    ).form({ role: 'owner' })
    assert.property(flashedFieldErrors(toOwner), 'role')

    const ownMembership = (await membershipOf(team.id, owner.id))!
    const self = await submitAs(
      client,
      owner,
      'put',
      `/teams/${team.id}/members/${ownMembership.id}`
    ).form({ role: 'member' })
    assert.isString(self.flashMessages().error)
    assert.equal((await membershipOf(team.id, owner.id))!.role, 'owner')
  })

  test('members and drivers cannot change roles', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('transporter')
    const member = await addMember(team, 'member')
    const driver = await addMember(team, 'driver')
    const driverMembership = (await membershipOf(team.id, driver.id))!
    const response = await submitAs(
      client,
      member,
      'put',
      `/teams/${team.id}/members/${driverMembership.id}`
    ).form({ role: 'member' })
    assert.isString(response.flashMessages().error)
    assert.equal((await membershipOf(team.id, driver.id))!.role, 'driver')
  })
})

test.group('Teams / remove and leave', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner removes a member; their current team falls back to another of theirs', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: other, team: otherTeam } = await createUserWithTeam('dealer')
    await addMember(team, 'member', other)
    other.currentTeamId = team.id
    await other.save()
    const membership = (await membershipOf(team.id, other.id))!

    const response = await submitAs(
      client,
      owner,
      'delete',
      `/teams/${team.id}/members/${membership.id}`
    )
    response.assertStatus(302)
    assert.equal(response.flashMessages().success, 'Membro rimosso dal team.')
    assert.isNull(await membershipOf(team.id, other.id))
    assert.equal((await User.findOrFail(other.id)).currentTeamId, otherTeam.id)
  })

  test('an admin removes a driver', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('transporter')
    const admin = await addMember(team, 'admin')
    const driver = await addMember(team, 'driver')
    const membership = (await membershipOf(team.id, driver.id))!
    await client.delete(`/teams/${team.id}/members/${membership.id}`).withCsrfToken().loginAs(admin)
    assert.isNull(await membershipOf(team.id, driver.id))
    /* the removed user had only this team: no current team any more */
    assert.isNull((await User.findOrFail(driver.id)).currentTeamId)
  })

  test('a member leaves the team and goes home', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    const response = await submitAs(client, member, 'delete', `/teams/${team.id}/membership`)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/home')
    assert.equal(response.flashMessages().success, `Hai lasciato il team ${team.name}.`)
    assert.isNull(await membershipOf(team.id, member.id))
  })

  test('the owner cannot leave the team', async ({ client, assert }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    await addMember(team, 'admin')
    const response = await submitAs(client, owner, 'delete', `/teams/${team.id}/membership`)
    response.assertStatus(302)
    assert.isString(response.flashMessages().error)
    assert.equal((await membershipOf(team.id, owner.id))!.role, 'owner')
  })
})

test.group('Teams / transfer ownership', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner hands the team over: the member becomes owner, the old owner admin', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const successor = await addMember(team, 'member')
    const membership = (await membershipOf(team.id, successor.id))!
    const response = await submitAs(client, owner, 'put', `/teams/${team.id}/owner`).form({
      memberId: membership.id,
    })
    response.assertStatus(302)
    assert.equal(response.flashMessages().success, 'Proprietà del team trasferita.')
    assert.equal((await membershipOf(team.id, successor.id))!.role, 'owner')
    assert.equal((await membershipOf(team.id, owner.id))!.role, 'admin')
    assert.lengthOf(await TeamMember.query().where('team_id', team.id).where('role', 'owner'), 1)

    /* and now the former owner may leave */
    await client.delete(`/teams/${team.id}/membership`).withCsrfToken().loginAs(owner)
    assert.isNull(await membershipOf(team.id, owner.id))
  })

  test('only the owner transfers; admins cannot', async ({ client, assert }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const admin = await addMember(team, 'admin')
    const adminMembership = (await membershipOf(team.id, admin.id))!
    const response = await submitAs(client, admin, 'put', `/teams/${team.id}/owner`).form({
      memberId: adminMembership.id,
    })
    assert.isString(response.flashMessages().error)
    assert.equal((await membershipOf(team.id, owner.id))!.role, 'owner')
  })

  test('a member of another team, or oneself, cannot be chosen', async ({ client, assert }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: stranger } = await createUserWithTeam('dealer')
    const strangerMembership = await TeamMember.query().where('user_id', stranger.id).firstOrFail()
    const ownMembership = (await membershipOf(team.id, owner.id))!
    for (const memberId of [strangerMembership.id, ownMembership.id, 999999]) {
      const response = await submitAs(client, owner, 'put', `/teams/${team.id}/owner`).form({
        memberId,
      })
      assert.deepEqual(flashedFieldErrors(response).memberId, ['Scegli un membro del team.'])
    }
    assert.equal((await membershipOf(team.id, owner.id))!.role, 'owner')
    assert.equal(strangerMembership.role, (await TeamMember.findOrFail(strangerMembership.id)).role)
  })
})
