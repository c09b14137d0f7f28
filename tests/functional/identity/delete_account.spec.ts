import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { clearSessionStore, otherBrowserSession, sessionExists } from './session_store.js'
import { submitAs } from '#tests/helpers/requests'

test.group('Delete account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearSessionStore())

  test('deletes the user, the teams they are the only member of, and ends all their sessions', async ({
    client,
    assert,
  }) => {
    const { user, team: soleTeam } = await createUserWithTeam('dealer')
    const { team: otherTeam, user: otherOwner } = await createUserWithTeam('transporter')
    await addMember(otherTeam, 'member', user)
    const phone = await otherBrowserSession(user.id)

    const response = await submitAs(client, user, 'delete', '/user').form({ password: 'password' })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/')
    assert.equal(response.flashMessage('success'), 'Il tuo account è stato eliminato.')
    assert.isUndefined(response.session('auth_web'))

    assert.isNull(await User.find(user.id))
    assert.isNull(await Team.find(soleTeam.id))
    /* A team with other members stays, without the deleted member. */
    assert.isNotNull(await Team.find(otherTeam.id))
    const members = await TeamMember.query().where('team_id', otherTeam.id)
    assert.deepEqual(
      members.map((member) => member.userId),
      [otherOwner.id]
    )
    assert.isFalse(await sessionExists(phone))
  })

  test('is refused while the user owns a team with other members', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer', { teamName: 'Autosalone Bianchi' })
    await addMember(team, 'member')

    const page = await client.get('/user/profile').loginAs(user).withInertia()
    page.assertInertiaPropsContains({
      deletion: { blockingTeams: [{ id: team.id, name: 'Autosalone Bianchi' }] },
    })

    const response = await submitAs(client, user, 'delete', '/user').form({ password: 'password' })
    assert.equal(response.header('location'), '/user/profile')
    assert.equal(
      response.flashMessage('error'),
      "Non puoi eliminare l'account: sei proprietario di un team con altri membri (Autosalone Bianchi). Trasferisci la proprietà o elimina il team prima."
    )
    assert.equal(response.session('auth_web'), user.id)
    assert.isNotNull(await User.find(user.id))
    assert.isNotNull(await Team.find(team.id))
  })

  test('being a plain member of a team with others does not block deletion', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'admin')
    const response = await submitAs(client, member, 'delete', '/user').form({
      password: 'password',
    })
    assert.equal(response.header('location'), '/')
    assert.isNull(await User.find(member.id))
    assert.isNotNull(await Team.find(team.id))
  })

  test('needs the right password', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const password of ['wrong', '', 'x'.repeat(200 * 1024)]) {
      const response = await client
        .delete('/user')
        .loginAs(user)
        .header('X-Inertia-Error-Bag', 'deleteUser')
        .form({ password })
        .withCsrfToken()
        .redirects(0)
      assert.lengthOf(flashedFieldErrors(response).password ?? [], 1)
    }
    assert.isNotNull(await User.find(user.id))
  })

  test('an Inertia request reloads the whole page on the welcome page', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .delete('/user')
      .loginAs(user)
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', '1')
      .form({ password: 'password' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(409)
    assert.equal(response.header('x-inertia-location'), '/')
  })
})
