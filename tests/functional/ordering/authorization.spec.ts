import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#ordering/models/order'
import CartItem from '#ordering/models/cart_item'
import Team from '#teams/models/team'
import { walletLines } from '#tests/helpers/ledger'
import { walletBalance } from '#ledger/queries/balances'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import {
  createCartItem,
  createCheckedOutOrder,
  fundWallet,
} from '#tests/helpers/ordering_factories'
import { submitAs } from '#tests/helpers/requests'

test.group('Ordering / who may do what (OrderPolicy, CartPolicy, PlanPolicy)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('owners, admins and members of the dealer team see its orders and may cancel them', async ({
    client,
    assert,
  }) => {
    const { user: owner, team, order } = await createCheckedOutOrder()
    for (const user of [owner, await addMember(team, 'admin'), await addMember(team, 'member')]) {
      const list = await client.get('/dealer/orders').loginAs(user).withInertia()
      assert.deepEqual(
        (list.inertiaProps as any).orders.data.map((row: any) => row.id),
        [order.id]
      )
      const show = await client.get(`/dealer/orders/${order.id}`).loginAs(user).withInertia()
      assert.deepEqual((show.inertiaProps as any).can, { cancel: true })
    }
    const member = await addMember(team, 'member')
    const cancel = await submitAs(client, member, 'post', `/dealer/orders/${order.id}/cancel`)
    cancel.assertHeader('location', `/dealer/orders/${order.id}`)
    assert.equal((await Order.findOrFail(order.id)).state, 'refunded')
  })

  test('another dealer team gets 404 on the order and its cancellation; nothing is refunded', async ({
    client,
    assert,
  }) => {
    const { team, order } = await createCheckedOutOrder()
    const { user: outsider, team: other } = await createUserWithTeam('dealer')
    const balance = await walletBalance(team.id)
    for (const user of [
      outsider,
      await addMember(other, 'admin'),
      await addMember(other, 'member'),
    ]) {
      ;(await client.get(`/dealer/orders/${order.id}`).loginAs(user)).assertStatus(404)
      const cancel = await client
        .post(`/dealer/orders/${order.id}/cancel`)
        .withCsrfToken()
        .loginAs(user)
      cancel.assertStatus(404)
    }
    assert.equal((await Order.findOrFail(order.id)).state, 'paid')
    assert.equal(await walletBalance(team.id), balance)
    assert.lengthOf(
      (await walletLines(team.id)).filter(
        (line) => line.orderId === order.id && line.kind === 'cancellation'
      ),
      0
    )
  })

  test('staff owners, admins and members see every order; the page offers them no cancellation', async ({
    client,
    assert,
  }) => {
    const { order } = await createCheckedOutOrder()
    const { user: owner, team: staff } = await createUserWithTeam('staff')
    const staffMembers = [owner, await addMember(staff, 'admin'), await addMember(staff, 'member')]
    for (const [index, user] of staffMembers.entries()) {
      const list = await client.get('/admin/orders').loginAs(user).withInertia()
      assert.include(
        (list.inertiaProps as any).orders.data.map((row: any) => row.id),
        order.id
      )
      const show = await client.get(`/admin/orders/${order.id}`).loginAs(user).withInertia()
      show.assertStatus(200)
      /* recording a bank transfer moves money: owners and admins only */
      assert.deepEqual((show.inertiaProps as any).can, {
        cancel: false,
        receiveTransfer: index < 2,
      })
    }
  })

  test('every dealer role fills and pays the team’s cart; carriers and staff reach no cart', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 100_000)
    for (const role of ['admin', 'member'] as const) {
      const user = await addMember(team, role)
      const { item } = await createCartItem(team, user.id, { netCents: 1_000 })
      const cart = await client.get('/dealer/cart').loginAs(user).withInertia()
      assert.include(
        (cart.inertiaProps as any).cart.items.map((row: any) => row.id),
        item.id
      )
      const pay = await submitAs(client, user, 'post', '/dealer/cart/checkout').form({
        paymentMethod: 'wallet',
      })
      pay.assertStatus(302)
      assert.lengthOf(await CartItem.query().where('team_id', team.id), 0)
    }
    assert.lengthOf(await Order.query().where('team_id', team.id), 2)
    const { item } = await createCartItem(team, null)
    for (const kind of ['transporter', 'staff'] as const) {
      const { user } = await createUserWithTeam(kind)
      const remove = await client
        .delete(`/dealer/cart/items/${item.id}`)
        .withCsrfToken()
        .loginAs(user)
      remove.assertStatus(404)
    }
    assert.isNotNull(await CartItem.find(item.id))
  })

  test('a dealer admin upgrades to pro; a member is refused with the reason and nothing is paid', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 10_000)
    const member = await addMember(team, 'member')
    const refused = await client
      .post('/dealer/suppliers/pro/upgrade')
      .header('referer', '/dealer/suppliers/pro')
      .withCsrfToken()
      .loginAs(member)
      .redirects(0)
    refused.assertHeader('location', '/dealer/suppliers/pro')
    refused.assertFlashMessage(
      'error',
      'Solo il titolare o un amministratore del team può cambiare piano.'
    )
    assert.equal((await Team.findOrFail(team.id)).plan, 'free')
    assert.equal(await walletBalance(team.id), 10_000)
    assert.lengthOf(
      (await walletLines(team.id)).filter((line) => line.kind === 'pro_subscription'),
      0
    )

    const admin = await addMember(team, 'admin')
    const upgrade = await submitAs(client, admin, 'post', '/dealer/suppliers/pro/upgrade')
    upgrade.assertHeader('location', '/dealer/suppliers/pro')
    assert.equal((await Team.findOrFail(team.id)).plan, 'pro')
  })
})
