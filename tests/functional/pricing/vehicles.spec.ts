import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import VehicleCategory from '#pricing/models/vehicle_category'
import VehicleMake from '#pricing/models/vehicle_make'
import VehicleModel from '#pricing/models/vehicle_model'
import { seedVehicleCatalogue } from '#pricing/seed'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { priceQuote } from '#pricing/domain/pricing'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createStaffUser } from '#tests/helpers/pricing_factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

const count = async (model: typeof VehicleMake | typeof VehicleModel | typeof VehicleCategory) =>
  Number((await model.query().count('* as total').first())!.$extras.total)

test.group('Admin vehicles', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the catalogue seed is idempotent: 6 categories, common makes and models', async ({
    assert,
  }) => {
    await seedVehicleCatalogue()
    const counts = [
      await count(VehicleCategory),
      await count(VehicleMake),
      await count(VehicleModel),
    ]
    await seedVehicleCatalogue()
    assert.deepEqual(
      [await count(VehicleCategory), await count(VehicleMake), await count(VehicleModel)],
      counts
    )
    assert.equal(counts[0], 6)
    assert.isAbove(counts[1], 5)
  })

  test('staff see the categories and a page of makes with their models', async ({ client }) => {
    await seedVehicleCatalogue()
    const { user } = await createStaffUser('member')
    const response = await client.get('/admin/vehicles?q=fia').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('admin/vehicles/index')
    response.assertInertiaPropsContains({
      filters: { q: 'fia' },
      can: { update: false },
      makes: { metadata: { total: 1, currentPage: 1 } },
    })
  })

  test('a coefficient change is what pricing uses for new quotes; an inactive category cannot be priced', async ({
    client,
    assert,
  }) => {
    await seedVehicleCatalogue()
    const { user } = await createStaffUser('admin')
    const suv = await VehicleCategory.findByOrFail('code', 'suv')
    const response = await submitAs(
      client,
      user,
      'put',
      `/admin/vehicles/categories/${suv.id}`
    ).json({ nameIt: 'SUV', nameEn: 'SUV', coefficient: 1.2, active: true })
    response.assertStatus(302)
    const settings = await currentPricingSettings()
    assert.equal(settings.categoryCoefficientsPermille.suv, 1200)
    const quote = priceQuote(
      {
        distanceKm: 100,
        vehicles: [{ category: 'suv', running: true, declaredValueCents: 0 }],
        express: false,
        covered: false,
        extraInsurance: false,
        proDealer: false,
      },
      settings
    )
    /* 100 km: €60 + €55 = €115 → minimum €120 × 1.2 */
    assert.equal(quote.netCents, 14400)

    await client
      .put(`/admin/vehicles/categories/${suv.id}`)
      .loginAs(user)
      .json({ nameIt: 'SUV', nameEn: 'SUV', coefficient: 1.2, active: false })
      .withCsrfToken()
    assert.notProperty((await currentPricingSettings()).categoryCoefficientsPermille, 'suv')
  })

  test('adds a category, a make and a model; duplicates are field errors', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser()
    const post = (url: string, body: Record<string, unknown>) =>
      client
        .post(url)
        .loginAs(user)
        .json(body)
        .withCsrfToken()
        .header('Referer', 'http://localhost/admin/vehicles')
        .redirects(0)

    ;(
      await post('/admin/vehicles/categories', {
        code: 'Pickup',
        nameIt: 'Pick-up',
        nameEn: 'Pickup',
        coefficient: 1.25,
      })
    ).assertStatus(302)
    const pickup = await VehicleCategory.findByOrFail('code', 'pickup')
    assert.equal(pickup.coefficientPermille, 1250)
    const duplicate = await post('/admin/vehicles/categories', {
      code: 'pickup',
      nameIt: 'x',
      nameEn: 'x',
      coefficient: 1,
    })
    assert.property(flashedFieldErrors(duplicate), 'code')

    await post('/admin/vehicles/makes', { name: 'Lancia' })
    const make = await VehicleMake.findByOrFail('name', 'Lancia')
    assert.property(
      flashedFieldErrors(await post('/admin/vehicles/makes', { name: 'lancia' })),
      'name'
    )

    await post(`/admin/vehicles/makes/${make.id}/models`, {
      name: 'Ypsilon',
      categoryCode: 'pickup',
    })
    const model = await VehicleModel.findByOrFail('name', 'Ypsilon')
    assert.equal(model.categoryCode, 'pickup')
    assert.property(
      flashedFieldErrors(
        await post(`/admin/vehicles/makes/${make.id}/models`, {
          name: 'Delta',
          categoryCode: 'tank',
        })
      ),
      'categoryCode'
    )
    assert.property(
      flashedFieldErrors(await post('/admin/vehicles/makes', { name: 'x'.repeat(81) })),
      'name'
    )
  })

  test('removes a model, then a make with its models', async ({ client, assert }) => {
    const { user } = await createStaffUser()
    const make = await VehicleMake.create({ name: 'Alfa Romeo' })
    const giulia = await VehicleModel.create({
      makeId: make.id,
      name: 'Giulia',
      categoryCode: 'car',
    })
    await VehicleModel.create({ makeId: make.id, name: 'Stelvio', categoryCode: 'suv' })
    ;(await submitAs(client, user, 'delete', `/admin/vehicles/models/${giulia.id}`)).assertStatus(
      302
    )
    assert.isNull(await VehicleModel.find(giulia.id))
    ;(await submitAs(client, user, 'delete', `/admin/vehicles/makes/${make.id}`)).assertStatus(302)
    assert.equal(await count(VehicleModel), 0)
    const missing = await client
      .delete('/admin/vehicles/makes/999999')
      .loginAs(user)
      .withCsrfToken()
    missing.assertStatus(404)
  })

  test('a staff member (not owner/admin) cannot change the catalogue', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser('member')
    const response = await submitAs(client, user, 'post', '/admin/vehicles/makes').json({
      name: 'Lancia',
    })
    assert.isString(response.flashMessages().error)
    assert.equal(await count(VehicleMake), 0)
  })

  test('dealers and transporters get 404', async ({ client, assert }) => {
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/admin/vehicles').loginAs(user)).assertStatus(404)
      ;(
        await client
          .post('/admin/vehicles/makes')
          .loginAs(user)
          .json({ name: 'Lancia' })
          .withCsrfToken()
      ).assertStatus(404)
    }
    assert.equal(await count(VehicleMake), 0)
  })
})
