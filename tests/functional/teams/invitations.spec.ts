import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import User from '#identity/models/user'
import TeamInvitation from '#teams/models/team_invitation'
import TeamMember from '#teams/models/team_member'
import TeamInvitationMail from '#teams/mails/team_invitation_mail'
import { hashInvitationToken } from '#teams/domain/invitation_token'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

/** The token inside the accept link of the last queued invitation e-mail. */
function tokenOf(invitationMail: TeamInvitationMail) {
  return invitationMail.data.url.split('/team-invitations/')[1]!
}

function lastInvitationMail(mails: ReturnType<typeof mail.fake>['mails']) {
  const queued = mails.queued((item) => item instanceof TeamInvitationMail)
  return queued[queued.length - 1] as TeamInvitationMail
}

test.group('Teams / invitations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('the owner invites by e-mail: hashed token, 7 days, e-mail queued with the link', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('transporter')
    const response = await submitAs(client, owner, 'post', `/teams/${team.id}/invitations`).form({
      email: 'New.Driver@Example.test',
      role: 'driver',
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), `/teams/${team.id}/members`)
    assert.equal(response.flashMessages().success, 'Invito inviato a new.driver@example.test.')

    const invitation = await TeamInvitation.findByOrFail('team_id', team.id)
    assert.equal(invitation.email, 'new.driver@example.test')
    assert.equal(invitation.role, 'driver')
    assert.equal(invitation.invitedById, owner.id)
    assert.isNull(invitation.acceptedAt)
    const days = invitation.expiresAt.diff(DateTime.now(), 'days').days
    assert.isAbove(days, 6.9)
    assert.isBelow(days, 7.1)

    mails.assertQueuedCount(TeamInvitationMail, 1)
    mails.assertQueued(TeamInvitationMail, ({ message }) => {
      return (
        message.hasTo('new.driver@example.test') &&
        message.hasSubject(`Invito a unirti al team ${team.name}`)
      )
    })
    const sent = lastInvitationMail(mails)
    const token = tokenOf(sent)
    assert.match(sent.data.url, /^https?:\/\/[^/]+\/team-invitations\/[A-Za-z0-9_-]{43}$/)
    /* only the hash is stored */
    assert.equal(invitation.tokenHash, hashInvitationToken(token))
    assert.notInclude(JSON.stringify(invitation.$attributes), token)
    const html = String(sent.message.toJSON().message.html)
    assert.include(html, sent.data.url)
    assert.include(html, 'Autista')
  })

  test('the invited user accepts: membership with the role, current team, success flash', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('transporter')
    const { user: invitee } = await createUserWithTeam('dealer', { email: 'invitee@example.test' })
    await client
      .post(`/teams/${team.id}/invitations`)
      .form({ email: 'invitee@example.test', role: 'member' })
      .withCsrfToken()
      .loginAs(owner)
    const token = tokenOf(lastInvitationMail(mails))

    const response = await client.get(`/team-invitations/${token}`).loginAs(invitee).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/home')
    assert.equal(response.flashMessages().success, `Benvenuto nel team ${team.name}!`)

    const membership = await TeamMember.query()
      .where('team_id', team.id)
      .where('user_id', invitee.id)
      .firstOrFail()
    assert.equal(membership.role, 'member')
    await invitee.refresh()
    assert.equal(invitee.currentTeamId, team.id)
    const invitation = await TeamInvitation.findByOrFail('team_id', team.id)
    assert.isNotNull(invitation.acceptedAt)
  })

  test('the same link cannot be used twice', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: invitee } = await createUserWithTeam('dealer', { email: 'twice@example.test' })
    await client
      .post(`/teams/${team.id}/invitations`)
      .form({ email: 'twice@example.test', role: 'member' })
      .withCsrfToken()
      .loginAs(owner)
    const token = tokenOf(lastInvitationMail(mails))
    await client.get(`/team-invitations/${token}`).loginAs(invitee).redirects(0)
    const again = await client.get(`/team-invitations/${token}`).loginAs(invitee).withInertia()
    again.assertStatus(410)
    again.assertInertiaComponent('account/teams/invitation')
    again.assertInertiaPropsContains({ problem: 'already_used' })
    assert.lengthOf(
      await TeamMember.query().where('team_id', team.id).where('user_id', invitee.id),
      1
    )
  })

  test('a guest is sent to sign in and comes back to the link afterwards', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    await client
      .post(`/teams/${team.id}/invitations`)
      .form({ email: 'guest@example.test', role: 'admin' })
      .withCsrfToken()
      .loginAs(owner)
    const token = tokenOf(lastInvitationMail(mails))

    const response = await client.get(`/team-invitations/${token}`).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/login')
    assert.equal(response.session().intended, `/team-invitations/${token}`)

    /* the login controller honours the intended URL */
    await createUserWithTeam('dealer', { email: 'guest@example.test' })
    const login = await client
      .post('/login')
      .form({ email: 'guest@example.test', password: 'password' })
      .withSession({ intended: `/team-invitations/${token}` })
      .withCsrfToken()
      .redirects(0)
    assert.equal(login.header('location'), `/team-invitations/${token}`)
  })

  test('a mismatching e-mail gets a clear page and does not join', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: someoneElse } = await createUserWithTeam('dealer', {
      email: 'other@example.test',
    })
    await client
      .post(`/teams/${team.id}/invitations`)
      .form({ email: 'right@example.test', role: 'member' })
      .withCsrfToken()
      .loginAs(owner)
    const token = tokenOf(lastInvitationMail(mails))
    const response = await client
      .get(`/team-invitations/${token}`)
      .loginAs(someoneElse)
      .withInertia()
    response.assertStatus(409)
    response.assertInertiaComponent('account/teams/invitation')
    response.assertInertiaPropsContains({
      problem: 'email_mismatch',
      email: 'other@example.test',
      signedIn: true,
    })
    assert.isNull(
      await TeamMember.query().where('team_id', team.id).where('user_id', someoneElse.id).first()
    )
    /* still usable by the right person */
    const invitation = await TeamInvitation.findByOrFail('team_id', team.id)
    assert.isNull(invitation.acceptedAt)
  })

  test('an expired invitation gets a clear page', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: invitee } = await createUserWithTeam('dealer', { email: 'late@example.test' })
    await client
      .post(`/teams/${team.id}/invitations`)
      .form({ email: 'late@example.test', role: 'member' })
      .withCsrfToken()
      .loginAs(owner)
    const token = tokenOf(lastInvitationMail(mails))
    await TeamInvitation.query()
      .where('team_id', team.id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toSQL() })

    const response = await client.get(`/team-invitations/${token}`).loginAs(invitee).withInertia()
    response.assertStatus(410)
    response.assertInertiaPropsContains({ problem: 'expired' })
    assert.isNull(
      await TeamMember.query().where('team_id', team.id).where('user_id', invitee.id).first()
    )

    /* a guest with an expired link sees the page directly, no detour through login */
    const guest = await client.get(`/team-invitations/${token}`).withInertia()
    guest.assertStatus(410)
    guest.assertInertiaPropsContains({ problem: 'expired', signedIn: false })
  })

  test('a revoked invitation no longer works', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: invitee } = await createUserWithTeam('dealer', { email: 'revoked@example.test' })
    await client
      .post(`/teams/${team.id}/invitations`)
      .form({ email: 'revoked@example.test', role: 'member' })
      .withCsrfToken()
      .loginAs(owner)
    const token = tokenOf(lastInvitationMail(mails))
    const invitation = await TeamInvitation.findByOrFail('team_id', team.id)

    const revoke = await submitAs(
      client,
      owner,
      'delete',
      `/teams/${team.id}/invitations/${invitation.id}`
    )
    revoke.assertStatus(302)
    assert.equal(revoke.flashMessages().success, 'Invito per revoked@example.test revocato.')
    /* kept for staff (Admin → Invitations), marked revoked */
    await invitation.refresh()
    assert.isNotNull(invitation.revokedAt)
    assert.isNull(invitation.acceptedAt)

    const response = await client.get(`/team-invitations/${token}`).loginAs(invitee).withInertia()
    response.assertStatus(404)
    response.assertInertiaPropsContains({ problem: 'not_found' })
    assert.isNull(
      await TeamMember.query().where('team_id', team.id).where('user_id', invitee.id).first()
    )
  })

  test('garbage tokens get the page, never a 500', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const token of ['x', 'a'.repeat(43), 'é'.repeat(30), 'a'.repeat(5000)]) {
      const response = await client
        .get(`/team-invitations/${encodeURIComponent(token)}`)
        .loginAs(user)
        .withInertia()
      response.assertStatus(404)
      response.assertInertiaPropsContains({ problem: 'not_found' })
    }
  })

  test('resending makes a new link valid 7 more days; the old link stops working', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const { user: invitee } = await createUserWithTeam('dealer', { email: 'resend@example.test' })
    await client
      .post(`/teams/${team.id}/invitations`)
      .form({ email: 'resend@example.test', role: 'member' })
      .withCsrfToken()
      .loginAs(owner)
    const oldToken = tokenOf(lastInvitationMail(mails))
    const invitation = await TeamInvitation.findByOrFail('team_id', team.id)
    await TeamInvitation.query()
      .where('id', invitation.id)
      .update({ expires_at: DateTime.now().minus({ days: 1 }).toSQL() })

    const response = await submitAs(
      client,
      owner,
      'post',
      `/teams/${team.id}/invitations/${invitation.id}/resend`
    )
    response.assertStatus(302)
    mails.assertQueuedCount(TeamInvitationMail, 2)
    const newToken = tokenOf(lastInvitationMail(mails))
    assert.notEqual(newToken, oldToken)
    await invitation.refresh()
    assert.isFalse(invitation.isExpired)

    const old = await client.get(`/team-invitations/${oldToken}`).loginAs(invitee).withInertia()
    old.assertInertiaPropsContains({ problem: 'not_found' })
    const fresh = await client.get(`/team-invitations/${newToken}`).loginAs(invitee).redirects(0)
    assert.equal(fresh.header('location'), '/home')
  })

  test('inviting a member of the team is a field error', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    const response = await submitAs(client, owner, 'post', `/teams/${team.id}/invitations`).form({
      email: member.email.toUpperCase(),
      role: 'admin',
    })
    assert.deepEqual(flashedFieldErrors(response).email, ['Questa persona fa già parte del team.'])
    mails.assertNoneQueued()
    assert.isNull(await TeamInvitation.findBy('team_id', team.id))
  })

  test('a second invitation to a pending address is a field error', async ({ client, assert }) => {
    mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await submitAs(client, owner, 'post', `/teams/${team.id}/invitations`).form({
        email: 'pending@example.test',
        role: 'member',
      })
      if (attempt === 1) assert.property(flashedFieldErrors(response), 'email')
    }
    assert.lengthOf(await TeamInvitation.query().where('team_id', team.id), 1)
  })

  test('roles: dealers have no drivers, admins cannot invite admins, members cannot invite', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const admin = await addMember(team, 'admin')
    const member = await addMember(team, 'member')

    const driver = await submitAs(client, owner, 'post', `/teams/${team.id}/invitations`).form({
      email: 'd@example.test',
      role: 'driver',
    })
    assert.property(flashedFieldErrors(driver), 'role')

    const owners = await submitAs(client, owner, 'post', `/teams/${team.id}/invitations`).form({
      email: 'o@example.test',
      role: 'owner',
    })
    assert.property(flashedFieldErrors(owners), 'role')

    const byAdmin = await submitAs(client, admin, 'post', `/teams/${team.id}/invitations`).form({
      email: 'a@example.test',
      role: 'admin',
    })
    assert.property(flashedFieldErrors(byAdmin), 'role')

    const okByAdmin = await submitAs(client, admin, 'post', `/teams/${team.id}/invitations`).form({
      email: 'm@example.test',
      role: 'member',
    })
    assert.deepEqual(flashedFieldErrors(okByAdmin), {})

    const byMember = await submitAs(client, member, 'post', `/teams/${team.id}/invitations`).form({
      email: 'x@example.test',
      role: 'member',
    })
    byMember.assertStatus(302)
    assert.isString(byMember.flashMessages().error)

    const emails = (await TeamInvitation.query().where('team_id', team.id)).map((row) => row.email)
    assert.deepEqual(emails, ['m@example.test'])
  })

  test('invitation e-mail: empty, malformed, too long and 200 KB addresses are field errors', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    for (const email of [
      '',
      'not-an-email',
      `${'a'.repeat(250)}@example.test`,
      'a'.repeat(200 * 1024),
    ]) {
      const response = await submitAs(client, owner, 'post', `/teams/${team.id}/invitations`).form({
        email,
        role: 'member',
      })
      assert.property(flashedFieldErrors(response), 'email')
    }
  })

  test('managers see pending invitations on the members tab; members do not', async ({
    client,
  }) => {
    mail.fake()
    const { user: owner, team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    await client
      .post(`/teams/${team.id}/invitations`)
      .form({ email: 'listed@example.test', role: 'member' })
      .withCsrfToken()
      .loginAs(owner)
    const forOwner = await client.get(`/teams/${team.id}/members`).loginAs(owner).withInertia()
    forOwner.assertInertiaPropsContains({
      invitations: [{ email: 'listed@example.test', role: 'member', expired: false }],
    })
    const forMember = await client.get(`/teams/${team.id}/members`).loginAs(member).withInertia()
    forMember.assertInertiaPropsContains({ invitations: [] })
  })

  test('a user who already belongs to the team gets a clear page', async ({ client, assert }) => {
    const { user: owner, team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    const { token, hash } = (await import('#teams/domain/invitation_token')).newInvitationToken()
    await TeamInvitation.create({
      teamId: team.id,
      email: member.email,
      role: 'admin',
      tokenHash: hash,
      invitedById: owner.id,
      expiresAt: DateTime.now().plus({ days: 7 }),
    })
    const response = await client.get(`/team-invitations/${token}`).loginAs(member).withInertia()
    response.assertStatus(409)
    response.assertInertiaPropsContains({ problem: 'already_member', teamName: team.name })
    const fresh = await User.findOrFail(member.id)
    assert.equal(
      (await TeamMember.query().where('user_id', fresh.id).where('team_id', team.id).firstOrFail())
        .role,
      'member'
    )
  })
})
