import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import TeamMember from '#teams/models/team_member'
import TeamInvitation from '#teams/models/team_invitation'
import { hashInvitationToken } from '#teams/domain/invitation_token'
import { createUserWithTeam } from '#tests/helpers/factories'

test.group('Registering from a team invitation link', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function invitation(email: string) {
    const { user: owner, team } = await createUserWithTeam('transporter')
    const token = `invite-${Date.now()}-${Math.random().toString(36).slice(2)}`
    await TeamInvitation.create({
      teamId: team.id,
      email,
      role: 'driver',
      tokenHash: hashInvitationToken(token),
      invitedById: owner.id,
      expiresAt: DateTime.now().plus({ days: 7 }),
      acceptedAt: null,
    })
    return { team, link: `/team-invitations/${token}` }
  }

  test('the register page asks for no company when the guest comes from an invitation', async ({
    client,
  }) => {
    const { link } = await invitation('newbie@example.test')
    const response = await client.get('/register').withSession({ intended: link }).withInertia()
    response.assertInertiaPropsContains({ joiningTeam: true })
  })

  test('registering creates only the person and goes back to the invitation, which then joins the team', async ({
    client,
    assert,
  }) => {
    const { team, link } = await invitation('newbie@example.test')
    const response = await client
      .post('/register')
      .withSession({ intended: link })
      .form({
        fullName: 'Nuovo Autista',
        email: 'newbie@example.test',
        password: 'password123',
        password_confirmation: 'password123',
        terms: 'true',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), link)

    const user = await User.findByOrFail('email', 'newbie@example.test')
    assert.isNull(user.currentTeamId)
    assert.lengthOf(await TeamMember.query().where('user_id', user.id), 0)

    user.emailVerifiedAt = DateTime.now()
    await user.save()
    await client.get(link).loginAs(user).redirects(0)
    const membership = await TeamMember.query().where('user_id', user.id).firstOrFail()
    assert.equal(membership.teamId, team.id)
    assert.equal(membership.role, 'driver')
  })

  test('without an invitation the company is still required', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .form({
        fullName: 'Senza Azienda',
        email: 'nocompany@example.test',
        password: 'password123',
        password_confirmation: 'password123',
        terms: 'true',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const errors = (response.flashMessages() as any).inputErrorsBag ?? {}
    assert.property(errors, 'companyName')
    assert.isNull(await User.findBy('email', 'nocompany@example.test'))
  })
})
