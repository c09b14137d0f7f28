import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import NotificationPreference from '#settings/models/notification_preference'
import TeamInvitation from '#teams/models/team_invitation'
import TeamInvitationMail from '#teams/mails/team_invitation_mail'
import { createUserWithTeam } from '#tests/helpers/factories'
import { submitAs } from '#tests/helpers/requests'

test.group('Team invitations and notification preferences', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('an existing user who turned off invitation e-mails gets the invitation but no e-mail', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: invitee } = await createUserWithTeam('dealer', { email: 'no-mail@example.test' })
    await NotificationPreference.create({
      userId: invitee.id,
      type: 'team_invitation',
      channel: 'mail',
      enabled: false,
    })

    const response = await submitAs(client, owner, 'post', `/teams/${team.id}/invitations`).form({
      email: 'no-mail@example.test',
      role: 'member',
    })
    response.assertStatus(302)

    assert.isNotNull(
      await TeamInvitation.query()
        .where('team_id', team.id)
        .where('email', 'no-mail@example.test')
        .first()
    )
    mails.assertNoneQueued()
  })

  test('a person without an account always gets the invitation e-mail', async ({ client }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    await submitAs(client, owner, 'post', `/teams/${team.id}/invitations`).form({
      email: 'stranger@example.test',
      role: 'member',
    })
    mails.assertQueuedCount(TeamInvitationMail, 1)
  })
})
