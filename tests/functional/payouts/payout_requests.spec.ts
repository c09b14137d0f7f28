import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { completedTransportFor, createPaidCarrier } from '#tests/helpers/payout_factories'
import { createPayoutBatch, runMonthlyPayoutBatch } from '#payouts/actions/payout_batches'
import { dueFor } from '#payouts/actions/payout_requests'
import { PAYOUT_REQUEST_MIN_CENTS } from '#payouts/domain/payout_requests'
import { submitAs } from '#tests/helpers/requests'
import { todayInRome } from '#shared/time_zone'

/** A carrier owed at least the threshold. */
async function owedCarrier() {
  const carrier = await createPaidCarrier()
  for (let count = 0; count < 20; count++) {
    if ((await dueFor(carrier.team.id)) >= PAYOUT_REQUEST_MIN_CENTS) break
    await completedTransportFor(carrier.team.id)
  }
  return carrier
}

const requests = (teamId: number) => db.from('payout_requests').where('team_id', teamId)

test.group('Payouts / early payout requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('below the threshold the carrier is told how much it needs; nothing is requested', async ({
    client,
    assert,
  }) => {
    const carrier = await createPaidCarrier()
    await completedTransportFor(carrier.team.id)
    const page = await client
      .get('/transporter/payments/payouts')
      .loginAs(carrier.user)
      .withInertia()
    const state = (page.inertiaProps as any).request
    assert.isBelow(state.dueCents, PAYOUT_REQUEST_MIN_CENTS)
    assert.equal(state.minCents, PAYOUT_REQUEST_MIN_CENTS)
    assert.isNull(state.open)
    const refused = await submitAs(
      client,
      carrier.user,
      'post',
      '/transporter/payments/payout-requests'
    ).form({})
    refused.assertFlashMessage(
      'error',
      'Il pagamento anticipato si può chiedere da 500,00 € dovuti.'
    )
    assert.lengthOf(await requests(carrier.team.id), 0)
  })

  test('owed enough: one request (twice is once), staff see it, the next batch takes and closes it', async ({
    client,
    assert,
  }) => {
    const carrier = await owedCarrier()
    const due = await dueFor(carrier.team.id)
    const url = '/transporter/payments/payout-requests'
    const first = await submitAs(client, carrier.user, 'post', url).form({})
    first.assertStatus(302)
    first.assertHeader('location', '/transporter/payments/payouts')
    const again = await submitAs(client, carrier.user, 'post', url).form({})
    again.assertFlashMessage('error', 'Hai già una richiesta aperta: sarà nella prossima distinta.')
    const rows = await requests(carrier.team.id)
    assert.lengthOf(rows, 1)
    assert.equal(Number(rows[0].amount_cents), due)
    assert.equal(rows[0].requested_by_id, carrier.user.id)

    const page = await client
      .get('/transporter/payments/payouts')
      .loginAs(carrier.user)
      .withInertia()
    assert.equal((page.inertiaProps as any).request.open.amountCents, due)
    const { user: staff } = await createUserWithTeam('staff')
    const admin = await client.get('/admin/payouts').loginAs(staff).withInertia()
    assert.deepInclude((admin.inertiaProps as any).requests[0], {
      teamName: carrier.team.name,
      amountCents: due,
    })

    const batch = await createPayoutBatch({ byUserId: staff.id })
    assert.isTrue(batch.ok)
    const [closed] = await requests(carrier.team.id)
    assert.equal(closed.batch_id, batch.ok ? batch.value.id : -1)
    const after = await client.get('/admin/payouts').loginAs(staff).withInertia()
    assert.lengthOf((after.inertiaProps as any).requests, 0)
  })

  test('members, drivers, dealers cannot ask; a carrier without an IBAN is told to enter it', async ({
    client,
    assert,
  }) => {
    const carrier = await owedCarrier()
    for (const role of ['member', 'driver'] as const) {
      const user = await addMember(carrier.team, role)
      ;(
        await submitAs(client, user, 'post', '/transporter/payments/payout-requests').form({})
      ).assertStatus(404)
    }
    const { user: dealer } = await createUserWithTeam('dealer')
    ;(
      await submitAs(client, dealer, 'post', '/transporter/payments/payout-requests').form({})
    ).assertStatus(404)
    assert.lengthOf(await requests(carrier.team.id), 0)

    const noIban = await createPaidCarrier({ account: false })
    await completedTransportFor(noIban.team.id)
    const refused = await submitAs(
      client,
      noIban.user,
      'post',
      '/transporter/payments/payout-requests'
    ).form({})
    refused.assertFlashMessage(
      'error',
      "Inserisci prima l'IBAN per i compensi in Impostazioni → Fatturazione."
    )
    assert.lengthOf(await requests(noIban.team.id), 0)
  })

  test('monthly by default: the first run of a month makes a draft batch of what is due, once', async ({
    assert,
  }) => {
    const carrier = await owedCarrier()
    const today = todayInRome()
    const batch = await runMonthlyPayoutBatch(today)
    assert.isNotNull(batch)
    assert.equal(batch!.state, 'draft')
    assert.isNull(batch!.createdById)
    assert.equal(await dueFor(carrier.team.id), 0)
    /* the month has its batch: later runs do nothing, even with something new due */
    await completedTransportFor(carrier.team.id)
    assert.isNull(await runMonthlyPayoutBatch(today))
    assert.lengthOf(await db.from('payout_batches'), 1)
    const [audit] = await db
      .from('audit_events')
      .where('action', 'payout_batch.created')
      .where('subject_id', batch!.id)
    assert.isNull(audit.actor_user_id)
  })
})
