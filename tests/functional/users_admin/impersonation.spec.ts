import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import TeamMember from '#teams/models/team_member'
import AuditEvent from '#audit/models/audit_event'
import { IMPERSONATION_KEY, REFUSED_WHILE_IMPERSONATING } from '#core/http/impersonation'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'

const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any
const flash = (response: any) => response.flashMessages() as any
const REFUSAL =
  "Non durante l'accesso come utente: lo staff non può muovere denaro né cambiare la sicurezza di un account al posto di un membro."

const membershipOf = async (teamId: number, userId: number) =>
  (await TeamMember.query().where('team_id', teamId).where('user_id', userId).firstOrFail()).id

const impersonating = (staff: User, teamId: number, user: User) => ({
  [IMPERSONATION_KEY]: {
    userId: user.id,
    impersonatorId: staff.id,
    impersonatorName: staff.fullName,
    teamId,
    startedAt: Date.now() - 5000,
  },
})

/** Every route refused while impersonating, as [method, url] with its ids set to 1. */
function refusedRoutes() {
  const routes = Object.values(router.toJSON()).flat()
  return REFUSED_WHILE_IMPERSONATING.map((name) => {
    const route = routes.find((candidate) => candidate.name === name)
    if (!route) throw new Error(`no route named ${name}`)
    const method = route.methods.find((m) => m !== 'HEAD')!.toLowerCase()
    return { name, method, url: route.pattern.replace(/:[A-Za-z]+/g, '1') }
  })
}

test.group('Admin → Users / impersonation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a staff admin signs in as a dealer member: audited, the session switched, the banner on every page; stopping returns to staff, audited', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    const member = await addMember(dealer.team, 'member')
    const memberId = await membershipOf(dealer.team.id, member.id)
    const start = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/users/teams/${dealer.team.id}/members/${memberId}/impersonate`
    )
    start.assertStatus(302)
    start.assertHeader('location', '/home')
    const session = start.session() as any
    assert.equal(session.auth_web, member.id)
    assert.equal(session[IMPERSONATION_KEY].impersonatorId, staff.user.id)
    assert.notProperty(session, 'security')
    const started = await AuditEvent.findByOrFail('action', 'impersonation.started')
    assert.equal(started.actorUserId, staff.user.id)
    assert.equal(started.subjectType, 'user')
    assert.equal(started.subjectId, member.id)

    const page = await client
      .get('/dealer')
      .loginAs(member)
      .withSession(impersonating(staff.user, dealer.team.id, member))
      .withInertia()
    page.assertStatus(200)
    assert.deepEqual(props(page).impersonation, {
      impersonatorName: staff.user.fullName,
      userName: member.fullName,
    })
    const plain = await client.get('/dealer').loginAs(member).withInertia()
    assert.isNull(props(plain).impersonation)
    /* a record left over for another user (signed out, then in as the owner) means nothing */
    const leftOver = await client
      .get('/dealer')
      .loginAs(dealer.user)
      .withSession(impersonating(staff.user, dealer.team.id, member))
      .withInertia()
    assert.isNull(props(leftOver).impersonation)

    const stop = await client
      .delete('/impersonation')
      .withCsrfToken()
      .loginAs(member)
      .withSession(impersonating(staff.user, dealer.team.id, member))
      .redirects(0)
    stop.assertStatus(302)
    stop.assertHeader('location', `/admin/users/teams/${dealer.team.id}`)
    const after = stop.session() as any
    assert.equal(after.auth_web, staff.user.id)
    assert.notProperty(after, IMPERSONATION_KEY)
    const stopped = await AuditEvent.findByOrFail('action', 'impersonation.stopped')
    assert.equal(stopped.actorUserId, staff.user.id)
    assert.equal(stopped.subjectId, member.id)
    assert.equal(stopped.after?.ended, 'returned')
    /* signing out while impersonating ends it too: audited, nobody signed back in */
    const signOut = await client
      .post('/logout')
      .withCsrfToken()
      .loginAs(member)
      .withSession(impersonating(staff.user, dealer.team.id, member))
      .redirects(0)
    signOut.assertStatus(302)
    signOut.assertHeader('location', '/login')
    const ended = signOut.session() as any
    assert.notProperty(ended, 'auth_web')
    assert.notProperty(ended, IMPERSONATION_KEY)
    const stops = await AuditEvent.query()
      .where('action', 'impersonation.stopped')
      .orderBy('id', 'asc')
    assert.lengthOf(stops, 2)
    assert.equal(stops[1].actorUserId, staff.user.id)
    assert.equal(stops[1].subjectId, member.id)
    assert.equal(stops[1].after?.ended, 'signed_out')
    /* a plain sign-out records nothing */
    ;(await client.post('/logout').withCsrfToken().loginAs(member).redirects(0)).assertStatus(302)
    assert.equal((await AuditEvent.query().where('action', 'impersonation.stopped')).length, 2)
    /* nothing to stop without an impersonation */
    ;(
      await client.delete('/impersonation').withCsrfToken().loginAs(member).redirects(0)
    ).assertStatus(404)
  })

  test('staff cannot impersonate staff (nor themselves); staff members (not admins) and outsiders cannot impersonate at all', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    /* a staff member who also belongs to a dealer team */
    const colleague = await addMember(staff.team, 'member')
    await addMember(dealer.team, 'member', colleague)
    const colleagueMembership = await membershipOf(dealer.team.id, colleague.id)
    const refused = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/users/teams/${dealer.team.id}/members/${colleagueMembership}/impersonate`
    )
    assert.equal(flash(refused).error, 'Non si può accedere come un membro dello staff.')
    assert.notProperty(refused.session() as any, IMPERSONATION_KEY)
    const ownerMembership = await membershipOf(dealer.team.id, dealer.user.id)
    const url = `/admin/users/teams/${dealer.team.id}/members/${ownerMembership}/impersonate`
    /* a staff "member" (not owner/admin) is refused by the policy */
    const byMember = await submitAs(client, colleague, 'post', url)
    byMember.assertStatus(302)
    assert.notProperty(byMember.session() as any, IMPERSONATION_KEY)
    for (const outsider of [dealer.user, (await createUserWithTeam('transporter')).user]) {
      ;(await submitAs(client, outsider, 'post', url)).assertStatus(404)
    }
    /* the staff team's own page is no company page */
    const staffMembership = await membershipOf(staff.team.id, staff.user.id)
    ;(
      await submitAs(
        client,
        staff.user,
        'post',
        `/admin/users/teams/${staff.team.id}/members/${staffMembership}/impersonate`
      )
    ).assertStatus(404)
    /* a membership of another team is a 404 */
    ;(
      await submitAs(
        client,
        staff.user,
        'post',
        `/admin/users/teams/${dealer.team.id}/members/${staffMembership}/impersonate`
      )
    ).assertStatus(404)
    assert.lengthOf(await AuditEvent.all(), 0)
  })

  test('every money and account-security route is refused while impersonating, with nothing changed', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    const carrier = await createUserWithTeam('transporter')
    const routes = refusedRoutes()
    assert.includeMembers(
      routes.map((route) => route.name),
      [
        'dealer.payments.wallet.card',
        'dealer.cart.checkout',
        'transporter.payments.request',
        'user_password.update',
      ]
    )
    for (const route of routes) {
      const { user, team } = route.url.startsWith('/transporter') ? carrier : dealer
      const before = await User.findOrFail(user.id)
      const response = await (client as any)
        [route.method](route.url)
        .withCsrfToken()
        .loginAs(user)
        .withSession(impersonating(staff.user, team.id, user))
        .redirects(0)
        .json({
          password: 'new-password-123',
          password_confirmation: 'new-password-123',
          current_password: 'password',
          email: 'changed@example.test',
          fullName: 'Changed',
          name: 'token',
          abilities: ['read'],
        })
      response.assertStatus(302)
      assert.equal(flash(response).error, REFUSAL, route.name)
      const after = await User.findOrFail(user.id)
      assert.equal(after.email, before.email, route.name)
      assert.equal(after.password, before.password, route.name)
      assert.equal(after.fullName, before.fullName, route.name)
    }
    const tokens = await User.accessTokens.all(dealer.user)
    assert.lengthOf(tokens, 0)
    /* the same request without impersonation is not the guard's business */
    const own = await submitAs(client, dealer.user, 'put', '/user/profile-information').json({
      fullName: 'Nome Nuovo',
      email: dealer.user.email,
    })
    assert.notEqual(flash(own).error, REFUSAL)
  })
})
