import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import TransportRequest from '#requests/models/transport_request'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createRequest, priceLeaks, validRequestBody } from '#tests/helpers/request_factories'
import { createStaffUser } from '#tests/helpers/pricing_factories'
import { submitAs } from '#tests/helpers/requests'

/** A page's props without the shared translation catalogue (labels, not data). */
function pageData(props: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'translations'))
}

async function tokenFor(user: User, abilities: string[]) {
  const token = await User.accessTokens.create(user, abilities, { name: 'test' })
  return token.value!.release()
}

/** A request submitted through the form, so its quote and stored breakdown are real. */
async function submittedRequest(client: any, user: User, teamId: number) {
  const response = await submitAs(client, user, 'post', '/dealer/requests').json({
    ...validRequestBody(),
    intent: 'submit',
  })
  response.assertStatus(302)
  return TransportRequest.query().where('team_id', teamId).orderBy('id', 'desc').firstOrFail()
}

test.group('Requests / what a dealer may see of a price', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a dealer's request pages carry no commission and no payout, anywhere in the props", async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const request = await submittedRequest(client, user, team.id)
    assert.equal(request.state, 'quoted')
    await createRequest(team, { state: 'quoted' })

    const show = await client.get(`/dealer/requests/${request.id}`).loginAs(user).withInertia()
    show.assertStatus(200)
    const quote = (show.inertiaProps.request as any).quote
    assert.isAbove(quote.grossCents, 0)
    assert.equal(quote.breakdown.grossCents, quote.grossCents)
    assert.deepEqual(priceLeaks(pageData(show.inertiaProps)), [])

    const list = await client.get('/dealer/requests').loginAs(user).withInertia()
    list.assertStatus(200)
    assert.deepEqual(priceLeaks(pageData(list.inertiaProps)), [])
  })

  test('the API lists, shows and creates requests without commission or payout', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const request = await submittedRequest(client, user, team.id)
    const token = await tokenFor(user, ['read', 'create'])

    const list = await client.get('/api/v1/transport-requests').bearerToken(token)
    list.assertStatus(200)
    assert.deepEqual(priceLeaks(list.body()), [])

    const show = await client.get(`/api/v1/transport-requests/${request.id}`).bearerToken(token)
    show.assertStatus(200)
    assert.isAbove(show.body().data.quote.grossCents, 0)
    assert.deepEqual(priceLeaks(show.body()), [])

    const created = await client
      .post('/api/v1/transport-requests')
      .json(validRequestBody())
      .bearerToken(token)
    created.assertStatus(201)
    assert.equal(created.body().data.quote.state, 'valid')
    assert.deepEqual(priceLeaks(created.body()), [])
  })

  test('staff still see the commission and the payout of a quote', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const request = await submittedRequest(client, user, team.id)
    const { user: staff } = await createStaffUser('member')

    const show = await client.get(`/admin/requests/${request.id}`).loginAs(staff).withInertia()
    show.assertStatus(200)
    const quote = (show.inertiaProps.request as any).quote
    assert.isAbove(quote.commissionCents, 0)
    assert.equal(quote.payoutCents, quote.netCents - quote.commissionCents)
    assert.equal(quote.breakdown.commissionCents, quote.commissionCents)
    assert.equal(quote.breakdown.payoutCents, quote.payoutCents)
  })
})
