import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import TransportRequest from '#requests/models/transport_request'
import Quote from '#requests/models/quote'
import Order from '#ordering/models/order'
import VehicleCategory from '#pricing/models/vehicle_category'
import { seedWalletCredit } from '#wallet/actions/wallet_movements'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { validRequestBody } from '#tests/helpers/request_factories'
import { createStaffUser } from '#tests/helpers/pricing_factories'
import { submitAs } from '#tests/helpers/requests'

async function tokenFor(user: User, abilities: string[]) {
  const token = await User.accessTokens.create(user, abilities, { name: 'test' })
  return token.value!.release()
}

/** A request body with one vehicle of the given category. */
function bodyWith(category: string) {
  return validRequestBody({
    vehicles: [
      {
        category,
        make: 'Ford',
        model: 'Ranger',
        plate: 'AB123CD',
        running: true,
        declaredValue: '30.000,00',
      },
    ],
  })
}

/** Staff create a category through Admin → Vehicles (coefficient 1,25). */
async function staffCreatesPickup(client: any) {
  const { user: staff } = await createStaffUser('admin')
  const response = await submitAs(client, staff, 'post', '/admin/vehicles/categories').json({
    code: 'pickup',
    nameIt: 'Pick-up',
    nameEn: 'Pickup',
    coefficient: 1.25,
  })
  response.assertStatus(302)
  return { staff, category: await VehicleCategory.findByOrFail('code', 'pickup') }
}

function basePermille(breakdown: any) {
  return breakdown.lines.find((line: any) => line.kind === 'vehicle_base').detail
    .coefficientPermille
}

test.group('Requests / vehicle categories from the database', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a category created by staff is offered, estimated, priced with its coefficient and ordered through the form', async ({
    client,
    assert,
  }) => {
    await staffCreatesPickup(client)
    const { user, team } = await createUserWithTeam('dealer')
    const { user: admin } = await createUserWithTeam('staff')
    await seedWalletCredit(team.id, 5_000_000, 'test credit', admin.id)

    const create = await client.get('/dealer/requests/create').loginAs(user).withInertia()
    const codes = (create.inertiaProps.categories as any[]).map((c) => c.code)
    assert.include(codes, 'pickup')

    const estimate = await client
      .post('/dealer/requests/estimate')
      .json(bodyWith('pickup'))
      .withCsrfToken()
      .loginAs(user)
    assert.equal(estimate.body().status, 'priced')
    assert.equal(basePermille(estimate.body().breakdown), 1250)

    const submitted = await submitAs(client, user, 'post', '/dealer/requests').json({
      ...bodyWith('pickup'),
      intent: 'submit',
    })
    submitted.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(submitted), {})
    const request = await TransportRequest.query()
      .where('team_id', team.id)
      .preload('vehicles')
      .firstOrFail()
    assert.equal(request.state, 'quoted')
    assert.equal(request.vehicles[0]!.category, 'pickup')
    const quote = await Quote.query().where('transport_request_id', request.id).firstOrFail()
    assert.equal(basePermille(quote.breakdown), 1250)

    await submitAs(client, user, 'post', '/dealer/cart/items').json({ quoteId: quote.id })
    const paid = await submitAs(client, user, 'post', '/dealer/cart/checkout').json({
      paymentMethod: 'wallet',
      expectedGrossCents: quote.grossCents,
    })
    paid.assertStatus(302)
    const order = await Order.query().where('team_id', team.id).firstOrFail()
    assert.equal(order.state, 'paid')
    await request.refresh()
    assert.equal(request.state, 'ordered')
  })

  test('the API accepts a category created by staff and its document lists it', async ({
    client,
    assert,
  }) => {
    await staffCreatesPickup(client)
    const { user } = await createUserWithTeam('dealer')
    const response = await client
      .post('/api/v1/transport-requests')
      .json(bodyWith('pickup'))
      .bearerToken(await tokenFor(user, ['create']))
    response.assertStatus(201)
    assert.equal(response.body().data.state, 'quoted')
    assert.equal(response.body().data.vehicles[0].category, 'pickup')
    assert.equal(basePermille(response.body().data.quote.breakdown), 1250)

    const document = (await client.get('/api/v1/openapi.json')).body()
    const input = document.components.schemas.TransportRequestInput
    assert.include(input.properties.vehicles.items.properties.category.enum, 'pickup')
  })

  test('an inactive or unknown category is a field error on the form and in the API', async ({
    client,
    assert,
  }) => {
    const { staff, category } = await staffCreatesPickup(client)
    await submitAs(client, staff, 'put', `/admin/vehicles/categories/${category.id}`).json({
      nameIt: 'Pick-up',
      nameEn: 'Pickup',
      coefficient: 1.25,
      active: false,
    })
    const { user, team } = await createUserWithTeam('dealer')

    for (const code of ['pickup', 'rocket']) {
      const form = await submitAs(client, user, 'post', '/dealer/requests').json({
        ...bodyWith(code),
        intent: 'submit',
      })
      form.assertStatus(302)
      assert.isDefined(flashedFieldErrors(form)['vehicles.0.category'], code)

      const draft = await submitAs(client, user, 'post', '/dealer/requests').json({
        ...bodyWith(code),
        intent: 'draft',
      })
      assert.isDefined(flashedFieldErrors(draft)['vehicles.0.category'], code)

      const api = await client
        .post('/api/v1/transport-requests')
        .json(bodyWith(code))
        .bearerToken(await tokenFor(user, ['create']))
      api.assertStatus(422)
      const fields = api.body().errors.map((error: { field: string }) => error.field)
      assert.include(fields, 'vehicles.0.category')
    }
    assert.lengthOf(await TransportRequest.query().where('team_id', team.id), 0)

    const create = await client.get('/dealer/requests/create').loginAs(user).withInertia()
    const codes = (create.inertiaProps.categories as any[]).map((c) => c.code)
    assert.notInclude(codes, 'pickup')
  })
})
