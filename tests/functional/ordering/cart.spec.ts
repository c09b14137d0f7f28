import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import CartItem from '#ordering/models/cart_item'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { createCartItem, createQuotedRequest, fundWallet } from '#tests/helpers/ordering_factories'
import { submitAs } from '#tests/helpers/requests'

test.group('Ordering / cart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the cart lists its quotes with route and vehicles; totals count only payable quotes', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 99_000)
    await createCartItem(team, user.id, { netCents: 20_000, vehicles: 2 })
    await createCartItem(team, user.id, { netCents: 12_345 })
    await createCartItem(team, user.id, {
      netCents: 50_000,
      expiresAt: DateTime.now().minus({ minutes: 1 }),
    })
    const response = await client.get('/dealer/cart').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('dealer/cart/show')
    const { cart, balanceCents } = response.inertiaProps as any
    assert.equal(balanceCents, 99_000)
    assert.deepEqual(
      cart.items.map((item: any) => [
        item.netCents,
        item.availability,
        item.request.vehicles.length,
      ]),
      [
        [20_000, 'payable', 2],
        [12_345, 'payable', 1],
        [50_000, 'expired', 1],
      ]
    )
    assert.equal(cart.items[0].request.pickupCity, 'Modena')
    assert.deepEqual(cart.totals, {
      netCents: 32_345,
      vatCents: 4_400 + 2_716,
      grossCents: 32_345 + 7_116,
    })
    assert.equal(cart.payableCount, 2)
  })

  test('a dealer member adds a valid quote of the team; adding it again changes nothing', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    const { quote } = await createQuotedRequest(team)
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await submitAs(client, member, 'post', '/dealer/cart/items').form({
        quoteId: String(quote.id),
      })
      response.assertStatus(302)
    }
    const items = await CartItem.query().where('team_id', team.id)
    assert.lengthOf(items, 1)
    assert.equal(items[0]!.quoteId, quote.id)
    assert.equal(items[0]!.addedById, member.id)
  })

  test('expired, ordered and superseded quotes are refused with a message', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const expired = await createQuotedRequest(team, {
      expiresAt: DateTime.now().minus({ seconds: 5 }),
    })
    const ordered = await createQuotedRequest(team, { state: 'ordered' })
    const superseded = await createQuotedRequest(team, { state: 'superseded' })
    for (const { quote } of [expired, ordered, superseded]) {
      const response = await submitAs(client, user, 'post', '/dealer/cart/items').form({
        quoteId: quote.id,
      })
      response.assertStatus(302)
      assert.isString((response.flashMessages() as any).error)
    }
    assert.lengthOf(await CartItem.query().where('team_id', team.id), 0)
  })

  test("another team's quote is a 404 and is not added; bad ids are field errors", async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const { team: other } = await createUserWithTeam('dealer')
    const { quote } = await createQuotedRequest(other)
    const response = await client
      .post('/dealer/cart/items')
      .form({ quoteId: quote.id })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(404)
    assert.lengthOf(await CartItem.all(), 0)
    for (const quoteId of ['abc', '-1', '0', '1.5', '9'.repeat(30), '']) {
      const bad = await submitAs(client, user, 'post', '/dealer/cart/items').form({ quoteId })
      bad.assertStatus(302)
      assert.property((bad.flashMessages() as any).inputErrorsBag ?? {}, 'quoteId', quoteId)
    }
  })

  test('removing an item empties it from the cart; another team cannot remove it', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { item } = await createCartItem(team, user.id)
    const { user: outsider } = await createUserWithTeam('dealer')
    const denied = await client
      .delete(`/dealer/cart/items/${item.id}`)
      .withCsrfToken()
      .loginAs(outsider)
    denied.assertStatus(404)
    assert.isNotNull(await CartItem.find(item.id))
    const response = await submitAs(client, user, 'delete', `/dealer/cart/items/${item.id}`)
    response.assertStatus(302)
    assert.isNull(await CartItem.find(item.id))
    ;(await client.delete('/dealer/cart/items/abc').withCsrfToken().loginAs(user)).assertStatus(404)
  })

  test('transporters and staff cannot reach the cart; guests go to login', async ({ client }) => {
    for (const kind of ['transporter', 'staff'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/dealer/cart').loginAs(user)).assertStatus(404)
      ;(
        await client.post('/dealer/cart/items').form({ quoteId: 1 }).withCsrfToken().loginAs(user)
      ).assertStatus(404)
      ;(
        await client
          .post('/dealer/cart/checkout')
          .form({ paymentMethod: 'wallet' })
          .withCsrfToken()
          .loginAs(user)
      ).assertStatus(404)
    }
    ;(await client.get('/dealer/cart')).assertRedirectsTo('/login')
  })
})
