import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import TeamInvitation from '#teams/models/team_invitation'
import TeamMember from '#teams/models/team_member'
import TeamInvitationMail from '#teams/mails/team_invitation_mail'
import { inviteMember } from '#teams/actions/invite_member'
import PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'
import SessionInvitationMail from '#marketplace/mails/session_invitation_mail'
import { createPrivateSession } from '#marketplace/actions/manage_private_sessions'
import { answerInvitation, revokeInvitation } from '#marketplace/actions/session_invitations'
import { TeamFactory } from '#database/factories/team_factory'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import {
  allKeys,
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'

type Row = {
  key: string
  kind: 'team' | 'session'
  id: number
  state: string
  email: string | null
  teamName: string | null
  role: string | null
  sessionId: number | null
  sessionName: string | null
  createdAt: string
  sentAt: string
  actions: { resend: boolean; revoke: boolean }
}

function rowsOf(response: { inertiaProps: unknown }): Row[] {
  return (response.inertiaProps as any).invitations.data
}

function tokenOf(invitationMail: TeamInvitationMail) {
  return invitationMail.data.url.split('/team-invitations/')[1]!
}

/** A dealer team's invitations in each state, sent a minute apart (the oldest first). */
async function teamInvitations() {
  const owner = await createUserWithTeam('dealer', { teamName: 'Concessionaria Rossi' })
  const made: Record<string, TeamInvitation> = {}
  let minutes = 60
  for (const state of ['pending', 'accepted', 'revoked', 'expired'] as const) {
    const result = await inviteMember({
      team: owner.team,
      inviter: owner.user,
      email: `${state}@example.test`,
      role: 'member',
      locale: 'it',
    })
    if (!result.ok) throw new Error(result.error)
    const invitation = result.value
    invitation.createdAt = DateTime.now().minus({ minutes: (minutes -= 1) })
    invitation.sentAt = invitation.createdAt
    if (state === 'accepted') invitation.acceptedAt = DateTime.now()
    if (state === 'revoked') invitation.revokedAt = DateTime.now()
    if (state === 'expired') invitation.expiresAt = DateTime.now().minus({ minutes: 1 })
    await invitation.save()
    made[state] = invitation
  }
  return { ...owner, made }
}

/** A session starting in an hour with four carriers invited: pending, accepted, declined, revoked. */
async function sessionInvitations(staffUserId: number) {
  const { transport } = await createDealerTransport()
  const carriers = {
    pending: await createCarrier(),
    accepted: await createCarrier(),
    declined: await createCarrier(),
    revoked: await createCarrier(),
  }
  carriers.pending.team.name = 'Trasporti Bianchi'
  await carriers.pending.team.save()
  const created = await createPrivateSession({
    name: 'Sessione Nord',
    startsAt: DateTime.now().plus({ hours: 1 }),
    endsAt: DateTime.now().plus({ hours: 2 }),
    transportIds: [transport.id],
    teamIds: Object.values(carriers).map((carrier) => carrier.team.id),
    userId: staffUserId,
  })
  if (!created.ok) throw new Error(JSON.stringify(created.problems))
  const session = created.session
  const invitationOf = (teamId: number) =>
    PrivateSessionInvitation.query()
      .where('private_session_id', session.id)
      .where('team_id', teamId)
      .firstOrFail()
  const made = {
    pending: await invitationOf(carriers.pending.team.id),
    accepted: await invitationOf(carriers.accepted.team.id),
    declined: await invitationOf(carriers.declined.team.id),
    revoked: await invitationOf(carriers.revoked.team.id),
  }
  for (const answer of ['accepted', 'declined'] as const)
    await answerInvitation({ invitationId: made[answer].id, teamId: made[answer].teamId, answer })
  await revokeInvitation({ sessionId: session.id, invitationId: made.revoked.id })
  for (const invitation of Object.values(made)) await invitation.refresh()
  return { session, carriers, made }
}

test.group('Admin / invitations / list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('shows team and session invitations in one list, newest first, each with its state', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const staff = await createStaff()
    const teams = await teamInvitations()
    const sessions = await sessionInvitations(staff.user.id)

    const response = await client.get('/admin/invitations').loginAs(staff.user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('admin/invitations/index')
    const rows = rowsOf(response)
    assert.lengthOf(rows, 8)
    assert.equal((response.inertiaProps as any).invitations.metadata.total, 8)
    assert.isTrue((response.inertiaProps as any).can.manage)

    const byKey = new Map(rows.map((row) => [row.key, row]))
    for (const [state, invitation] of Object.entries(teams.made)) {
      const row = byKey.get(`team-${invitation.id}`)!
      assert.equal(row.state, state, `team ${state}`)
      assert.equal(row.email, `${state}@example.test`)
      assert.equal(row.teamName, 'Concessionaria Rossi')
      assert.equal(row.role, 'member')
      const open = state === 'pending' || state === 'expired'
      assert.deepEqual(row.actions, { resend: open, revoke: open }, `team ${state}`)
    }
    for (const [state, invitation] of Object.entries(sessions.made)) {
      const row = byKey.get(`session-${invitation.id}`)!
      assert.equal(row.state, state, `session ${state}`)
      assert.isNull(row.email)
      assert.equal(row.teamName, sessions.carriers[state as 'pending'].team.name)
      assert.equal(row.sessionId, sessions.session.id)
      assert.equal(row.sessionName, 'Sessione Nord')
      assert.deepEqual(row.actions, {
        resend: state === 'pending',
        revoke: state === 'pending' || state === 'accepted',
      })
    }
    /* newest first: the session invitations were created after the team ones */
    const times = rows.map((row) => Date.parse(row.createdAt))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a)
    )
    assert.equal(rows.at(-1)!.key, `team-${teams.made.pending.id}`)
    /* nothing secret: no token or hash, no inviter's data */
    const keys = allKeys(response.inertiaProps)
    for (const secret of ['tokenHash', 'token_hash', 'token', 'invitedById', 'expiresAt'])
      assert.notInclude(keys, secret)
    assert.notInclude(JSON.stringify(response.inertiaProps), teams.made.pending.tokenHash)
  })

  test('a pending session invitation of a session that has ended is expired, with no actions', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const staff = await createStaff()
    const { session, made } = await sessionInvitations(staff.user.id)
    await PrivateSession.query()
      .where('id', session.id)
      .update({
        starts_at: DateTime.now().minus({ hours: 2 }).toFormat('yyyy-MM-dd HH:mm:ss'),
        ends_at: DateTime.now().minus({ hours: 1 }).toFormat('yyyy-MM-dd HH:mm:ss'),
      })
    const response = await client.get('/admin/invitations').loginAs(staff.user).withInertia()
    const rows = rowsOf(response)
    const pending = rows.find((row) => row.key === `session-${made.pending.id}`)!
    assert.equal(pending.state, 'expired')
    assert.deepEqual(pending.actions, { resend: false, revoke: false })
    const accepted = rows.find((row) => row.key === `session-${made.accepted.id}`)!
    assert.equal(accepted.state, 'accepted')
    assert.deepEqual(accepted.actions, { resend: false, revoke: false })

    const expired = await client
      .get('/admin/invitations?state=expired&kind=session')
      .loginAs(staff.user)
      .withInertia()
    assert.deepEqual(
      rowsOf(expired).map((row) => row.key),
      [`session-${made.pending.id}`]
    )
  })

  test('filters by kind, state and a search by e-mail or team name, from the URL', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const staff = await createStaff()
    const teams = await teamInvitations()
    const sessions = await sessionInvitations(staff.user.id)
    const keys = async (query: string) => {
      const response = await client
        .get(`/admin/invitations?${query}`)
        .loginAs(staff.user)
        .withInertia()
      response.assertStatus(200)
      return rowsOf(response)
        .map((row) => row.key)
        .sort()
    }

    assert.lengthOf(await keys('kind=team'), 4)
    assert.lengthOf(await keys('kind=session'), 4)
    assert.sameMembers(await keys('state=revoked'), [
      `team-${teams.made.revoked.id}`,
      `session-${sessions.made.revoked.id}`,
    ])
    assert.sameMembers(await keys('state=declined'), [`session-${sessions.made.declined.id}`])
    assert.sameMembers(await keys('state=expired&kind=team'), [`team-${teams.made.expired.id}`])
    assert.sameMembers(await keys('state=pending'), [
      `team-${teams.made.pending.id}`,
      `session-${sessions.made.pending.id}`,
    ])
    assert.sameMembers(await keys('q=ACCEPTED%40example'), [`team-${teams.made.accepted.id}`])
    /* the team's name finds its invitations, the carrier's name its session invitation */
    assert.lengthOf(await keys('q=rossi'), 4)
    assert.sameMembers(await keys('q=bianchi'), [`session-${sessions.made.pending.id}`])
    assert.deepEqual(await keys('q=nobody'), [])
    /* nonsense filters fall back to none */
    const all = await client
      .get('/admin/invitations?kind=other&state=%00&q=' + 'x'.repeat(500) + '&page=abc')
      .loginAs(staff.user)
      .withInertia()
    all.assertStatus(200)
    assert.lengthOf(rowsOf(all), 8)
    assert.deepEqual((all.inertiaProps as any).filters, { kind: null, state: null, q: null })
  })

  test('an empty list, and pages of 20', async ({ client, assert }) => {
    const staff = await createStaff()
    const empty = await client.get('/admin/invitations').loginAs(staff.user).withInertia()
    empty.assertStatus(200)
    assert.deepEqual(rowsOf(empty), [])
    assert.equal((empty.inertiaProps as any).invitations.metadata.total, 0)

    await manyInvitations(15)
    const second = await client.get('/admin/invitations?page=2').loginAs(staff.user).withInertia()
    assert.lengthOf(rowsOf(second), 30 - 20)
    const past = await client.get('/admin/invitations?page=99').loginAs(staff.user).withInertia()
    assert.equal((past.inertiaProps as any).invitations.metadata.currentPage, 2)
  })

  test('the number of queries does not grow with the invitations', async ({ client, assert }) => {
    const staff = await createStaff()
    const visit = () =>
      countQueries(() => client.get('/admin/invitations').loginAs(staff.user).withInertia())
    await manyInvitations(3)
    const few = await visit()
    assert.lengthOf(rowsOf(few.result), 6)
    await manyInvitations(30)
    const many = await visit()
    assert.lengthOf(rowsOf(many.result), 20)
    assert.equal(many.queries, few.queries)
  })
})

/** `count` team invitations and `count` session invitations (each to its own carrier team). */
async function manyInvitations(count: number) {
  const { user, team } = await createUserWithTeam('dealer')
  const session = await PrivateSession.create({
    name: `Sessione ${count}`,
    startsAt: DateTime.now().plus({ hours: 1 }),
    endsAt: DateTime.now().plus({ hours: 2 }),
    scheduledEndAt: DateTime.now().plus({ hours: 2 }),
    closedAt: null,
    createdByUserId: user.id,
  })
  const carriers = await TeamFactory.apply('transporter').createMany(count)
  const now = DateTime.now()
  await TeamInvitation.createMany(
    Array.from({ length: count }, (_, index) => ({
      teamId: team.id,
      email: `many-${count}-${index}@example.test`,
      role: 'member' as const,
      tokenHash: `${count}-${index}`.padEnd(64, 'x'),
      invitedById: user.id,
      expiresAt: now.plus({ days: 7 }),
      acceptedAt: null,
      revokedAt: null,
      sentAt: now,
    }))
  )
  await PrivateSessionInvitation.createMany(
    carriers.map((carrier) => ({
      privateSessionId: session.id,
      teamId: carrier.id,
      state: 'pending' as const,
      invitedByUserId: user.id,
      sentAt: now,
    }))
  )
}

test.group('Admin / invitations / resend and revoke', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('resending a team invitation e-mails a new link and renews it', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const { made } = await teamInvitations()
    const invitation = made.expired
    const before = { hash: invitation.tokenHash, sentAt: invitation.sentAt! }

    const response = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/invitations/team/${invitation.id}/resend`
    ).header('referer', '/admin/invitations?kind=team')
    response.assertStatus(302)
    response.assertHeader('location', '/admin/invitations?kind=team')
    assert.equal(
      response.flashMessages().success,
      'Invito inviato di nuovo a expired@example.test.'
    )

    await invitation.refresh()
    assert.notEqual(invitation.tokenHash, before.hash)
    assert.isTrue(invitation.sentAt! > before.sentAt)
    assert.isFalse(invitation.isExpired)
    const sent = mails.queued((item) => item instanceof TeamInvitationMail)
    const last = sent.at(-1) as TeamInvitationMail
    assert.equal(last.recipient.email, 'expired@example.test')
    assert.equal(last.data.teamName, 'Concessionaria Rossi')

    const list = await client.get('/admin/invitations').loginAs(staff.user).withInertia()
    const row = rowsOf(list).find((item) => item.key === `team-${invitation.id}`)!
    assert.equal(row.state, 'pending')
    assert.notEqual(row.sentAt, row.createdAt)
  })

  test('resending a session invitation e-mails the carrier again', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const { made, carriers } = await sessionInvitations(staff.user.id)
    const invitation = made.pending
    await PrivateSessionInvitation.query()
      .where('id', invitation.id)
      .update({ sent_at: DateTime.now().minus({ hours: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    await invitation.refresh()
    const before = invitation.sentAt
    const queuedBefore = mails.queued((item) => item instanceof SessionInvitationMail).length

    const response = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/invitations/session/${invitation.id}/resend`
    )
    response.assertStatus(302)
    assert.equal(response.flashMessages().success, 'Invito inviato di nuovo.')
    await invitation.refresh()
    assert.isTrue(invitation.sentAt > before)
    assert.equal(invitation.state, 'pending')
    const sent = mails.queued((item) => item instanceof SessionInvitationMail)
    assert.lengthOf(sent, queuedBefore + 1)
    assert.equal(
      (sent.at(-1) as SessionInvitationMail).recipient.email,
      carriers.pending.user.email
    )
  })

  test('revoking a team invitation keeps it as revoked and its link no longer works', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const owner = await createUserWithTeam('dealer')
    const invitee = await createUserWithTeam('dealer', { email: 'late@example.test' })
    const invited = await inviteMember({
      team: owner.team,
      inviter: owner.user,
      email: 'late@example.test',
      role: 'admin',
      locale: 'it',
    })
    assert.isTrue(invited.ok)
    const token = tokenOf(mails.queued((item) => item instanceof TeamInvitationMail).at(-1) as any)
    const invitation = await TeamInvitation.findByOrFail('email', 'late@example.test')

    const response = await submitAs(
      client,
      staff.user,
      'delete',
      `/admin/invitations/team/${invitation.id}`
    )
    response.assertStatus(302)
    assert.equal(response.flashMessages().success, 'Invito per late@example.test revocato.')
    await invitation.refresh()
    assert.isNotNull(invitation.revokedAt)

    const accept = await client
      .get(`/team-invitations/${token}`)
      .loginAs(invitee.user)
      .withInertia()
    accept.assertStatus(404)
    accept.assertInertiaPropsContains({ problem: 'not_found' })
    assert.isNull(
      await TeamMember.query()
        .where('team_id', owner.team.id)
        .where('user_id', invitee.user.id)
        .first()
    )
    /* the team no longer lists it, and may invite the address again */
    const again = await inviteMember({
      team: owner.team,
      inviter: owner.user,
      email: 'late@example.test',
      role: 'member',
      locale: 'it',
    })
    assert.isTrue(again.ok)
  })

  test('revoking a session invitation: the carrier no longer sees the session', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const staff = await createStaff()
    const { made, carriers, session } = await sessionInvitations(staff.user.id)
    const response = await submitAs(
      client,
      staff.user,
      'delete',
      `/admin/invitations/session/${made.accepted.id}`
    )
    response.assertStatus(302)
    assert.equal(response.flashMessages().success, 'Invito revocato.')
    await made.accepted.refresh()
    assert.equal(made.accepted.state, 'revoked')
    const page = await client
      .get(`/transporter/sessions/${session.id}`)
      .loginAs(carriers.accepted.user)
    page.assertStatus(404)
    /* a revoked invitation cannot be accepted */
    const accept = await answerInvitation({
      invitationId: made.accepted.id,
      teamId: carriers.accepted.team.id,
      answer: 'accepted',
    })
    assert.deepEqual(accept, { ok: false, error: 'not_pending' })
  })

  test('an accepted invitation is refused, and nothing changes', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const { made } = await teamInvitations()
    const sessions = await sessionInvitations(staff.user.id)
    const accepted = made.accepted
    await accepted.refresh()
    const before = { ...accepted.$attributes }
    const queued = mails.queued().length

    const resend = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/invitations/team/${accepted.id}/resend`
    )
    resend.assertStatus(302)
    assert.equal(
      resend.flashMessages().error,
      'Questo invito è già stato accettato: non si può più cambiare.'
    )
    const revoke = await submitAs(
      client,
      staff.user,
      'delete',
      `/admin/invitations/team/${accepted.id}`
    )
    assert.equal(revoke.flashMessages().error, 'Questo invito è già stato accettato o revocato.')
    await accepted.refresh()
    assert.deepEqual(accepted.$attributes, before)

    /* a declined session invitation cannot be revoked, nor a non-pending one resent */
    const declined = sessions.made.declined
    const revokeDeclined = await submitAs(
      client,
      staff.user,
      'delete',
      `/admin/invitations/session/${declined.id}`
    )
    assert.equal(revokeDeclined.flashMessages().error, 'Questo invito non si può revocare.')
    const resendAccepted = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/invitations/session/${sessions.made.accepted.id}/resend`
    )
    assert.equal(resendAccepted.flashMessages().error, 'L’invito non è in attesa di risposta.')
    await declined.refresh()
    assert.equal(declined.state, 'declined')
    await sessions.made.accepted.refresh()
    assert.equal(sessions.made.accepted.state, 'accepted')
    /* a revoked team invitation is not resent either */
    const revokedResend = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/invitations/team/${made.revoked.id}/resend`
    )
    assert.equal(
      revokedResend.flashMessages().error,
      'Questo invito è stato revocato: invitane uno nuovo.'
    )
    assert.equal(mails.queued().length, queued)
  })
})

test.group('Admin / invitations / access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('only staff: other areas get 404, a staff driver 403, and nothing changes', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const { made } = await teamInvitations()
    const sessions = await sessionInvitations(staff.user.id)
    const dealer = await createUserWithTeam('dealer')
    const carrier = await createCarrier()
    const driver = await createCarrier({ role: 'driver' })
    const staffDriver = await addMember(staff.team, 'driver')
    const queued = mails.queued().length

    for (const user of [dealer.user, carrier.user, driver.user]) {
      ;(await client.get('/admin/invitations').loginAs(user)).assertStatus(404)
      ;(
        await submitAs(client, user, 'post', `/admin/invitations/team/${made.pending.id}/resend`)
      ).assertStatus(404)
    }
    ;(await client.get('/admin/invitations').loginAs(staffDriver)).assertStatus(403)
    const attempts = [
      submitAs(client, staffDriver, 'post', `/admin/invitations/team/${made.pending.id}/resend`),
      submitAs(client, staffDriver, 'delete', `/admin/invitations/team/${made.pending.id}`),
      submitAs(
        client,
        staffDriver,
        'post',
        `/admin/invitations/session/${sessions.made.pending.id}/resend`
      ),
      submitAs(
        client,
        staffDriver,
        'delete',
        `/admin/invitations/session/${sessions.made.pending.id}`
      ),
    ]
    for (const attempt of attempts) {
      const response = await attempt
      assert.oneOf(response.status(), [302, 403])
      if (response.status() === 302)
        assert.equal(
          response.flashMessages().error,
          'Solo lo staff gestisce gli inviti di tutti i team.'
        )
    }
    await made.pending.refresh()
    assert.isNull(made.pending.revokedAt)
    await sessions.made.pending.refresh()
    assert.equal(sessions.made.pending.state, 'pending')
    assert.equal(mails.queued().length, queued)
    assert.isNull(
      await db
        .from('team_invitations')
        .whereNotNull('revoked_at')
        .where('id', made.pending.id)
        .first()
    )
  })

  test('unknown and huge ids are 404', async ({ client }) => {
    const staff = await createStaff()
    for (const kind of ['team', 'session']) {
      for (const id of ['2147483647', '99999999999', '0', 'abc']) {
        ;(
          await submitAs(client, staff.user, 'post', `/admin/invitations/${kind}/${id}/resend`)
        ).assertStatus(404)
        ;(
          await submitAs(client, staff.user, 'delete', `/admin/invitations/${kind}/${id}`)
        ).assertStatus(404)
      }
    }
  })
})
