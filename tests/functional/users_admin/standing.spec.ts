import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import TransportRequest from '#requests/models/transport_request'
import AuditEvent from '#audit/models/audit_event'
import { TeamStandingMail } from '#users_admin/mails/team_standing_mail'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { createStaff, createCarrier } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { tokenFor } from '#tests/helpers/api'
import { validRequestBody } from '#tests/helpers/request_factories'

const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any
const flash = (response: any) => response.flashMessages() as any
const draft = { intent: 'draft', notes: 'Solo una nota', vehicles: [] }

test.group('Admin → Users / verify, suspend, reinstate', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      mail.restore()
      await rollback()
    }
  })

  test('verify: recorded with an audit line, the owners and admins told in their language', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    await dealer.team.merge({ verifiedAt: null }).save()
    const admin = await addMember(dealer.team, 'admin')
    await admin.merge({ locale: 'en' }).save()
    const plain = await addMember(dealer.team, 'member')
    const url = `/admin/users/teams/${dealer.team.id}/verify`
    const response = await submitAs(client, staff.user, 'post', url)
    assert.equal(
      flash(response).success,
      'Azienda verificata: titolari e amministratori sono stati avvisati.'
    )
    await dealer.team.refresh()
    assert.isNotNull(dealer.team.verifiedAt)
    const audit = await AuditEvent.findByOrFail('action', 'team.verified')
    assert.equal(audit.subjectId, dealer.team.id)
    assert.isNull((audit.before as any).verifiedAt)
    mails.assertQueued(
      TeamStandingMail,
      (m) => m.recipient.email === dealer.user.email && m.change === 'verified'
    )
    mails.assertQueued(
      TeamStandingMail,
      (m) => m.recipient.email === admin.email && m.locale === 'en'
    )
    mails.assertNotQueued(TeamStandingMail, (m) => m.recipient.email === plain.email)
    const again = await submitAs(client, staff.user, 'post', url)
    assert.equal(flash(again).error, 'Questa azienda è già verificata.')
    assert.lengthOf(await AuditEvent.query().where('action', 'team.verified'), 1)
  })

  test('suspend needs a reason; a suspended dealer reads its area with a banner but cannot create a request; reinstated, it can', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    const url = `/admin/users/teams/${dealer.team.id}`
    const noReason = await submitAs(client, staff.user, 'post', `${url}/suspend`).json({
      reason: '',
    })
    assert.property(flash(noReason).inputErrorsBag ?? {}, 'reason')
    await dealer.team.refresh()
    assert.isNull(dealer.team.suspendedAt)

    const suspended = await submitAs(client, staff.user, 'post', `${url}/suspend`).json({
      reason: 'Pagamenti non onorati',
    })
    assert.equal(
      flash(suspended).success,
      'Azienda sospesa: titolari e amministratori sono stati avvisati.'
    )
    await dealer.team.refresh()
    assert.isNotNull(dealer.team.suspendedAt)
    assert.equal(dealer.team.suspensionReason, 'Pagamenti non onorati')
    assert.equal(dealer.team.suspensionSource, 'staff')
    const audit = await AuditEvent.findByOrFail('action', 'team.suspended')
    assert.equal(audit.reason, 'Pagamenti non onorati')
    mails.assertQueued(
      TeamStandingMail,
      (m) =>
        m.recipient.email === dealer.user.email &&
        m.change === 'suspended' &&
        m.values.reason === 'Pagamenti non onorati'
    )

    const home = await client.get('/dealer').loginAs(dealer.user).withInertia()
    home.assertStatus(200)
    assert.equal(props(home).suspension.reason, 'Pagamenti non onorati')
    const refused = await submitAs(client, dealer.user, 'post', '/dealer/requests').json(draft)
    refused.assertStatus(302)
    assert.equal(
      flash(refused).error,
      'La tua azienda è sospesa: non si può modificare nulla finché lo staff non la riattiva.'
    )
    assert.lengthOf(await TransportRequest.query().where('team_id', dealer.team.id), 0)
    const twice = await submitAs(client, staff.user, 'post', `${url}/suspend`).json({
      reason: 'Ancora',
    })
    assert.equal(flash(twice).error, 'Questa azienda è già sospesa.')

    const reinstated = await submitAs(client, staff.user, 'post', `${url}/reinstate`).json({
      note: 'Saldato',
    })
    assert.equal(
      flash(reinstated).success,
      'Azienda riattivata: titolari e amministratori sono stati avvisati.'
    )
    await dealer.team.refresh()
    assert.isNull(dealer.team.suspendedAt)
    assert.isNull(dealer.team.suspensionSource)
    assert.equal((await AuditEvent.findByOrFail('action', 'team.reinstated')).reason, 'Saldato')
    mails.assertQueued(TeamStandingMail, (m) => m.change === 'reinstated')
    assert.isNull(props(await client.get('/dealer').loginAs(dealer.user).withInertia()).suspension)
    const created = await submitAs(client, dealer.user, 'post', '/dealer/requests').json(draft)
    created.assertStatus(302)
    assert.lengthOf(await TransportRequest.query().where('team_id', dealer.team.id), 1)
  })

  test('the API refuses a suspended dealer\u2019s writes too (403)', async ({ client, assert }) => {
    const staff = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    const token = await tokenFor(dealer.user, ['read', 'create'])
    await submitAs(client, staff.user, 'post', `/admin/users/teams/${dealer.team.id}/suspend`).json(
      {
        reason: 'Verifica in corso',
      }
    )
    const response = await client
      .post('/api/v1/transport-requests')
      .bearerToken(token)
      .json(validRequestBody())
    response.assertStatus(403)
    assert.lengthOf(await TransportRequest.query().where('team_id', dealer.team.id), 0)
  })

  test('an insurance suspension keeps the carrier\u2019s area writable; staff may reinstate it; staff teams are never suspended', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const staff = await createStaff()
    const carrier = await createCarrier({ suspended: true })
    const page = await client.get('/transporter').loginAs(carrier.user).withInertia()
    assert.isNull(props(page).suspension)
    const reinstated = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/users/teams/${carrier.team.id}/reinstate`
    ).json({})
    reinstated.assertStatus(302)
    await carrier.team.refresh()
    assert.isNull(carrier.team.suspendedAt)
    ;(
      await submitAs(
        client,
        staff.user,
        'post',
        `/admin/users/teams/${staff.team.id}/suspend`
      ).json({
        reason: 'Prova',
      })
    ).assertStatus(404)
    await staff.team.refresh()
    assert.isNull(staff.team.suspendedAt)
  })
})
