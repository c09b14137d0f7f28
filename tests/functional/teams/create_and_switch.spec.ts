import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Teams / create', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows the creation page with the kinds a dealer may create', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.get('/teams/create').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('account/teams/create')
    response.assertInertiaPropsContains({ kinds: ['dealer', 'transporter'], hasTeam: true })
  })

  test('a user without a team lands on team creation from /home', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await TeamMember.query().where('team_id', team.id).delete()
    const home = await client.get('/home').loginAs(user).redirects(0)
    assert.equal(home.header('location'), '/teams/create')
    const page = await client.get('/teams/create').loginAs(user).withInertia()
    page.assertInertiaPropsContains({ hasTeam: false })
  })

  test('creates a team owned by its creator and makes it current', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', '/teams').form({
      name: 'Autotrasporti Rossi',
      kind: 'transporter',
    })
    response.assertStatus(302)
    const team = await Team.findByOrFail('name', 'Autotrasporti Rossi')
    assert.equal(team.kind, 'transporter')
    assert.equal(response.header('location'), `/teams/${team.id}/main`)
    const membership = await TeamMember.query()
      .where('team_id', team.id)
      .where('user_id', user.id)
      .firstOrFail()
    assert.equal(membership.role, 'owner')
    await user.refresh()
    assert.equal(user.currentTeamId, team.id)
    assert.equal(response.flashMessages().success, 'Team Autotrasporti Rossi creato.')
  })

  test('refuses a staff team to someone whose current team is not staff', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', '/teams').form({
      name: 'Fake staff',
      kind: 'staff',
    })
    response.assertStatus(302)
    assert.property(flashedFieldErrors(response), 'kind')
    assert.isNull(await Team.findBy('name', 'Fake staff'))
  })

  test('lets staff create a staff team', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('staff')
    await submitAs(client, user, 'post', '/teams').form({ name: 'Operations', kind: 'staff' })
    const team = await Team.findByOrFail('name', 'Operations')
    assert.equal(team.kind, 'staff')
  })

  test('validates the name: empty, too long, 200 KB, wrong type', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const name of ['', 'x', 'a'.repeat(121), 'a'.repeat(200 * 1024)]) {
      const response = await submitAs(client, user, 'post', '/teams').form({ name, kind: 'dealer' })
      response.assertStatus(302)
      assert.property(flashedFieldErrors(response), 'name', `name of ${name.length} chars`)
    }
    const wrongType = await submitAs(client, user, 'post', '/teams').json({
      name: ['Array'],
      kind: 42,
    })
    wrongType.assertStatus(302)
    assert.properties(flashedFieldErrors(wrongType), ['name', 'kind'])
  })

  test('accepts unicode names', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    await submitAs(client, user, 'post', '/teams').form({
      name: 'Società Già Più 🚚',
      kind: 'dealer',
    })
    assert.isNotNull(await Team.findBy('name', 'Società Già Più 🚚'))
  })

  test('guests are sent to login', async ({ client, assert }) => {
    const response = await client.get('/teams/create').redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/login')
  })
})

test.group('Teams / switch current team', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('switches to another team of the user and goes home', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const { team: other } = await createUserWithTeam('transporter')
    await addMember(other, 'member', user)
    const response = await submitAs(client, user, 'put', '/current-team').form({ teamId: other.id })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/home')
    await user.refresh()
    assert.equal(user.currentTeamId, other.id)
  })

  test('a team the user does not belong to is a 404', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { team: foreign } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', '/current-team').form({
      teamId: foreign.id,
    })
    response.assertStatus(404)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.currentTeamId, team.id)
  })

  test('a garbage team id is a field error, not a 500', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', '/current-team').form({
      teamId: 'x'.repeat(5000),
    })
    response.assertStatus(302)
    assert.property(flashedFieldErrors(response), 'teamId')
  })
})
