import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import drive from '@adonisjs/drive/services/main'
import Team from '#teams/models/team'
import InsuranceReminder from '#onboarding/models/insurance_reminder'
import TeamDocument from '#onboarding/models/team_document'
import { checkInsurance } from '#onboarding/actions/check_insurance'
import {
  DocumentAcceptedMail,
  DocumentRejectedMail,
  InsuranceReminderMail,
  TeamSuspendedMail,
} from '#onboarding/mails/vetting_mails'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { createCarrier, createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { createApplication, createPolicy } from './helpers.js'

test.group('Onboarding / insurance reminders and suspension', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      mail.restore()
      await rollback()
    }
  })

  test('one reminder per threshold and policy, to owners and admins, whatever the runs', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await createCarrier()
    const admin = await addMember(team, 'admin')
    await addMember(team, 'driver')
    const policy = await createPolicy(team, 40)
    const now = DateTime.now()
    assert.deepEqual(await checkInsurance(now), { reminders: 0, suspensions: 0 })
    await checkInsurance(now.plus({ days: 10 }))
    await checkInsurance(now.plus({ days: 10 }))
    let queued = mails.queued((sent) => sent instanceof InsuranceReminderMail)
    assert.sameMembers(
      queued.map((sent) => (sent as InsuranceReminderMail).recipient.email),
      [user.email, admin.email]
    )
    await checkInsurance(now.plus({ days: 34 }))
    await checkInsurance(now.plus({ days: 34 }))
    await checkInsurance(now.plus({ days: 39 }))
    await checkInsurance(now.plus({ days: 39 }))
    queued = mails.queued((sent) => sent instanceof InsuranceReminderMail)
    assert.lengthOf(queued, 6)
    const thresholds = await InsuranceReminder.query()
      .where('team_document_id', policy.id)
      .orderBy('threshold_days')
    assert.deepEqual(
      thresholds.map((row) => row.thresholdDays),
      [1, 7, 30]
    )
    await team.refresh()
    assert.isNull(team.suspendedAt)
  })

  test('an expired policy suspends the team once; accepting a new valid policy lifts it', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { team } = await createCarrier()
    await createPolicy(team, -1)
    const legacy = await createCarrier() /* no policy on file: left to staff */
    assert.deepEqual(await checkInsurance(), { reminders: 0, suspensions: 1 })
    assert.deepEqual(await checkInsurance(), { reminders: 0, suspensions: 0 })
    await team.refresh()
    assert.isNotNull(team.suspendedAt)
    assert.equal(team.suspensionReason, 'insurance_expired')
    assert.lengthOf(
      mails.queued((sent) => sent instanceof TeamSuspendedMail),
      1
    )
    await legacy.team.refresh()
    assert.isNull(legacy.team.suspendedAt)

    const staff = await createStaff()
    const pending = await createPolicy(team, 300, 'pending')
    const response = await submitAs(
      client,
      staff.user,
      'put',
      `/admin/documents/${pending.id}`
    ).json({ decision: 'accept' })
    response.assertStatus(302)
    await team.refresh()
    assert.isNull(team.suspendedAt)
    await pending.refresh()
    assert.equal(pending.state, 'accepted')
    /* the carrier's owner hears it, with the end of the suspension */
    const accepted = mails.queued((sent) => sent instanceof DocumentAcceptedMail)
    assert.lengthOf(accepted, 1)
    const acceptedMail = accepted[0] as DocumentAcceptedMail
    assert.equal(acceptedMail.values.lifted, 'yes')
    await acceptedMail.buildWithContents()
    assert.include(acceptedMail.message.toJSON().message.html as string, 'sospensione')
    const again = await submitAs(client, staff.user, 'put', `/admin/documents/${pending.id}`).json({
      decision: 'reject',
      reason: 'Troppo tardi',
    })
    again.assertStatus(302)
    await pending.refresh()
    assert.equal(pending.state, 'accepted')
    assert.lengthOf(
      mails.queued((sent) => sent instanceof DocumentRejectedMail),
      0
    )

    /* a rejected document: the reason, by e-mail */
    const wrong = await createPolicy(team, 200, 'pending')
    await submitAs(client, staff.user, 'put', `/admin/documents/${wrong.id}`).json({
      decision: 'reject',
      reason: 'Il PDF è illeggibile',
    })
    const rejected = mails.queued((sent) => sent instanceof DocumentRejectedMail)
    assert.lengthOf(rejected, 1)
    await rejected[0].buildWithContents()
    assert.include(rejected[0].message.toJSON().message.html as string, 'Il PDF è illeggibile')

    /* A suspension staff decided is never lifted by a policy. */
    await team
      .merge({ suspendedAt: DateTime.now(), suspensionReason: 'Decisione dello staff' })
      .save()
    const other = await createPolicy(team, 300, 'pending')
    await submitAs(client, staff.user, 'put', `/admin/documents/${other.id}`).json({
      decision: 'accept',
    })
    await team.refresh()
    assert.isNotNull(team.suspendedAt)
  })

  test('a carrier uploads a new policy: pending, its file only for its team and staff', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier()
    const page = await client.get('/transporter/documents').loginAs(user).withInertia()
    page.assertStatus(200)
    const document = await createPolicy(team, 100, 'pending')
    await drive.use().put(document.storageKey, 'PDF')
    const own = await client.get(`/transporter/documents/${document.id}/file`).loginAs(user)
    own.assertStatus(200)
    const stranger = await createCarrier()
    ;(
      await client.get(`/transporter/documents/${document.id}/file`).loginAs(stranger.user)
    ).assertStatus(404)
    const driver = await addMember(team, 'driver')
    ;(await client.get(`/transporter/documents/${document.id}/file`).loginAs(driver)).assertStatus(
      403
    )
    const staff = await createStaff()
    ;(await client.get(`/admin/documents/${document.id}/file`).loginAs(staff.user)).assertStatus(
      200
    )
    const dealer = await createUserWithTeam('dealer')
    ;(await client.get(`/admin/documents/${document.id}/file`).loginAs(dealer.user)).assertStatus(
      404
    )
    assert.equal((await TeamDocument.all()).length, 1)
  })
})

test.group('Onboarding / who reaches which area', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('admin pages: staff only; transporter documents: the carrier’s office', async ({
    client,
    assert,
  }) => {
    const carrier = await createCarrier()
    const actors = {
      guest: null,
      dealer: (await createUserWithTeam('dealer')).user,
      owner: carrier.user,
      member: await addMember(carrier.team, 'member'),
      driver: await addMember(carrier.team, 'driver'),
      staff: (await createStaff()).user,
    }
    const { application } = await createApplication('submitted')
    const expected: Record<string, Record<keyof typeof actors, number>> = {
      '/admin/onboarding': {
        guest: 302,
        dealer: 404,
        owner: 404,
        member: 404,
        driver: 404,
        staff: 200,
      },
      [`/admin/onboarding/${application.id}`]: {
        guest: 302,
        dealer: 404,
        owner: 404,
        member: 404,
        driver: 404,
        staff: 200,
      },
      '/admin/documents': {
        guest: 302,
        dealer: 404,
        owner: 404,
        member: 404,
        driver: 404,
        staff: 200,
      },
      '/transporter/documents': {
        guest: 302,
        dealer: 404,
        owner: 200,
        member: 200,
        driver: 403,
        staff: 404,
      },
    }
    for (const [url, statuses] of Object.entries(expected))
      for (const [who, status] of Object.entries(statuses)) {
        const user = actors[who as keyof typeof actors]
        const request = client.get(url).redirects(0)
        const response = await (user ? request.loginAs(user) : request)
        assert.equal(response.status(), status, `${who} GET ${url}`)
      }
    const member = await submitAs(client, actors.member, 'post', '/transporter/documents').form({
      kind: 'other',
    })
    member.assertStatus(302)
    assert.lengthOf(await TeamDocument.all(), 0)
    const dealer = await submitAs(
      client,
      actors.dealer,
      'post',
      `/admin/onboarding/${application.id}/approve`
    )
    dealer.assertStatus(404)
    await application.refresh()
    assert.equal(application.state, 'submitted')
    assert.isNull(await Team.query().where('vat_number', application.vatNumber).first())
  })
})
