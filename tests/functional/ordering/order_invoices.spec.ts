import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import { cancelOrder } from '#ordering/actions/cancel_order'
import { createUserWithTeam } from '#tests/helpers/factories'
import {
  createCheckedOutOrder,
  createCartItem,
  fundWallet,
} from '#tests/helpers/ordering_factories'
import { checkout } from '#ordering/actions/checkout'
import { checkMoney } from '#ledger/queries/money_check'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

test.group('Ordering / the invoices of an order', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    const { restore } = captureBroadcasts()
    return () => {
      restore()
      drive.restore()
    }
  })

  test('a paid order lists one invoice per transport, downloadable by its team only', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 200_000)
    await createCartItem(team, user.id, { netCents: 20_000 })
    await createCartItem(team, user.id, { netCents: 30_000 })
    const paid = await checkout({ teamId: team.id, userId: user.id })
    assert.isTrue(paid.ok)
    const order = paid.ok ? paid.value : null
    const page = await client.get(`/dealer/orders/${order!.id}`).loginAs(user).withInertia()
    const invoices = (page.inertiaProps as any).order.invoices
    assert.lengthOf(invoices, 2)
    assert.deepEqual(
      invoices.map((invoice: any) => [invoice.kind, invoice.grossCents]),
      [
        ['invoice', 24_400],
        ['invoice', 36_600],
      ]
    )
    const pdf = await client.get(`/dealer/payments/invoices/${invoices[0].id}/pdf`).loginAs(user)
    pdf.assertStatus(200)
    pdf.assertHeader('content-type', 'application/pdf')
    const { user: other } = await createUserWithTeam('dealer')
    ;(
      await client.get(`/dealer/payments/invoices/${invoices[0].id}/pdf`).loginAs(other)
    ).assertStatus(404)
    assert.deepEqual(await checkMoney(), [])
  })

  test('a cancelled order shows the credit note of each transport beside its invoice', async ({
    client,
    assert,
  }) => {
    const { user, team, order } = await createCheckedOutOrder()
    const cancelled = await cancelOrder({
      orderId: order.id,
      teamId: team.id,
      actor: { kind: 'dealer', userId: user.id },
    })
    assert.isTrue(cancelled.ok)
    const page = await client.get(`/dealer/orders/${order.id}`).loginAs(user).withInertia()
    const invoices = (page.inertiaProps as any).order.invoices
    assert.deepEqual(
      invoices.map((invoice: any) => [invoice.kind, invoice.grossCents]),
      [
        ['invoice', 24_400],
        ['credit_note', 24_400],
      ]
    )
    assert.deepEqual(await checkMoney(), [])
  })

  test('a team without company data cannot pay: nothing is charged, the reason is clear', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer', { withoutCompany: true })
    await fundWallet(team, 200_000)
    await createCartItem(team, user.id, { netCents: 20_000 })
    /* the cart says so before the dealer tries, and links to Settings → Billing */
    const cart = await client.get('/dealer/cart').loginAs(user).withInertia()
    assert.isFalse((cart.inertiaProps as any).invoiceable)
    const { user: complete } = await createUserWithTeam('dealer')
    const ready = await client.get('/dealer/cart').loginAs(complete).withInertia()
    assert.isTrue((ready.inertiaProps as any).invoiceable)
    const response = await client
      .post('/dealer/cart/checkout')
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
      .form({ paymentMethod: 'wallet' })
    response.assertFlashMessage(
      'error',
      'Per pagare servono i dati di fatturazione del team: ragione sociale, partita IVA e sede legale (Team → Dati aziendali).'
    )
    const { walletBalance } = await import('#ledger/queries/balances')
    assert.equal(await walletBalance(team.id), 200_000)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    assert.lengthOf(await db.from('orders').where('team_id', team.id), 0)
    assert.lengthOf(await db.from('invoices').where('team_id', team.id), 0)
  })
})
