import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import Team from '#teams/models/team'
import TeamInvitation from '#teams/models/team_invitation'
import AuditEvent from '#audit/models/audit_event'
import TeamInvitationMail from '#teams/mails/team_invitation_mail'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import {
  createDealerTransport,
  createPaidOrder,
  createStaff,
} from '#tests/helpers/transport_factories'
import { createRequest } from '#tests/helpers/request_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'

const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any

test.group('Admin → Users / lists and company page', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      mail.restore()
      await rollback()
    }
  })

  test('the dealer list searches name, legal name and VAT, filters, and costs the same for 1 or 28 companies', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const visit = (qs = '') =>
      countQueries(() => client.get(`/admin/users/dealers${qs}`).loginAs(staff.user).withInertia())
    await createUserWithTeam('dealer', { teamName: 'Alfa Auto' })
    const few = await visit()
    for (let i = 0; i < 26; i++) {
      const { team } = await createUserWithTeam('dealer', { teamName: `Concessionario ${i}` })
      if (i % 3 === 0) await addMember(team, 'member')
    }
    const special = await createUserWithTeam('dealer', { teamName: 'Zeta Motori' })
    await special.team
      .merge({
        legalName: 'Zeta Motori Srl',
        vatNumber: '01114601006',
        plan: 'pro',
        verifiedAt: null,
      })
      .save()
    await createUserWithTeam('transporter', { teamName: 'Zeta Trasporti' })
    const many = await visit()
    many.result.assertStatus(200)
    many.result.assertInertiaComponent('admin/users/dealers/index')
    assert.lengthOf(props(many.result).companies.data, 25)
    assert.equal(many.queries, few.queries)
    assert.equal(props(many.result).companies.metadata.total, 28)
    for (const q of ['zeta', 'motori srl', '0111460']) {
      const found = props((await visit(`?q=${encodeURIComponent(q)}`)).result).companies.data
      assert.deepEqual(
        found.map((row: any) => row.name),
        ['Zeta Motori'],
        q
      )
    }
    const pro = props((await visit('?plan=pro&verified=no')).result).companies
    assert.deepEqual(
      pro.data.map((row: any) => [row.name, row.plan, row.verified]),
      [['Zeta Motori', 'pro', false]]
    )
    assert.equal(props((await visit('?suspended=yes')).result).companies.metadata.total, 0)
  }).timeout(60_000)

  test('the transporter list shows carriers only, with their members counted', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const carrier = await createUserWithTeam('transporter', { teamName: 'Rapidi Spa' })
    await addMember(carrier.team, 'driver')
    await createUserWithTeam('dealer', { teamName: 'Rapidi Auto' })
    const page = await client
      .get('/admin/users/transporters?q=rapidi')
      .loginAs(staff.user)
      .withInertia()
    page.assertInertiaComponent('admin/users/transporters/index')
    assert.deepEqual(
      props(page).companies.data.map((row: any) => [row.name, row.members]),
      [['Rapidi Spa', 2]]
    )
  })

  test('the company page: data, members, activity, money, score and documents; staff teams are a 404', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const dealer = await createUserWithTeam('dealer', { teamName: 'Beta Auto' })
    const page = await client
      .get(`/admin/users/teams/${dealer.team.id}`)
      .loginAs(staff.user)
      .withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('admin/users/teams/show')
    const { team, page: data, can } = props(page)
    assert.equal(team.name, 'Beta Auto')
    assert.deepEqual(
      data.members.map((member: any) => [member.email, member.role, member.isStaff]),
      [[dealer.user.email, 'owner', false]]
    )
    assert.equal(data.money.walletCents, 0)
    assert.deepEqual(data.activity, [])
    assert.deepEqual(can, { manage: true, impersonate: true })
    const carrier = await createUserWithTeam('transporter')
    const carrierPage = props(
      await client.get(`/admin/users/teams/${carrier.team.id}`).loginAs(staff.user).withInertia()
    )
    assert.equal(carrierPage.page.money.dueCents, 0)
    assert.deepEqual(carrierPage.page.money.payouts, [])
    ;(await client.get(`/admin/users/teams/${staff.team.id}`).loginAs(staff.user)).assertStatus(404)
    ;(await client.get('/admin/users/teams/2147483647').loginAs(staff.user)).assertStatus(404)
  })

  test('the company page reads a bounded number of rows and queries, however busy the company', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const carrier = await createUserWithTeam('transporter')
    const { team } = await createDealerTransport({
      state: 'assigned',
      transporterTeamId: carrier.team.id,
    })
    const visit = (id: number) =>
      countQueries(() => client.get(`/admin/users/teams/${id}`).loginAs(staff.user).withInertia())
    const few = await visit(team.id)
    const fewCarrier = await visit(carrier.team.id)
    for (let i = 0; i < 12; i++) await createRequest(team)
    await createPaidOrder(team)
    for (let i = 0; i < 11; i++)
      await createDealerTransport({ state: 'assigned', transporterTeamId: carrier.team.id })
    const many = await visit(team.id)
    const manyCarrier = await visit(carrier.team.id)
    assert.equal(many.queries, few.queries)
    assert.equal(manyCarrier.queries, fewCarrier.queries)
    const activity = props(many.result).page.activity
    assert.lengthOf(
      activity.filter((line: any) => line.kind === 'request'),
      10
    )
    assert.lengthOf(
      activity.filter((line: any) => line.kind === 'order'),
      2
    )
    assert.isAbove(props(many.result).page.money.walletCents, -1)
    const carrierActivity = props(manyCarrier.result).page.activity
    assert.lengthOf(carrierActivity, 10)
    assert.isTrue(carrierActivity.every((line: any) => line.kind === 'transport'))
  }).timeout(60_000)

  test('dealers, carriers and drivers find none of the pages and change nothing; a staff driver is refused', async ({
    client,
    assert,
  }) => {
    const target = await createUserWithTeam('dealer')
    const member = (await TeamMemberId(target.team.id))!
    const carrier = await createUserWithTeam('transporter')
    const driver = await addMember(carrier.team, 'driver')
    const outsiders = [target.user, carrier.user, driver]
    const gets = [
      '/admin/users/dealers',
      '/admin/users/transporters',
      '/admin/users/teams/create',
      `/admin/users/teams/${target.team.id}`,
    ]
    const posts = ['verify', 'suspend', 'reinstate', `members/${member}/impersonate`].map(
      (path) => `/admin/users/teams/${target.team.id}/${path}`
    )
    for (const user of outsiders) {
      for (const url of gets) (await client.get(url).loginAs(user)).assertStatus(404)
      for (const url of posts)
        (await submitAs(client, user, 'post', url).json({ reason: 'Nope' })).assertStatus(404)
      ;(
        await submitAs(client, user, 'post', '/admin/users/teams').json({
          kind: 'dealer',
          name: 'Intrusa',
          ownerEmail: 'x@example.test',
          locale: 'it',
        })
      ).assertStatus(404)
    }
    const staff = await createStaff()
    const staffDriver = await addMember(staff.team, 'driver')
    ;(await client.get('/admin/users/dealers').loginAs(staffDriver)).assertStatus(403)
    const refused = await submitAs(
      client,
      staffDriver,
      'post',
      `/admin/users/teams/${target.team.id}/suspend`
    ).json({ reason: 'Nope' })
    refused.assertStatus(302)
    await target.team.refresh()
    assert.isNull(target.team.suspendedAt)
    assert.isNull(await Team.findBy('name', 'Intrusa'))
    assert.lengthOf(await AuditEvent.all(), 0)
  })

  test('staff create a company: the team, the owner invited through the teams invitation, an audit line', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const form = await client
      .get('/admin/users/teams/create?kind=transporter')
      .loginAs(staff.user)
      .withInertia()
    assert.equal(props(form).kind, 'transporter')
    const response = await submitAs(client, staff.user, 'post', '/admin/users/teams').json({
      kind: 'transporter',
      name: 'Nuovi Trasporti',
      legalName: 'Nuovi Trasporti Srl',
      vatNumber: '01114601006',
      city: 'Bologna',
      province: 'BO',
      ownerEmail: 'Titolare@Nuovi.it',
      locale: 'en',
    })
    const team = await Team.findByOrFail('name', 'Nuovi Trasporti')
    response.assertStatus(302)
    response.assertHeader('location', `/admin/users/teams/${team.id}`)
    assert.equal(team.kind, 'transporter')
    assert.equal(team.vatNumber, '01114601006')
    const invitation = await TeamInvitation.findByOrFail('team_id', team.id)
    assert.equal(invitation.email, 'titolare@nuovi.it')
    assert.equal(invitation.role, 'owner')
    mails.assertQueued(
      TeamInvitationMail,
      (m) => m.recipient.email === 'titolare@nuovi.it' && m.locale === 'en'
    )
    const audit = await AuditEvent.findByOrFail('action', 'team.created')
    assert.equal(audit.subjectId, team.id)
    assert.equal(audit.actorUserId, staff.user.id)
    /* the same P.IVA for the same kind: refused, nothing written */
    const twice = await submitAs(client, staff.user, 'post', '/admin/users/teams').json({
      kind: 'transporter',
      name: 'Doppione',
      vatNumber: '01114601006',
      ownerEmail: 'altro@nuovi.it',
      locale: 'it',
    })
    assert.property((twice.flashMessages() as any).inputErrorsBag ?? {}, 'vatNumber')
    assert.isNull(await Team.findBy('name', 'Doppione'))
    mails.assertQueuedCount(TeamInvitationMail, 1)
  })
})

async function TeamMemberId(teamId: number) {
  const { default: TeamMember } = await import('#teams/models/team_member')
  return (await TeamMember.findBy('team_id', teamId))?.id
}
