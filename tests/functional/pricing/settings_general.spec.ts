import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import PlatformSetting from '#pricing/models/platform_setting'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createStaffUser, settingsFormPayload } from '#tests/helpers/pricing_factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Admin settings: general', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  /* a platform whose settings were never saved (the test bootstrap saves its company data) */
  group.each.setup(async () => {
    await db.from('platform_settings').delete()
  })

  test('staff see every parameter in human units, version 0 before any change', async ({
    client,
  }) => {
    const { user } = await createStaffUser('member')
    const response = await client.get('/admin/settings/general').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('admin/settings/general')
    response.assertInertiaPropsContains({
      version: 0,
      settings: {
        baseEuro: 60,
        ratePerKmEuro: 0.55,
        minimumEuro: 120,
        vatPercent: 22,
        commissionPercent: 15,
        insurancePercent: 0.3,
      },
      can: { update: false },
      versions: [],
    })
  })

  test('a change appends a new version, leaves the old one untouched and applies to new quotes', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser('admin')
    const first = await submitAs(client, user, 'put', '/admin/settings/general').json(
      settingsFormPayload({ baseEuro: 70 })
    )
    first.assertStatus(302)
    assert.equal(first.header('location'), '/admin/settings/general')
    const v1 = await PlatformSetting.findByOrFail('version', 1)
    const v1Data = JSON.stringify(v1.data)
    assert.equal(v1.createdById, user.id)

    const second = await submitAs(client, user, 'put', '/admin/settings/general').json(
      settingsFormPayload({
        baseEuro: 75.5,
        ratePerKmEuro: 0.6,
        vatPercent: 10,
        multiVehicleDiscounts: [{ minVehicles: 3, percent: 7.5 }],
      })
    )
    second.assertStatus(302)
    assert.equal(
      await PlatformSetting.query()
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      2
    )
    await v1.refresh()
    assert.equal(JSON.stringify(v1.data), v1Data)
    assert.equal(v1.data.baseCents, 7000)

    const settings = await currentPricingSettings()
    assert.equal(settings.version, 2)
    assert.equal(settings.baseCents, 7550)
    assert.equal(settings.ratePerKmMillicents, 60000)
    assert.equal(settings.vatBasisPoints, 1000)
    assert.deepEqual(settings.multiVehicleDiscounts, [{ minVehicles: 3, basisPoints: 750 }])

    const page = await client.get('/admin/settings/general').loginAs(user).withInertia()
    page.assertInertiaPropsContains({
      version: 2,
      settings: { baseEuro: 75.5, ratePerKmEuro: 0.6 },
    })
    assert.equal(page.inertiaProps.versions[0].createdBy, user.fullName)
  })

  test('wrong values come back as field errors, nothing is stored', async ({ client, assert }) => {
    const { user } = await createStaffUser()
    const response = await client
      .put('/admin/settings/general')
      .loginAs(user)
      .json(
        settingsFormPayload({
          baseEuro: -1,
          vatPercent: 'lots',
          minimumEuro: 1.234,
          company: { legalName: 'x'.repeat(200_000), email: 'not-an-email' },
        })
      )
      .withCsrfToken()
      .header('Referer', 'http://localhost/admin/settings/general')
      .redirects(0)
    response.assertStatus(302)
    const errors = flashedFieldErrors(response)
    for (const field of [
      'baseEuro',
      'vatPercent',
      'minimumEuro',
      'company.legalName',
      'company.email',
    ]) {
      assert.isTrue(field in errors, `${field} has an error`)
    }
    assert.isNull(await PlatformSetting.query().first())
  })

  test('a staff member (not owner/admin) cannot change the settings', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser('member')
    const response = await submitAs(client, user, 'put', '/admin/settings/general').json(
      settingsFormPayload()
    )
    response.assertStatus(302)
    assert.equal(
      response.flashMessages().error,
      'Solo i titolari e gli amministratori dello staff possono modificare le impostazioni della piattaforma.'
    )
    assert.isNull(await PlatformSetting.query().first())
  })

  test('dealers and transporters get 404 on the settings page and its form', async ({
    client,
    assert,
  }) => {
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      const page = await client.get('/admin/settings/general').loginAs(user)
      page.assertStatus(404)
      const save = await client
        .put('/admin/settings/general')
        .loginAs(user)
        .json(settingsFormPayload())
        .withCsrfToken()
      save.assertStatus(404)
    }
    assert.isNull(await PlatformSetting.query().first())
  })

  test('guests are sent to the login page', async ({ client, assert }) => {
    const response = await client.get('/admin/settings/general').redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/login')
  })
})
