import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import { createDealerTransport } from '#tests/helpers/transport_factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Teams with business records are kept', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a team with orders and transports cannot be deleted: a field error, nothing removed', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createDealerTransport()
    const response = await submitAs(client, user, 'delete', `/teams/${team.id}`).form({
      confirmName: team.name,
    })
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response).confirmName, [
      'Il team ha ordini, movimenti del portafoglio o trasporti: questi dati vanno conservati per legge, quindi il team non si può eliminare.',
    ])
    assert.isNotNull(await Team.find(team.id))
  })

  test('the only member of such a team cannot delete their account', async ({ client, assert }) => {
    const { user, team } = await createDealerTransport()
    const response = await submitAs(client, user, 'delete', '/user').form({ password: 'password' })
    response.assertStatus(302)
    assert.include(String(response.flashMessages().error), team.name)
    assert.isNotNull(await User.find(user.id))
    assert.isNotNull(await Team.find(team.id))
  })
})
