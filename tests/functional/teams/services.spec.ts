import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Team from '#teams/models/team'
import VehicleCategory from '#pricing/models/vehicle_category'
import { seedVehicleCatalogue } from '#pricing/seed'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Teams / services', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedVehicleCatalogue())

  test('a transporter sees its services (empty by default) and the catalogue', async ({
    client,
  }) => {
    const { user, team } = await createUserWithTeam('transporter')
    const response = await client.get(`/teams/${team.id}/services`).loginAs(user).withInertia()
    response.assertInertiaComponent('account/teams/services')
    response.assertInertiaPropsContains({
      services: { categories: [], regions: [], provinces: [], equipment: [], capacity: null },
      catalogue: {
        categories: [
          { code: 'city_car', name: 'City car' },
          { code: 'car', name: 'Auto' },
          { code: 'suv', name: 'SUV' },
          { code: 'van', name: 'Furgone' },
          { code: 'luxury', name: 'Lusso' },
          { code: 'motorcycle', name: 'Moto' },
        ],
        equipment: ['open_trailer', 'covered_trailer', 'winch'],
        dealerServices: ['express', 'covered_trailer', 'extra_insurance'],
      },
    })
  })

  test('a transporter owner saves categories, regions, provinces, equipment and capacity', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('transporter')
    const response = await submitAs(client, user, 'put', `/teams/${team.id}/services`).json({
      categories: ['suv', 'car'],
      regions: ['lombardia', 'piemonte'],
      provinces: ['BO'],
      equipment: ['covered_trailer', 'winch'],
      capacity: 8,
    })
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response), {})
    assert.equal(response.flashMessages().success, 'Servizi salvati.')
    const fresh = await Team.findOrFail(team.id)
    assert.deepEqual(fresh.services, {
      categories: ['car', 'suv'],
      regions: ['piemonte', 'lombardia'],
      provinces: ['BO'],
      equipment: ['covered_trailer', 'winch'],
      capacity: 8,
    })
  })

  test('rejects unknown values, duplicates, a capacity out of range and wrong types', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('transporter')
    const response = await submitAs(client, user, 'put', `/teams/${team.id}/services`).json({
      categories: ['car', 'tank'],
      regions: ['lombardia', 'lombardia'],
      provinces: ['XX'],
      equipment: 'winch',
      capacity: 500,
    })
    const keys = Object.keys(flashedFieldErrors(response))
    for (const field of ['categories', 'regions', 'provinces', 'equipment', 'capacity']) {
      assert.isTrue(
        keys.some((key) => key === field || key.startsWith(`${field}.`)),
        field
      )
    }
    const huge = await submitAs(client, user, 'put', `/teams/${team.id}/services`).json({
      provinces: Array.from({ length: 5000 }, () => 'MI'),
      capacity: 'x'.repeat(200 * 1024),
    })
    huge.assertStatus(302)
    assert.properties(flashedFieldErrors(huge), ['provinces', 'capacity'])
    assert.isNull((await Team.findOrFail(team.id)).services)
  })

  test('a dealer saves the default services wanted on every request', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await client
      .put(`/teams/${team.id}/services`)
      .json({ defaultServices: ['extra_insurance', 'express'], categories: ['car'] })
      .withCsrfToken()
      .loginAs(user)
    const fresh = await Team.findOrFail(team.id)
    assert.deepEqual(fresh.services, { defaultServices: ['express', 'extra_insurance'] })

    const page = await client.get(`/teams/${team.id}/services`).loginAs(user).withInertia()
    page.assertInertiaPropsContains({
      services: { defaultServices: ['express', 'extra_insurance'] },
    })

    const bad = await submitAs(client, user, 'put', `/teams/${team.id}/services`).json({
      defaultServices: ['free_lunch'],
    })
    assert.isTrue(
      Object.keys(flashedFieldErrors(bad)).some((key) => key.startsWith('defaultServices'))
    )
  })

  test('members and drivers cannot change services', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('transporter')
    const driver = await addMember(team, 'driver')
    const response = await submitAs(client, driver, 'put', `/teams/${team.id}/services`).json({
      categories: ['car'],
    })
    assert.isString(response.flashMessages().error)
    assert.isNull((await Team.findOrFail(team.id)).services)
  })

  test('a category staff create in Admin → Vehicles can be saved as a transporter service', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const created = await submitAs(client, staff, 'post', '/admin/vehicles/categories').json({
      code: 'camper',
      nameIt: 'Camper',
      nameEn: 'Camper van',
      coefficient: 1.4,
    })
    assert.deepEqual(flashedFieldErrors(created), {})
    await VehicleCategory.findByOrFail('code', 'camper')

    const { user, team } = await createUserWithTeam('transporter')
    const page = await client.get(`/teams/${team.id}/services`).loginAs(user).withInertia()
    const offered = page.body().props.catalogue.categories as { code: string; name: string }[]
    assert.deepInclude(offered, { code: 'camper', name: 'Camper' })

    const english = await client
      .get(`/teams/${team.id}/services`)
      .header('Accept-Language', 'en')
      .loginAs(user)
      .withInertia()
    assert.deepInclude(english.body().props.catalogue.categories, {
      code: 'camper',
      name: 'Camper van',
    })

    const saved = await submitAs(client, user, 'put', `/teams/${team.id}/services`).json({
      categories: ['camper', 'car'],
    })
    assert.deepEqual(flashedFieldErrors(saved), {})
    const fresh = await Team.findOrFail(team.id)
    assert.deepEqual((fresh.services as { categories: string[] }).categories, ['car', 'camper'])
    const shown = await client.get(`/teams/${team.id}/services`).loginAs(user).withInertia()
    shown.assertInertiaPropsContains({ services: { categories: ['car', 'camper'] } })
  })

  test('an unknown or inactive category is a field error and saves nothing', async ({
    client,
    assert,
  }) => {
    await VehicleCategory.query().where('code', 'van').update({ active: false })
    const { user, team } = await createUserWithTeam('transporter')
    for (const categories of [['car', 'camper'], ['van']]) {
      const response = await submitAs(client, user, 'put', `/teams/${team.id}/services`).json({
        categories,
      })
      assert.isTrue(
        Object.keys(flashedFieldErrors(response)).some((key) => key.startsWith('categories')),
        categories.join()
      )
    }
    assert.isNull((await Team.findOrFail(team.id)).services)
    const page = await client.get(`/teams/${team.id}/services`).loginAs(user).withInertia()
    const offered = page.body().props.catalogue.categories as { code: string }[]
    assert.notInclude(
      offered.map((category) => category.code),
      'van'
    )
  })
})
