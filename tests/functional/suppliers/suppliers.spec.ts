import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Supplier from '#suppliers/models/supplier'
import { suppliersForPicker } from '#suppliers/queries/suppliers_for_picker'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { createSupplier, supplierPayload } from '#tests/helpers/pricing_factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

const countOf = async (teamId: number) =>
  Number(
    (await Supplier.query().where('team_id', teamId).count('* as total').first())!.$extras.total
  )

test.group('Dealer suppliers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists only the team suppliers, filtered through the URL', async ({ client }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const other = await createUserWithTeam('dealer')
    await createSupplier(team.id, { name: 'Rossi Auto', city: 'Milano', province: 'MI' })
    await createSupplier(team.id, { name: 'Verdi Motors', city: 'Roma', province: 'RM' })
    await createSupplier(other.team.id, { name: 'Rossi di altri', province: 'MI' })
    const response = await client.get('/dealer/suppliers?province=mi').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('dealer/suppliers/index')
    response.assertInertiaPropsContains({
      filters: { q: '', province: 'MI' },
      suppliers: { data: [{ name: 'Rossi Auto' }], metadata: { total: 1 } },
      plan: { name: 'free', limit: 5, count: 2, canAdd: true },
    })
  })

  test('a member adds a supplier with referent and opening hours', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    const response = await submitAs(client, member, 'post', '/dealer/suppliers').json(
      supplierPayload()
    )
    response.assertStatus(302)
    const supplier = await Supplier.findByOrFail('team_id', team.id)
    assert.equal(supplier.province, 'TO')
    assert.equal(supplier.referentEmail, 'mario@example.test')
    assert.deepEqual(supplier.openingHours, {
      mon: [
        ['08:30', '12:30'],
        ['14:00', '18:00'],
      ],
    })
    const picker = await suppliersForPicker(team.id)
    assert.deepEqual(
      picker.map((row) => row.name),
      ['Concessionaria Bianchi']
    )
  })

  test('wrong inputs are field errors, never a 500', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await client
      .post('/dealer/suppliers')
      .loginAs(user)
      .json(
        supplierPayload({
          name: '',
          cap: '1234',
          province: 'XX',
          referentPhone: 'call me',
          notes: '🚚'.repeat(100_000),
          openingHours: { mon: [{ start: '18:00', end: '08:00' }] },
        })
      )
      .withCsrfToken()
      .header('Referer', 'http://localhost/dealer/suppliers')
      .redirects(0)
    response.assertStatus(302)
    const errors = flashedFieldErrors(response)
    for (const field of ['name', 'cap', 'province', 'referentPhone', 'notes'])
      assert.isTrue(field in errors, field)
    assert.equal(await countOf(team.id), 0)
  })

  test('the free plan refuses the 6th supplier with a clear message; pro has no limit', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    for (let i = 0; i < 5; i++) await createSupplier(team.id, { name: `Fornitore ${i}` })
    const refused = await client
      .post('/dealer/suppliers')
      .loginAs(user)
      .json(supplierPayload())
      .withCsrfToken()
      .header('Referer', 'http://localhost/dealer/suppliers')
      .redirects(0)
    refused.assertStatus(302)
    assert.equal(
      refused.flashMessages().error,
      'Hai raggiunto il limite di 5 fornitori del piano gratuito: passa a pro per aggiungerne altri.'
    )
    assert.equal(await countOf(team.id), 5)
    const page = await client.get('/dealer/suppliers').loginAs(user).withInertia()
    page.assertInertiaPropsContains({ plan: { count: 5, canAdd: false } })

    team.plan = 'pro'
    await team.save()
    ;(
      await submitAs(client, user, 'post', '/dealer/suppliers').json(supplierPayload())
    ).assertStatus(302)
    assert.equal(await countOf(team.id), 6)
  })

  test('updates and deletes a supplier of the team', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const supplier = await createSupplier(team.id)
    const update = await submitAs(client, user, 'put', `/dealer/suppliers/${supplier.id}`).json(
      supplierPayload({ name: 'Nuovo nome' })
    )
    update.assertStatus(302)
    await supplier.refresh()
    assert.equal(supplier.name, 'Nuovo nome')
    ;(await submitAs(client, user, 'delete', `/dealer/suppliers/${supplier.id}`)).assertStatus(302)
    assert.isNull(await Supplier.find(supplier.id))
  })

  test('a supplier of another team is a 404 and stays untouched', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const other = await createUserWithTeam('dealer')
    const supplier = await createSupplier(other.team.id)
    const update = await client
      .put(`/dealer/suppliers/${supplier.id}`)
      .loginAs(user)
      .json(supplierPayload())
      .withCsrfToken()
    update.assertStatus(404)
    const remove = await client
      .delete(`/dealer/suppliers/${supplier.id}`)
      .loginAs(user)
      .withCsrfToken()
    remove.assertStatus(404)
    await supplier.refresh()
    assert.equal(supplier.name, 'Autosalone Rossi')
  })

  test('transporters and staff get 404 on every supplier route', async ({ client, assert }) => {
    const dealer = await createUserWithTeam('dealer')
    const supplier = await createSupplier(dealer.team.id)
    for (const kind of ['transporter', 'staff'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/dealer/suppliers').loginAs(user)).assertStatus(404)
      ;(await client.get('/dealer/suppliers/pro').loginAs(user)).assertStatus(404)
      ;(
        await client.post('/dealer/suppliers').loginAs(user).json(supplierPayload()).withCsrfToken()
      ).assertStatus(404)
      ;(
        await client.delete(`/dealer/suppliers/${supplier.id}`).loginAs(user).withCsrfToken()
      ).assertStatus(404)
    }
    assert.isNotNull(await Supplier.find(supplier.id))
  })

  test('the pro page shows the limit, the discount and the price from the settings; the upgrade only on free', async ({
    client,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const free = await client.get('/dealer/suppliers/pro').loginAs(user).withInertia()
    free.assertStatus(200)
    free.assertInertiaComponent('dealer/suppliers/pro')
    free.assertInertiaPropsContains({
      plan: { name: 'free', limit: 5, count: 0 },
      pro: { monthlyCents: 4900, discountBasisPoints: 500 },
      canUpgrade: true,
    })
    team.plan = 'pro'
    await team.save()
    const pro = await client.get('/dealer/suppliers/pro').loginAs(user).withInertia()
    pro.assertInertiaPropsContains({ plan: { name: 'pro' }, canUpgrade: false })
  })
})
