import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { completedTransportFor, createPaidCarrier } from '#tests/helpers/payout_factories'
import {
  approvePayoutBatch,
  createPayoutBatch,
  markPayoutBatchPaid,
} from '#payouts/actions/payout_batches'
import { todayInRome } from '#shared/time_zone'

const thisMonth = () => todayInRome().slice(0, 7)

test.group('Payouts / carrier statements', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a carrier sees its earnings month by month: earned, paid out, owed; CSV and PDF', async ({
    client,
    assert,
  }) => {
    const carrier = await createPaidCarrier()
    const { transport } = await completedTransportFor(carrier.team.id)
    const { transport: second } = await completedTransportFor(carrier.team.id)
    const { user: staff } = await createUserWithTeam('staff')
    const batch = await createPayoutBatch({ byUserId: staff.id })
    assert.isTrue(batch.ok)
    const batchId = batch.ok ? batch.value.id : 0
    await approvePayoutBatch({ batchId, byUserId: staff.id })
    await markPayoutBatchPaid({ batchId, byUserId: staff.id })
    const earned = transport.payoutCents + second.payoutCents

    const page = await client
      .get('/transporter/payments/reports')
      .loginAs(carrier.user)
      .withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('transporter/payments/reports')
    assert.deepEqual((page.inertiaProps as any).months.at(-1), {
      month: thisMonth(),
      openingCents: 0,
      creditsCents: earned,
      debitsCents: -earned,
      closingCents: 0,
      movements: 3,
    })

    const csv = await client
      .get(`/transporter/payments/reports/statement?month=${thisMonth()}&format=csv`)
      .loginAs(carrier.user)
    csv.assertStatus(200)
    assert.include(csv.header('content-disposition'), `estratto-compensi-${thisMonth()}.csv`)
    const lines = csv.text().split('\r\n')
    assert.include(lines[2], 'Trasporto completato')
    assert.include(lines[2], transport.reference)
    assert.include(lines[4], 'Bonifico ricevuto')
    assert.equal(lines[5], ';Saldo finale;;;;0,00')

    const pdf = await client
      .get(`/transporter/payments/reports/statement?month=${thisMonth()}&format=pdf`)
      .loginAs(carrier.user)
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-type'), 'application/pdf')
  })

  test("only the carrier's owners and admins: members, drivers, dealers and staff get 404", async ({
    client,
  }) => {
    const carrier = await createPaidCarrier()
    for (const role of ['member', 'driver'] as const) {
      const user = await addMember(carrier.team, role)
      ;(await client.get('/transporter/payments/reports').loginAs(user)).assertStatus(404)
    }
    for (const kind of ['dealer', 'staff'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/transporter/payments/reports').loginAs(user)).assertStatus(404)
      ;(
        await client
          .get(`/transporter/payments/reports/statement?month=${thisMonth()}&format=csv`)
          .loginAs(user)
      ).assertStatus(404)
    }
  })
})
