import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import LedgerTransaction from '#ledger/models/ledger_transaction'
import LedgerEntry from '#ledger/models/ledger_entry'
import { postTransaction } from '#ledger/actions/post_transaction'
import { adjustWallet, creditWallet, seedWalletCredit } from '#wallet/actions/wallet_movements'
import { platformSale } from '#ledger/domain/postings'
import { walletBalance } from '#ledger/queries/balances'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { fundWallet } from '#tests/helpers/ordering_factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { unbalancedTransactions, walletLines } from '#tests/helpers/ledger'

test.group('Wallet / ledger', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the balance is the sum of the entries, each entry stores the balance after it', async ({
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    assert.equal(await walletBalance(team.id), 0)
    await creditWallet(team.id, 10_000, { source: 'card', kind: 'card_top_up', byUserId: user.id })
    const debit = await db.transaction((trx) =>
      postTransaction(
        {
          kind: 'pro_subscription',
          entries: platformSale(team.id, 2_090, 460),
          teamId: team.id,
          byUserId: user.id,
        },
        trx
      )
    )
    assert.isTrue(debit.ok)
    assert.equal(await walletBalance(team.id), 7_450)
    assert.deepEqual(
      (await walletLines(team.id)).map((line) => [
        line.kind,
        line.amountCents,
        line.balanceAfterCents,
      ]),
      [
        ['card_top_up', 10_000, 10_000],
        ['pro_subscription', -2_550, 7_450],
      ]
    )
    /* double entry: the other sides are the card, the revenue and the VAT */
    const accounts = await db
      .from('ledger_entries')
      .whereIn(
        'transaction_id',
        db.from('ledger_transactions').where('team_id', team.id).select('id')
      )
      .orderBy('id')
      .select('account', 'amount_cents')
    assert.deepEqual(
      accounts.map((entry) => [entry.account, Number(entry.amount_cents)]),
      [
        ['card', -10_000],
        ['dealer_wallet', 10_000],
        ['dealer_wallet', -2_550],
        ['platform_revenue', 2_090],
        ['vat_payable', 460],
      ]
    )
    assert.deepEqual(await unbalancedTransactions(), [])
    /* one lock row per team account, created on the first posting */
    assert.lengthOf(
      await db.from('ledger_accounts').where('team_id', team.id).where('account', 'dealer_wallet'),
      1
    )
  })

  test('a debit larger than the balance is refused and writes nothing', async ({ assert }) => {
    const { team, user } = await createUserWithTeam('dealer')
    await fundWallet(team, 1_000)
    const result = await adjustWallet({
      teamId: team.id,
      direction: 'debit',
      amount: 1_001,
      reason: 'troppo',
      adminUserId: user.id,
    })
    assert.deepEqual(result, { ok: false, error: 'insufficient_funds' })
    assert.equal(await walletBalance(team.id), 1_000)
    assert.lengthOf(await walletLines(team.id), 1)
    assert.lengthOf(await db.from('ledger_transactions').where('team_id', team.id), 1)
  })

  test('zero, fractional, huge and unbalanced postings are refused', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    await db.transaction(async (trx) => {
      for (const amountCents of [0, 0.5, 100_000_001, Number.NaN]) {
        const result = await postTransaction(
          {
            kind: 'adjustment',
            entries: [
              { account: 'adjustments', amountCents: -amountCents },
              { account: 'dealer_wallet', teamId: team.id, amountCents },
            ],
          },
          trx
        )
        assert.deepEqual(result, { ok: false, error: 'invalid_amount' }, String(amountCents))
      }
      const unbalanced = await postTransaction(
        {
          kind: 'adjustment',
          entries: [
            { account: 'adjustments', amountCents: -100 },
            { account: 'dealer_wallet', teamId: team.id, amountCents: 101 },
          ],
        },
        trx
      )
      assert.deepEqual(unbalanced, { ok: false, error: 'unbalanced' })
      const ownerless = await postTransaction(
        {
          kind: 'adjustment',
          entries: [
            { account: 'adjustments', amountCents: -100 },
            { account: 'dealer_wallet', amountCents: 100 },
          ],
        },
        trx
      )
      assert.deepEqual(ownerless, { ok: false, error: 'missing_owner' })
    })
    assert.lengthOf(await db.from('ledger_entries').where('team_id', team.id), 0)
  })

  test('an idempotency key moves money once: the same key again is refused and moves nothing', async ({
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const funding = {
      source: 'bank' as const,
      kind: 'bank_transfer' as const,
      key: 'bonifico:CRO-123',
      byUserId: null,
    }
    assert.isTrue((await creditWallet(team.id, 5_000, funding)).ok)
    assert.deepEqual(await creditWallet(team.id, 5_000, funding), {
      ok: false,
      error: 'duplicate',
    })
    assert.equal(await walletBalance(team.id), 5_000)
    /* the database refuses it too */
    await assert.rejects(() =>
      db.transaction((trx) =>
        trx.table('ledger_transactions').insert({
          kind: 'bank_transfer',
          idempotency_key: 'bonifico:CRO-123',
          created_at: new Date(),
        })
      )
    )
  })

  test('transactions and entries are append-only: they can be neither changed nor deleted', async ({
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 500)
    const transaction = await LedgerTransaction.query().where('team_id', team.id).firstOrFail()
    transaction.reason = 'altro'
    await assert.rejects(() => transaction.save())
    await assert.rejects(() => transaction.delete())
    const entry = await LedgerEntry.query().where('team_id', team.id).firstOrFail()
    entry.amountCents = 1_000_000
    await assert.rejects(() => entry.save())
    await assert.rejects(() => entry.delete())
  })

  test('seedWalletCredit gives a demo team a balance as a bank transfer with a reason', async ({
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const { user: admin } = await createUserWithTeam('staff')
    const result = await seedWalletCredit(team.id, 500_000, 'Saldo demo', admin.id)
    assert.isTrue(result.ok)
    const [line] = await walletLines(team.id)
    assert.equal(line.kind, 'bank_transfer')
    assert.equal(line.reason, 'Saldo demo')
    assert.equal(line.createdById, admin.id)
    assert.equal(await walletBalance(team.id), 500_000)
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
    /* the top-up by bank transfer: the platform's account and the team's reference for the causale */
    assert.deepInclude(props.bankTopUp, {
      reference: `RIC-${String(team.id).padStart(6, '0')}`,
    })
    assert.match(props.bankTopUp.iban, /^IT\d\d/)
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
    const { user: richOwner } = await createUserWithTeam('staff')
    await adjustWallet({
      teamId: rich.id,
      direction: 'debit',
      amount: 20_000,
      reason: 'prova',
      adminUserId: richOwner.id,
    })

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
    const entries = await walletLines(team.id)
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.amountCents, entry.reason, entry.createdById]),
      [
        ['adjustment', 123_456, 'Bonifico ricevuto 12/03', admin.id],
        ['adjustment', -3_456, 'Storno commissione', admin.id],
      ]
    )
    assert.equal(await walletBalance(team.id), 120_000)
  })

  test('a bank transfer the dealer sent is recorded as money from the bank, with its causale', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const response = await client
      .post(`/admin/wallet/${team.id}/adjustments`)
      .form({ direction: 'transfer', amount: '500,00', reason: 'Ricarica portafoglio CRO 1234' })
      .withCsrfToken()
      .loginAs(admin)
    response.assertRedirectsTo(`/admin/wallet/${team.id}`)
    const [line] = await walletLines(team.id)
    assert.deepEqual(
      [line.kind, line.amountCents, line.reason, line.createdById],
      ['bank_transfer', 50_000, 'Ricarica portafoglio CRO 1234', admin.id]
    )
    const other = await db
      .from('ledger_entries')
      .where('transaction_id', line.transactionId)
      .whereNot('account', 'dealer_wallet')
      .select('account', 'amount_cents')
    assert.deepEqual(
      other.map((entry) => [entry.account, Number(entry.amount_cents)]),
      [['bank', -50_000]]
    )
    assert.deepEqual(await unbalancedTransactions(), [])
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
    assert.equal(await walletBalance(team.id), 1_000)
    assert.lengthOf(await walletLines(team.id), 1)
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
    assert.equal(await walletBalance(team.id), 1_000)
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
