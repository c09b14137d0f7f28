import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Wallet from '#wallet/models/wallet'
import WalletEntry from '#wallet/models/wallet_entry'
import {
  appendWalletEntry,
  creditWallet,
  debitWallet,
  seedWalletCredit,
} from '#wallet/actions/append_wallet_entry'
import { balanceOf } from '#wallet/queries/balance'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { fundWallet } from '#tests/helpers/ordering_factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'

test.group('Wallet / ledger', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the balance is the sum of the entries, each entry stores the balance after it', async ({
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    assert.equal(await balanceOf(team.id), 0)
    await creditWallet(team.id, 10_000, { kind: 'top_up', byUserId: user.id })
    const debit = await debitWallet(team.id, 2_550, { kind: 'pro_upgrade', byUserId: user.id })
    assert.isTrue(debit.ok)
    assert.equal(await balanceOf(team.id), 7_450)
    const entries = await WalletEntry.query().where('team_id', team.id).orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.amountCents, entry.balanceAfterCents]),
      [
        ['top_up', 10_000, 10_000],
        ['pro_upgrade', -2_550, 7_450],
      ]
    )
    /* one wallet row per team, created on the first entry */
    assert.lengthOf(await Wallet.query().where('team_id', team.id), 1)
  })

  test('a debit larger than the balance is refused and writes nothing', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 1_000)
    const result = await debitWallet(team.id, 1_001, { kind: 'pro_upgrade', byUserId: null })
    assert.deepEqual(result, { ok: false, error: 'insufficient_funds' })
    assert.equal(await balanceOf(team.id), 1_000)
    assert.lengthOf(await WalletEntry.query().where('team_id', team.id), 1)
  })

  test('zero, fractional and huge amounts are refused', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    await db.transaction(async (trx) => {
      for (const amountCents of [0, 0.5, 100_000_001, Number.NaN]) {
        const result = await appendWalletEntry(
          { teamId: team.id, kind: 'adjustment', amountCents, byUserId: null },
          trx
        )
        assert.deepEqual(result, { ok: false, error: 'invalid_amount' }, String(amountCents))
      }
    })
  })

  test('entries are append-only: they can be neither changed nor deleted', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const entry = await fundWallet(team, 500)
    entry.amountCents = 1_000_000
    await assert.rejects(() => entry.save())
    await assert.rejects(() => entry.delete())
  })

  test('seedWalletCredit gives a demo team a balance as an adjustment with a reason', async ({
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const { user: admin } = await createUserWithTeam('staff')
    const result = await seedWalletCredit(team.id, 500_000, 'Saldo demo', admin.id)
    assert.isTrue(result.ok)
    const entry = await WalletEntry.query().where('team_id', team.id).firstOrFail()
    assert.equal(entry.kind, 'adjustment')
    assert.equal(entry.reason, 'Saldo demo')
    assert.equal(entry.createdById, admin.id)
    assert.equal(await balanceOf(team.id), 500_000)
  })
})

test.group('Wallet / dealer page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a dealer member sees the balance and the ledger newest first, paginated', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    for (let index = 1; index <= 27; index++) await fundWallet(team, index * 100)
    const response = await client.get('/dealer/payments/wallet').loginAs(member).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('dealer/payments/wallet')
    const props = response.inertiaProps as any
    assert.equal(props.balanceCents, (27 * 28 * 100) / 2)
    assert.lengthOf(props.entries.data, 25)
    assert.equal(props.entries.data[0].amountCents, 2_700)
    assert.deepEqual(props.entries.metadata, {
      total: 27,
      perPage: 25,
      currentPage: 1,
      lastPage: 2,
    })
    const second = await client.get('/dealer/payments/wallet?page=2').loginAs(member).withInertia()
    assert.lengthOf((second.inertiaProps as any).entries.data, 2)
    const garbage = await client
      .get('/dealer/payments/wallet?page=abc')
      .loginAs(member)
      .withInertia()
    garbage.assertStatus(200)
  })

  test('another team never sees this ledger; transporters and staff get 404', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 12_345)
    const { user: other } = await createUserWithTeam('dealer')
    const response = await client.get('/dealer/payments/wallet').loginAs(other).withInertia()
    assert.equal((response.inertiaProps as any).balanceCents, 0)
    assert.lengthOf((response.inertiaProps as any).entries.data, 0)
    for (const kind of ['transporter', 'staff'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/dealer/payments/wallet').loginAs(user)).assertStatus(404)
    }
    ;(await client.get('/dealer/payments/wallet')).assertRedirectsTo('/login')
  })
})

test.group('Wallet / admin', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff see every dealer wallet with its balance, filtered by name', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const { team: rich } = await createUserWithTeam('dealer', { teamName: 'Zeta Auto Rich' })
    const { team: poor } = await createUserWithTeam('dealer', { teamName: 'Zeta Auto Poor' })
    await createUserWithTeam('transporter', { teamName: 'Zeta Trasporti' })
    await fundWallet(rich, 100_000)
    await fundWallet(rich, 50_000)
    await debitWallet(rich.id, 20_000, { kind: 'pro_upgrade', byUserId: null })

    const response = await client.get('/admin/wallet?q=Zeta').loginAs(admin).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('admin/wallet/index')
    const rows = (response.inertiaProps as any).wallets.data
    assert.deepEqual(
      rows.map((row: any) => [row.name, row.balanceCents, row.entryCount]),
      [
        ['Zeta Auto Poor', 0, 0],
        ['Zeta Auto Rich', 130_000, 3],
      ]
    )
    assert.equal((response.inertiaProps as any).wallets.metadata.total, 2)
    assert.equal(rows[0].teamId, poor.id)
  })

  test('a search treats %, _ and \\ as plain characters (SQLite and PostgreSQL)', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    await createUserWithTeam('dealer', { teamName: 'Sconto 50% Auto' })
    await createUserWithTeam('dealer', { teamName: 'Sconto 500 Auto' })
    await createUserWithTeam('dealer', { teamName: 'Auto_Uno' })
    await createUserWithTeam('dealer', { teamName: 'AutoXUno' })
    const names = async (q: string) => {
      const response = await client
        .get(`/admin/wallet?q=${encodeURIComponent(q)}`)
        .loginAs(admin)
        .withInertia()
      return (response.inertiaProps as any).wallets.data.map((row: any) => row.name)
    }
    assert.deepEqual(await names('50%'), ['Sconto 50% Auto'])
    assert.deepEqual(await names('o_U'), ['Auto_Uno'])
    assert.deepEqual(await names('sconto 50'), ['Sconto 50% Auto', 'Sconto 500 Auto'])
    assert.deepEqual(await names('\\'), [])
  })

  test('staff open a team ledger; unknown teams and non-dealer teams are 404', async ({
    client,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 1_000)
    const response = await client.get(`/admin/wallet/${team.id}`).loginAs(admin).withInertia()
    response.assertInertiaComponent('admin/wallet/show')
    response.assertInertiaPropsContains({ team: { id: team.id }, balanceCents: 1_000 })
    const { team: carrier } = await createUserWithTeam('transporter')
    ;(await client.get(`/admin/wallet/${carrier.id}`).loginAs(admin)).assertStatus(404)
    ;(await client.get('/admin/wallet/999999').loginAs(admin)).assertStatus(404)
    ;(await client.get('/admin/wallet/abc').loginAs(admin)).assertStatus(404)
  })

  test('an admin credits and debits in euro with a reason: the audit trail names them', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const credit = await client
      .post(`/admin/wallet/${team.id}/adjustments`)
      .form({ direction: 'credit', amount: '1.234,56', reason: 'Bonifico ricevuto 12/03' })
      .withCsrfToken()
      .loginAs(admin)
    credit.assertRedirectsTo(`/admin/wallet/${team.id}`)
    const debit = await client
      .post(`/admin/wallet/${team.id}/adjustments`)
      .form({ direction: 'debit', amount: '34.56', reason: 'Storno commissione' })
      .withCsrfToken()
      .loginAs(admin)
    debit.assertRedirectsTo(`/admin/wallet/${team.id}`)
    const entries = await WalletEntry.query().where('team_id', team.id).orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.amountCents, entry.reason, entry.createdById]),
      [
        ['adjustment', 123_456, 'Bonifico ricevuto 12/03', admin.id],
        ['adjustment', -3_456, 'Storno commissione', admin.id],
      ]
    )
    assert.equal(await balanceOf(team.id), 120_000)
  })

  test('a staff member who is neither owner nor admin sees wallets but cannot move money', async ({
    client,
    assert,
  }) => {
    const { team: staff } = await createUserWithTeam('staff')
    const member = await addMember(staff, 'member')
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 1_000)
    const page = await client.get(`/admin/wallet/${team.id}`).withInertia().loginAs(member)
    page.assertStatus(200)
    assert.deepEqual((page.inertiaProps as any).can, { adjust: false })
    for (const direction of ['credit', 'debit']) {
      const response = await client
        .post(`/admin/wallet/${team.id}/adjustments`)
        .header('referer', `/admin/wallet/${team.id}`)
        .form({ direction, amount: '10', reason: 'Non autorizzato' })
        .withCsrfToken()
        .loginAs(member)
        .redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', `/admin/wallet/${team.id}`)
      response.assertFlashMessage('error', 'Non hai i permessi per farlo.')
    }
    assert.equal(await balanceOf(team.id), 1_000)
    assert.lengthOf(await WalletEntry.query().where('team_id', team.id), 1)
  })

  test('staff owners and admins see the adjustment form', async ({ client, assert }) => {
    const { user: owner, team: staff } = await createUserWithTeam('staff')
    const admin = await addMember(staff, 'admin')
    const { team } = await createUserWithTeam('dealer')
    for (const user of [owner, admin]) {
      const page = await client.get(`/admin/wallet/${team.id}`).withInertia().loginAs(user)
      assert.deepEqual((page.inertiaProps as any).can, { adjust: true })
    }
  })

  test('a debit beyond the balance, a missing reason or a bad amount are field errors', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 1_000)
    const cases: [Record<string, string>, string][] = [
      [{ direction: 'debit', amount: '10,01', reason: 'Troppo' }, 'amount'],
      [{ direction: 'credit', amount: '10', reason: '' }, 'reason'],
      [{ direction: 'credit', amount: '10', reason: 'x'.repeat(501) }, 'reason'],
      [{ direction: 'credit', amount: '-10', reason: 'Negativo' }, 'amount'],
      [{ direction: 'credit', amount: '1,234', reason: 'Tre decimali' }, 'amount'],
      [{ direction: 'credit', amount: '9'.repeat(200_000), reason: 'Enorme' }, 'amount'],
      [{ direction: 'steal', amount: '10', reason: 'Boh' }, 'direction'],
    ]
    for (const [form, field] of cases) {
      const response = await client
        .post(`/admin/wallet/${team.id}/adjustments`)
        .header('referer', `/admin/wallet/${team.id}`)
        .form(form)
        .withCsrfToken()
        .loginAs(admin)
        .redirects(0)
      response.assertStatus(302)
      assert.property(flashedFieldErrors(response), field, JSON.stringify(form).slice(0, 60))
    }
    assert.equal(await balanceOf(team.id), 1_000)
  })

  test('dealers, transporters and guests cannot reach the admin wallet pages', async ({
    client,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/admin/wallet').loginAs(user)).assertStatus(404)
      ;(await client.get(`/admin/wallet/${team.id}`).loginAs(user)).assertStatus(404)
      const post = await client
        .post(`/admin/wallet/${team.id}/adjustments`)
        .form({ direction: 'credit', amount: '10', reason: 'Furto' })
        .withCsrfToken()
        .loginAs(user)
      post.assertStatus(404)
    }
    ;(await client.get('/admin/wallet')).assertRedirectsTo('/login')
  })
})
