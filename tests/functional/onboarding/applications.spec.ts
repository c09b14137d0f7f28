import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import drive from '@adonisjs/drive/services/main'
import Team from '#teams/models/team'
import TeamInvitation from '#teams/models/team_invitation'
import TeamInvitationMail from '#teams/mails/team_invitation_mail'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import OnboardingDocument from '#onboarding/models/onboarding_document'
import TeamDocument from '#onboarding/models/team_document'
import { hashApplicationToken } from '#onboarding/domain/application_token'
import { ApplicationLinkMail, ApplicationRejectedMail } from '#onboarding/mails/vetting_mails'
import { APPLICATIONS_PER_PAGE } from '#onboarding/queries/applications'
import { createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { countQueries } from '#tests/helpers/query_counter'
import { COMPANY, PDF, PNG, createApplication, fixture } from './helpers.js'

const guestPost = (client: any, method: string, url: string) =>
  client[method](url).withCsrfToken().redirects(0)

test.group('Onboarding / the public application', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      mail.restore()
      await rollback()
    }
  })

  test('the first save creates a draft reachable only by its private link, e-mailed', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await guestPost(client, 'post', '/onboarding')
      .header('Accept-Language', 'en')
      .form({ ...COMPANY, vatNumber: 'IT 0015 9560 366', pec: '' })
    response.assertStatus(302)
    const location = response.header('location') as string
    const token = location.match(/^\/onboarding\/([A-Za-z0-9_-]{43})\/edit\?step=insurance$/)![1]
    const [application] = await OnboardingApplication.all()
    assert.equal(application.state, 'draft')
    assert.equal(application.vatNumber, '00159560366')
    assert.equal(application.tokenHash, hashApplicationToken(token))
    assert.notInclude(JSON.stringify(application.$attributes), token)
    const queued = mails.queued((sent) => sent instanceof ApplicationLinkMail)
    assert.lengthOf(queued, 1)
    const message = queued[0] as ApplicationLinkMail
    assert.equal(
      message.url,
      `http://localhost:3333/onboarding/${token}/edit`.replace(
        'http://localhost:3333',
        message.url.split('/onboarding')[0]
      )
    )
    assert.equal(message.locale, application.locale)

    const page = await client.get(`/onboarding/${token}/edit`).withInertia()
    page.assertStatus(200)
    assert.equal((page.inertiaProps.application as any).legalName, COMPANY.legalName)
    assert.deepEqual(page.inertiaProps.missing, ['insurance', 'fleet'])
    const wrong = await client.get(`/onboarding/${'x'.repeat(43)}/edit`)
    wrong.assertStatus(404)
    ;(await client.get('/onboarding/short/edit')).assertStatus(404)
  })

  test('checksums are field errors and nothing is created', async ({ client, assert }) => {
    const response = await guestPost(client, 'post', '/onboarding').form({
      ...COMPANY,
      vatNumber: '00159560367',
      fiscalCode: 'RSSMRA85T10A562T',
      sdiCode: '',
    })
    response.assertStatus(302)
    const errors = flashedFieldErrors(response)
    assert.properties(errors, ['vatNumber', 'fiscalCode', 'sdiCode'])
    assert.lengthOf(await OnboardingApplication.all(), 0)
  })

  test('steps save by token; submit requires completeness; a submitted one is read-only', async ({
    client,
    assert,
  }) => {
    const { application, token } = await createApplication('draft', { complete: false })
    const incomplete = await guestPost(client, 'post', `/onboarding/${token}/submit`)
    incomplete.assertStatus(302)
    await application.refresh()
    assert.equal(application.state, 'draft')

    const insurance = await guestPost(client, 'put', `/onboarding/${token}/insurance`).form({
      insurer: 'UnipolSai',
      policyNumber: 'RC-1',
      cover: '1.500.000,00',
      expiresOn: '2999-01-31',
    })
    insurance.assertHeader('location', `/onboarding/${token}/edit?step=fleet`)
    const path = await fixture('polizza.pdf', PDF)
    const upload = await client
      .post(`/onboarding/${token}/documents`)
      .field('kind', 'policy')
      .file('file', path)
      .withCsrfToken()
      .redirects(0)
    upload.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(upload), {})
    const fleet = await guestPost(client, 'put', `/onboarding/${token}/fleet`).json({
      fleet: [{ capacity: 8, covered: false, count: 3 }],
      regions: ['veneto'],
      provinces: ['MN'],
      categories: ['suv'],
    })
    fleet.assertStatus(302)
    await application.refresh()
    assert.equal(application.coverCents, 150_000_000)
    assert.deepEqual(application.services?.regions, ['veneto'])

    const submitted = await guestPost(client, 'post', `/onboarding/${token}/submit`)
    submitted.assertHeader('location', `/onboarding/${token}/thank-you`)
    await application.refresh()
    assert.equal(application.state, 'submitted')

    const late = await guestPost(client, 'put', `/onboarding/${token}/insurance`).form({
      insurer: 'Altra',
      policyNumber: 'RC-2',
      cover: '1.000,00',
      expiresOn: '2999-01-31',
    })
    late.assertHeader('location', `/onboarding/${token}`)
    await application.refresh()
    assert.equal(application.insurer, 'UnipolSai')
    const show = await client.get(`/onboarding/${token}`).withInertia()
    assert.equal((show.inertiaProps.application as any).state, 'submitted')
    const wrongStep = await guestPost(client, 'put', `/onboarding/${token}/review`).form({})
    wrongStep.assertStatus(404)
  })

  test('uploads: a policy must be a real PDF within 5 MB; a fake file is refused, nothing stored', async ({
    client,
    assert,
  }) => {
    const { application, token } = await createApplication('draft', { complete: false })
    const send = async (name: string, contents: Buffer, kind: string) =>
      client
        .post(`/onboarding/${token}/documents`)
        .field('kind', kind)
        .file('file', await fixture(name, contents))
        .withCsrfToken()
        .redirects(0)
    const png = await send('polizza.png', PNG, 'policy')
    assert.property(flashedFieldErrors(png), 'file')
    const fake = await send('finta.pdf', Buffer.from('MZ not a pdf at all'), 'other')
    assert.property(flashedFieldErrors(fake), 'file')
    const big = await send(
      'grande.pdf',
      Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
      'policy'
    )
    assert.property(flashedFieldErrors(big), 'file')
    assert.lengthOf(await OnboardingDocument.query().where('application_id', application.id), 0)
    const ok = await send('albo.png', PNG, 'other')
    assert.deepEqual(flashedFieldErrors(ok), {})
    assert.lengthOf(await OnboardingDocument.query().where('application_id', application.id), 1)
  })
})

test.group('Onboarding / staff review', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      mail.restore()
      await rollback()
    }
  })

  test('approve: a verified transporter team, its accepted insurance, an owner invitation e-mailed', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const { application } = await createApplication('submitted', { locale: 'en' })
    const response = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/onboarding/${application.id}/approve`
    )
    response.assertStatus(302)
    await application.refresh()
    assert.equal(application.state, 'approved')
    const team = await Team.findOrFail(application.teamId)
    assert.equal(team.kind, 'transporter')
    assert.isNotNull(team.verifiedAt)
    assert.equal(team.vatNumber, COMPANY.vatNumber)
    assert.deepEqual((team.services as any).regions, ['veneto'])
    assert.equal((team.services as any).capacity, 8)
    const [insurance] = await TeamDocument.query().where('team_id', team.id)
    assert.equal(insurance.kind, 'insurance')
    assert.equal(insurance.state, 'accepted')
    assert.equal(insurance.policyNumber, 'RC-77')
    const [invitation] = await TeamInvitation.query().where('team_id', team.id)
    assert.equal(invitation.email, COMPANY.contactEmail)
    assert.equal(invitation.role, 'owner')
    const queued = mails.queued((sent) => sent instanceof TeamInvitationMail)
    assert.lengthOf(queued, 1)
    assert.equal((queued[0] as TeamInvitationMail).locale, 'en')
  })

  test('approve is refused when a carrier team already has the P.IVA; nothing written', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const { application } = await createApplication('submitted')
    const existing = await Team.create({
      name: 'Già iscritta',
      kind: 'transporter',
      vatNumber: COMPANY.vatNumber,
      plan: 'free',
    })
    const teamCount = async () => (await Team.all()).length
    const teamsBefore = await teamCount()
    const response = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/onboarding/${application.id}/approve`
    )
    response.assertStatus(302)
    assert.match(String(response.flashMessages().error), /partita IVA/)
    await application.refresh()
    assert.equal(application.state, 'submitted')
    assert.isNull(application.teamId)
    assert.equal(await teamCount(), teamsBefore)
    assert.lengthOf(await TeamInvitation.query().where('team_id', existing.id), 0)
    assert.lengthOf(mails.queued(), 0)
  })

  test('reject mails the reason in the applicant’s language and writes nothing else', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const teamsBefore = (await Team.all()).length
    const { application } = await createApplication('submitted', { locale: 'en' })
    const empty = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/onboarding/${application.id}/reject`
    ).form({ reason: '' })
    assert.property(flashedFieldErrors(empty), 'reason')
    const response = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/onboarding/${application.id}/reject`
    ).form({
      reason: 'Policy does not cover goods in transit.',
    })
    response.assertStatus(302)
    await application.refresh()
    assert.equal(application.state, 'rejected')
    assert.equal(application.rejectionReason, 'Policy does not cover goods in transit.')
    assert.lengthOf(await Team.all(), teamsBefore)
    assert.lengthOf(await TeamInvitation.all(), 0)
    const queued = mails.queued((sent) => sent instanceof ApplicationRejectedMail)
    assert.lengthOf(queued, 1)
    const message = queued[0] as ApplicationRejectedMail
    assert.equal(message.locale, 'en')
    await message.prepare()
    assert.include(message.message.toJSON().message.html as string, 'goods in transit')
  })

  test('approve or reject of an application not submitted is refused, nothing changed', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const teamsBefore = (await Team.all()).length
    for (const state of ['draft', 'approved', 'rejected'] as const) {
      const { application } = await createApplication(state)
      await application.refresh()
      const before = JSON.stringify(application.$attributes)
      await submitAs(client, staff.user, 'post', `/admin/onboarding/${application.id}/approve`)
      await submitAs(client, staff.user, 'post', `/admin/onboarding/${application.id}/reject`).form(
        { reason: 'Stale page reason' }
      )
      await application.refresh()
      assert.equal(JSON.stringify(application.$attributes), before, state)
    }
    assert.lengthOf(await Team.all(), teamsBefore)
    assert.lengthOf(await TeamInvitation.all(), 0)
    mails.assertNoneQueued()
    ;(await submitAs(client, staff.user, 'post', '/admin/onboarding/99999/approve')).assertStatus(
      404
    )
  })

  test('the list filters by state and its query count does not grow with rows', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    await createApplication('submitted')
    await createApplication('draft')
    const filtered = await client
      .get('/admin/onboarding?state=draft')
      .loginAs(staff.user)
      .withInertia()
    filtered.assertStatus(200)
    const rows = (filtered.inertiaProps.applications as any).data
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].state, 'draft')
    const few = await countQueries(() =>
      client.get('/admin/onboarding').loginAs(staff.user).withInertia()
    )
    for (let index = 0; index < APPLICATIONS_PER_PAGE + 3; index++)
      await createApplication('submitted', { complete: false })
    const many = await countQueries(() =>
      client.get('/admin/onboarding').loginAs(staff.user).withInertia()
    )
    assert.equal(many.queries, few.queries)
    assert.lengthOf((many.result.inertiaProps.applications as any).data, APPLICATIONS_PER_PAGE)
  })
})
