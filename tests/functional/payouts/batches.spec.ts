import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import MoneyCheck from '#commands/money_check'
import { checkMoney } from '#ledger/queries/money_check'
import { payableBalance } from '#ledger/queries/balances'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { configureSeller } from '#tests/helpers/invoicing_fixtures'
import { submitAs } from '#tests/helpers/requests'
import { completedTransportFor, createPaidCarrier, testIban } from '#tests/helpers/payout_factories'

const PLATFORM_IBAN = 'IT60X0542811101000000123456'

/** Two carriers with an account and money due (one of them twice), one without an account. */
async function dueCarriers() {
  const first = await createPaidCarrier()
  const second = await createPaidCarrier()
  const noAccount = await createPaidCarrier({ account: false })
  const jobs = [
    await completedTransportFor(first.team.id),
    await completedTransportFor(first.team.id),
    await completedTransportFor(second.team.id),
    await completedTransportFor(noAccount.team.id),
  ]
  const owed = (teamId: number) =>
    jobs
      .filter((job) => job.transport.transporterTeamId === teamId)
      .reduce((sum, job) => sum + job.transport.payoutCents, 0)
  return { first, second, noAccount, owed }
}

const batchRows = () => db.from('payout_batches').orderBy('id').select('*')
const payoutRows = () => db.from('payouts').orderBy('id').select('*')

async function snapshot() {
  return {
    batches: await batchRows(),
    payouts: await payoutRows(),
    payables: await db.from('payables').orderBy('id').select('id', 'payout_id'),
    transactions: Number((await db.from('ledger_transactions').count('* as n'))[0].n),
  }
}

test.group('Payouts / batches', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const { restore } = captureBroadcasts()
    return () => {
      restore()
    }
  })

  test('a batch groups the due payables per carrier and skips carriers without an IBAN', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const { first, second, noAccount, owed } = await dueCarriers()
    const response = await submitAs(client, staff, 'post', '/admin/payouts')
    const [batch] = await batchRows()
    response.assertStatus(302)
    response.assertHeader('location', `/admin/payouts/${batch.id}`)
    assert.equal(batch.state, 'draft')
    assert.equal(batch.created_by_id, staff.id)
    assert.match(batch.message_id, new RegExp(`^TRP-PAYOUTS-\\d{8}-${batch.id}$`))
    const payouts = await payoutRows()
    assert.deepEqual(
      payouts.map((row) => [row.team_id, Number(row.amount_cents), row.iban, row.state]),
      [
        [first.team.id, owed(first.team.id), first.account!.iban, 'pending'],
        [second.team.id, owed(second.team.id), second.account!.iban, 'pending'],
      ]
    )
    assert.deepEqual(JSON.parse(batch.skipped), [
      {
        teamId: noAccount.team.id,
        name: noAccount.team.name,
        amountCents: owed(noAccount.team.id),
      },
    ])
    /* each payable is linked to its carrier's payout; the skipped carrier's stay due */
    const payables = await db.from('payables').orderBy('id').select('team_id', 'payout_id')
    for (const payable of payables) {
      const payout = payouts.find((row) => row.team_id === payable.team_id)
      assert.equal(payable.payout_id, payout?.id ?? null)
    }
    /* the batch's page: its payouts with the IBAN masked, the skipped carrier listed */
    const page = await client.get(`/admin/payouts/${batch.id}`).loginAs(staff).withInertia()
    page.assertInertiaComponent('admin/payouts/show')
    const props = page.inertiaProps as any
    assert.deepEqual(
      props.payouts.map((row: any) => [row.teamName, row.amountCents, row.payableCount]),
      [
        [first.team.name, owed(first.team.id), 2],
        [second.team.name, owed(second.team.id), 1],
      ]
    )
    assert.notInclude(JSON.stringify(props), first.account!.iban)
    assert.equal(props.batch.skipped[0].teamId, noAccount.team.id)
    assert.deepEqual(props.can, { manage: true })

    /* nothing is due any more but the skipped carrier's: a second batch is refused */
    const again = await submitAs(client, staff, 'post', '/admin/payouts')
    again.assertStatus(302)
    again.assertHeader('location', '/admin/payouts')
    again.assertFlashMessage(
      'error',
      'Nessun trasportatore con un conto per i compensi ha compensi da pagare.'
    )
    assert.lengthOf(await batchRows(), 1)
  })

  test('approve and mark paid follow draft → approved → paid; refusals change nothing', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const { first, second, owed } = await dueCarriers()
    await submitAs(client, staff, 'post', '/admin/payouts')
    const [{ id }] = await batchRows()

    /* paying a draft is refused */
    let before = await snapshot()
    const early = await submitAs(client, staff, 'post', `/admin/payouts/${id}/pay`)
    early.assertFlashMessage('error', 'La distinta deve essere approvata prima.')
    assert.deepEqual(await snapshot(), before)

    const approved = await submitAs(client, staff, 'post', `/admin/payouts/${id}/approve`)
    approved.assertHeader('location', `/admin/payouts/${id}`)
    approved.assertFlashMessage('success', 'Distinta approvata.')
    const [afterApproval] = await batchRows()
    assert.equal(afterApproval.state, 'approved')
    assert.equal(afterApproval.approved_by_id, staff.id)

    /* approving twice is refused */
    before = await snapshot()
    const twice = await submitAs(client, staff, 'post', `/admin/payouts/${id}/approve`)
    twice.assertFlashMessage('error', 'Solo una distinta in bozza può essere approvata.')
    assert.deepEqual(await snapshot(), before)

    const paid = await submitAs(client, staff, 'post', `/admin/payouts/${id}/pay`)
    paid.assertFlashMessage('success', 'Distinta segnata come pagata: i pagamenti sono registrati.')
    const [afterPayment] = await batchRows()
    assert.equal(afterPayment.state, 'paid')
    assert.equal(afterPayment.paid_by_id, staff.id)

    /* one ledger payout per carrier: its payable to zero, the money out of the bank */
    for (const carrier of [first, second]) {
      assert.equal(await payableBalance(carrier.team.id), 0)
      const payout = (await payoutRows()).find((row) => row.team_id === carrier.team.id)!
      assert.equal(payout.state, 'paid')
      const entries = await db
        .from('ledger_entries')
        .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .where('ledger_transactions.id', payout.ledger_transaction_id)
        .orderBy('ledger_entries.id')
        .select('ledger_transactions.kind', 'ledger_transactions.idempotency_key')
        .select('ledger_entries.account', 'ledger_entries.team_id', 'ledger_entries.amount_cents')
      assert.deepEqual(
        entries.map((row) => [
          row.kind,
          row.idempotency_key,
          row.account,
          row.team_id,
          Number(row.amount_cents),
        ]),
        [
          [
            'payout',
            `payout:${payout.id}`,
            'transporter_payable',
            carrier.team.id,
            -owed(carrier.team.id),
          ],
          ['payout', `payout:${payout.id}`, 'bank', null, owed(carrier.team.id)],
        ]
      )
    }
    assert.deepEqual(await checkMoney(), [])
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const command = await ace.create(MoneyCheck, [])
    await command.exec()
    command.assertSucceeded()
    ace.ui.switchMode('normal')

    /* paying twice is refused and posts nothing */
    before = await snapshot()
    const again = await submitAs(client, staff, 'post', `/admin/payouts/${id}/pay`)
    again.assertFlashMessage('error', 'La distinta è già stata pagata.')
    assert.deepEqual(await snapshot(), before)
  })

  test('money:check finds a payout whose amount or posting no longer matches', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    await dueCarriers()
    await submitAs(client, staff, 'post', '/admin/payouts')
    const [{ id }] = await batchRows()
    await submitAs(client, staff, 'post', `/admin/payouts/${id}/approve`)
    await submitAs(client, staff, 'post', `/admin/payouts/${id}/pay`)
    assert.deepEqual(await checkMoney(), [])
    const [payout] = await payoutRows()
    await db
      .from('payouts')
      .where('id', payout.id)
      .update({ amount_cents: Number(payout.amount_cents) + 1 })
    const found = await checkMoney()
    assert.deepEqual([...new Set(found.map((item) => item.check))], ['payouts'])
    assert.equal(found[0].detail.payoutId, payout.id)
  })

  test('the SEPA file of an approved batch pays each carrier its amount to its IBAN', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const { first, second, noAccount, owed } = await dueCarriers()
    await submitAs(client, staff, 'post', '/admin/payouts')
    const [{ id, message_id: messageId }] = await batchRows()

    /* no file before approval */
    const draft = await client.get(`/admin/payouts/${id}/sepa`).loginAs(staff).redirects(0)
    draft.assertStatus(302)
    draft.assertFlashMessage('error', 'La distinta deve essere approvata prima.')

    await submitAs(client, staff, 'post', `/admin/payouts/${id}/approve`)
    /* no company IBAN in the settings: said, no file */
    await configureSeller({ iban: '' })
    const noIban = await client.get(`/admin/payouts/${id}/sepa`).loginAs(staff).redirects(0)
    noIban.assertStatus(302)
    noIban.assertFlashMessage(
      'error',
      'Inserisci ragione sociale e IBAN della piattaforma nelle impostazioni prima di scaricare il file.'
    )

    await configureSeller({ iban: PLATFORM_IBAN })
    const response = await client.get(`/admin/payouts/${id}/sepa`).loginAs(staff)
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'application/xml')
    assert.include(response.header('content-disposition'), `${messageId}.xml`)
    const xml = response.text()
    assert.include(xml, `<MsgId>${messageId}</MsgId>`)
    assert.include(xml, `<IBAN>${PLATFORM_IBAN}</IBAN>`)
    assert.include(xml, '<NbOfTxs>2</NbOfTxs>')
    for (const carrier of [first, second]) {
      const cents = owed(carrier.team.id)
      const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
      assert.include(xml, `<IBAN>${carrier.account!.iban}</IBAN>`)
      assert.include(xml, `<InstdAmt Ccy="EUR">${amount}</InstdAmt>`)
    }
    assert.notInclude(xml, noAccount.team.name)
    assert.notInclude(xml, testIban(0))
  })

  test('staff members who are not owners or admins see batches but cannot move money', async ({
    client,
    assert,
  }) => {
    const { team: staffTeam, user: owner } = await createUserWithTeam('staff')
    const member = await addMember(staffTeam, 'member')
    await dueCarriers()
    const refused = await submitAs(client, member, 'post', '/admin/payouts')
    refused.assertStatus(302)
    assert.lengthOf(await batchRows(), 0)
    await submitAs(client, owner, 'post', '/admin/payouts')
    const [{ id }] = await batchRows()
    const before = await snapshot()
    for (const step of ['approve', 'pay']) {
      await submitAs(client, member, 'post', `/admin/payouts/${id}/${step}`)
    }
    ;(await client.get(`/admin/payouts/${id}/sepa`).loginAs(member)).assertStatus(403)
    assert.deepEqual(await snapshot(), before)
    const page = await client.get(`/admin/payouts/${id}`).loginAs(member).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('admin/payouts/show')
    assert.deepEqual((page.inertiaProps as any).can, { manage: false })
    ;(await client.get('/admin/payouts/999999').loginAs(member)).assertStatus(404)
  })

  test('the list shows each batch with its state and total (query counts: carrier_payments.spec.ts)', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const empty = await client.get('/admin/payouts').loginAs(staff).withInertia()
    empty.assertInertiaComponent('admin/payouts/index')
    assert.deepEqual((empty.inertiaProps as any).batches.data, [])
    const { owed, first, second } = await dueCarriers()
    await submitAs(client, staff, 'post', '/admin/payouts')
    const page = await client.get('/admin/payouts').loginAs(staff).withInertia()
    const [row] = (page.inertiaProps as any).batches.data
    assert.equal(row.state, 'draft')
    assert.equal(row.payoutCount, 2)
    assert.equal(row.totalCents, owed(first.team.id) + owed(second.team.id))
    assert.deepEqual((page.inertiaProps as any).can, { manage: true })
  })
})
