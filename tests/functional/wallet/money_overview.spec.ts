import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createCheckedOutOrder } from '#tests/helpers/ordering_factories'
import { creditWallet } from '#wallet/actions/wallet_movements'
import { overviewMonths } from '#wallet/domain/money_overview'
import { countQueries } from '#tests/helpers/query_counter'
import { todayInRome } from '#shared/time_zone'

const thisMonth = () => todayInRome().slice(0, 7)

/** What every account holds now, summed from the ledger (the figures must agree with it). */
async function accountTotals() {
  const rows = await db
    .from('ledger_entries')
    .groupBy('account')
    .select('account')
    .sum('amount_cents as total')
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]))
}

test.group('Admin → Money', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('months fold each account from the balances before the year', ({ assert }) => {
    const months = overviewMonths({ held: 1_000, dealer_wallet: 500 }, [
      {
        month: '2026-01',
        accounts: {
          bank: { inCents: 0, outCents: -10_000 },
          dealer_wallet: { inCents: 10_000, outCents: -3_660 },
          held: { inCents: 3_000, outCents: -1_000 },
          vat_payable: { inCents: 660, outCents: 0 },
          transporter_payable: { inCents: 800, outCents: 0 },
          platform_revenue: { inCents: 200, outCents: 0 },
        },
      },
      { month: '2026-02', accounts: { transporter_payable: { inCents: 0, outCents: -800 } } },
    ])
    assert.deepEqual(months, [
      {
        month: '2026-01',
        receivedCents: 10_000,
        spentCents: 3_660,
        heldCents: 3_000,
        dueCents: 800,
        paidOutCents: 0,
        revenueCents: 200,
        vatCents: 660,
        walletsCents: 6_840,
      },
      {
        month: '2026-02',
        receivedCents: 0,
        spentCents: 0,
        heldCents: 3_000,
        dueCents: 0,
        paidOutCents: 800,
        revenueCents: 0,
        vatCents: 0,
        walletsCents: 6_840,
      },
    ])
  })

  test("staff see this month's money as the ledger has it, in a fixed number of queries", async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const before = await accountTotals()
    const visit = () => client.get('/admin/money').loginAs(staff).withInertia()
    const few = await countQueries(visit)
    const first = few.result.inertiaProps as any
    const { team } = await createCheckedOutOrder()
    await creditWallet(team.id, 5_000, {
      source: 'bank',
      kind: 'bank_transfer',
      byUserId: null,
      reason: 'Bonifico',
    })
    const many = await countQueries(visit)
    many.result.assertStatus(200)
    many.result.assertInertiaComponent('admin/money/index')
    assert.equal(many.queries, few.queries)
    const props = many.result.inertiaProps as any
    const now = props.months.at(-1)
    const was = first.months.at(-1)
    assert.equal(now.month, thisMonth())
    /* 2.000 € funded by a staff credit, 50 € by bank transfer; 244 € paid: 200 € held, 44 € VAT */
    assert.equal(now.receivedCents - was.receivedCents, 200_000 + 5_000)
    assert.equal(now.spentCents - was.spentCents, 24_400)
    assert.equal(now.heldCents - was.heldCents, 20_000)
    assert.equal(now.vatCents - was.vatCents, 4_400)
    assert.equal(now.walletsCents - was.walletsCents, 200_000 + 5_000 - 24_400)
    const after = await accountTotals()
    assert.equal(now.heldCents, after.held ?? 0)
    assert.equal(now.walletsCents, after.dealer_wallet ?? 0)
    assert.equal(now.dueCents, after.transporter_payable ?? 0)
    assert.equal((after.held ?? 0) - (before.held ?? 0), 20_000)
  })

  test('a past year has twelve months; a garbage year is this year', async ({ client, assert }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const year = Number(thisMonth().slice(0, 4))
    const past = await client
      .get(`/admin/money?year=${year - 1}`)
      .loginAs(staff)
      .withInertia()
    assert.lengthOf((past.inertiaProps as any).months, 12)
    const garbage = await client.get('/admin/money?year=%00').loginAs(staff).withInertia()
    assert.equal((garbage.inertiaProps as any).year, year)
  })

  test('dealers, carriers and guests cannot see it', async ({ client }) => {
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/admin/money').loginAs(user)).assertStatus(404)
    }
    ;(await client.get('/admin/money')).assertRedirectsTo('/login')
  })
})
