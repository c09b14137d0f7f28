import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { createCheckedOutOrder, fundWallet } from '#tests/helpers/ordering_factories'
import { todayInRome } from '#shared/time_zone'

const thisMonth = () => todayInRome().slice(0, 7)

test.group('Wallet / monthly statements', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("payments → reports lists this year's months with their balances and totals", async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    await fundWallet(team, 10_000)
    await fundWallet(team, 2_345)
    const response = await client.get('/dealer/payments/reports').loginAs(member).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('dealer/payments/reports')
    const props = response.inertiaProps as any
    const year = Number(thisMonth().slice(0, 4))
    assert.equal(props.year, year)
    assert.deepEqual(props.years, [year])
    assert.lengthOf(props.months, Number(thisMonth().slice(5, 7)))
    assert.deepEqual(props.months.at(-1), {
      month: thisMonth(),
      openingCents: 0,
      creditsCents: 12_345,
      debitsCents: 0,
      closingCents: 12_345,
      movements: 2,
    })
    /* a past year has twelve empty months, a garbage year falls back to this one */
    const past = await client
      .get(`/dealer/payments/reports?year=${year - 1}`)
      .loginAs(member)
      .withInertia()
    assert.lengthOf((past.inertiaProps as any).months, 12)
    assert.isTrue((past.inertiaProps as any).months.every((month: any) => month.movements === 0))
    const garbage = await client
      .get('/dealer/payments/reports?year=99999999999999999999')
      .loginAs(member)
      .withInertia()
    assert.equal((garbage.inertiaProps as any).year, year)
  })

  test('the CSV is for Excel: BOM, semicolons, decimal commas, every movement and the balances', async ({
    client,
    assert,
  }) => {
    const { user, order } = await createCheckedOutOrder()
    const response = await client
      .get(`/dealer/payments/reports/statement?month=${thisMonth()}&format=csv`)
      .loginAs(user)
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/csv/)
    assert.include(response.header('content-disposition'), `estratto-conto-${thisMonth()}.csv`)
    const lines = response.text().split('\r\n')
    assert.isTrue(response.text().startsWith('\uFEFF'))
    assert.equal(lines[0], '\uFEFFData;Tipo;Ordine / trasporto;Causale;Importo (€);Saldo (€)')
    assert.equal(lines[1], ';Saldo iniziale;;;;0,00')
    assert.match(lines[2], /^\d\d\/\d\d\/\d{4};[^;]+;;Test funds;2000,00;2000,00$/)
    /* the order's payment: 200 € net + 22% VAT, with the order's reference */
    assert.include(lines[3], order.reference)
    assert.match(lines[3], /;-244,00;1756,00$/)
    assert.equal(lines[4], ';Saldo finale;;;;1756,00')
  })

  test('the PDF is a PDF named after the month', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 5_000)
    const response = await client
      .get(`/dealer/payments/reports/statement?month=${thisMonth()}&format=pdf`)
      .loginAs(user)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.include(response.header('content-disposition'), `estratto-conto-${thisMonth()}.pdf`)
    const body = response.body()
    assert.isTrue(Buffer.isBuffer(body) && body.subarray(0, 5).equals(Buffer.from('%PDF-')))
  })

  test("another team's statement shows only its own wallet; other audiences get 404", async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 12_345)
    const { user: other } = await createUserWithTeam('dealer')
    const csv = await client
      .get(`/dealer/payments/reports/statement?month=${thisMonth()}&format=csv`)
      .loginAs(other)
    csv.assertStatus(200)
    assert.notInclude(csv.text(), '123,45')
    assert.include(csv.text(), ';Saldo finale;;;;0,00')
    for (const kind of ['transporter', 'staff'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/dealer/payments/reports').loginAs(user)).assertStatus(404)
      ;(
        await client
          .get(`/dealer/payments/reports/statement?month=${thisMonth()}&format=csv`)
          .loginAs(user)
      ).assertStatus(404)
    }
    ;(await client.get('/dealer/payments/reports')).assertRedirectsTo('/login')
  })

  test('a bad month or format is refused without an error page', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const query of [
      'month=2026-13&format=csv',
      'month=1999-01&format=pdf',
      `month=${thisMonth()}&format=xls`,
      'month=%00&format=csv',
      '',
    ]) {
      const response = await client
        .get(`/dealer/payments/reports/statement?${query}`)
        .header('referer', '/dealer/payments/reports')
        .loginAs(user)
        .redirects(0)
      assert.oneOf(response.status(), [302, 422], query)
    }
  })
})
