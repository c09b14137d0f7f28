import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#identity/models/user'
import {
  approvePayoutBatch,
  createPayoutBatch,
  markPayoutBatchPaid,
} from '#payouts/actions/payout_batches'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { countQueries } from '#tests/helpers/query_counter'
import { createDealerTransport } from '#tests/helpers/transport_factories'
import { completedTransportFor, createPaidCarrier } from '#tests/helpers/payout_factories'

const URLS = ['/transporter/payments', '/transporter/payments/payouts']

async function newBatch(staffUserId: number) {
  const created = await createPayoutBatch({ byUserId: staffUserId })
  if (!created.ok) throw new Error(created.error)
  return created.value.id
}

function jobsOf(client: ApiClient, user: User, query = '') {
  return client.get(`/transporter/payments${query}`).loginAs(user).withInertia()
}

test.group('Payouts / carrier payments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const { restore } = captureBroadcasts()
    return () => {
      restore()
    }
  })

  test('jobs go from held to due, in payout and paid; only the own team is shown', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const carrier = await createPaidCarrier()
    const other = await createPaidCarrier()
    const held = await createDealerTransport({
      state: 'in_transit',
      transporterTeamId: carrier.team.id,
    })
    const done = await completedTransportFor(carrier.team.id)
    await completedTransportFor(other.team.id)

    const first = await jobsOf(client, carrier.user)
    first.assertInertiaComponent('transporter/payments/index')
    const rows = () => (first.inertiaProps as any).jobs.data
    assert.sameDeepMembers(
      rows().map((row: any) => [row.status, row.kind, row.transportId, row.amountCents]),
      [
        ['held', 'transport_under_way', held.transport.id, held.transport.payoutCents],
        ['due', 'transport', done.transport.id, done.transport.payoutCents],
      ]
    )
    assert.equal(
      rows().find((row: any) => row.status === 'due').transportReference,
      done.transport.reference
    )

    /* a draft batch is staff's work in progress: still due */
    const batchId = await newBatch(staff.id)
    let statuses = async () =>
      ((await jobsOf(client, carrier.user, '?status=due')).inertiaProps as any).jobs.data.map(
        (row: any) => row.transportId
      )
    assert.deepEqual(await statuses(), [done.transport.id])
    assert.deepEqual(
      (
        (await client.get('/transporter/payments/payouts').loginAs(carrier.user).withInertia())
          .inertiaProps as any
      ).payouts.data,
      []
    )

    await approvePayoutBatch({ batchId, byUserId: staff.id })
    statuses = async () =>
      ((await jobsOf(client, carrier.user, '?status=in_payout')).inertiaProps as any).jobs.data.map(
        (row: any) => row.transportId
      )
    assert.deepEqual(await statuses(), [done.transport.id])

    await markPayoutBatchPaid({ batchId, byUserId: staff.id })
    const paid = (await jobsOf(client, carrier.user, '?status=paid')).inertiaProps as any
    assert.lengthOf(paid.jobs.data, 1)
    assert.equal(paid.jobs.data[0].transportId, done.transport.id)
    assert.isString(paid.jobs.data[0].paidAt)
    assert.deepEqual(paid.filters, { status: 'paid' })

    const onlyHeld = (await jobsOf(client, carrier.user, '?status=held')).inertiaProps as any
    assert.deepEqual(
      onlyHeld.jobs.data.map((row: any) => row.transportId),
      [held.transport.id]
    )
    /* a filter that means nothing shows everything */
    const garbage = (await jobsOf(client, carrier.user, '?status=nope')).inertiaProps as any
    assert.lengthOf(garbage.jobs.data, 2)
    assert.deepEqual(garbage.filters, { status: null })
  })

  test('payouts list the approved and paid ones, each with a CSV of what it pays', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const carrier = await createPaidCarrier()
    const other = await createPaidCarrier()
    const jobs = [
      await completedTransportFor(carrier.team.id),
      await completedTransportFor(carrier.team.id),
    ]
    await completedTransportFor(other.team.id)
    const batchId = await newBatch(staff.id)
    await approvePayoutBatch({ batchId, byUserId: staff.id })

    const page = await client
      .get('/transporter/payments/payouts')
      .loginAs(carrier.user)
      .withInertia()
    page.assertInertiaComponent('transporter/payments/payouts')
    const [payout] = (page.inertiaProps as any).payouts.data
    const total = jobs.reduce((sum, job) => sum + job.transport.payoutCents, 0)
    assert.equal(payout.amountCents, total)
    assert.equal(payout.status, 'in_payout')
    assert.equal(payout.payableCount, 2)
    assert.notEqual(payout.ibanMasked, carrier.account!.iban)
    assert.lengthOf((page.inertiaProps as any).payouts.data, 1)

    const csv = await client
      .get(`/transporter/payments/payouts/${payout.id}/csv`)
      .loginAs(carrier.user)
    csv.assertStatus(200)
    assert.include(csv.header('content-type'), 'text/csv')
    const text = csv.text()
    assert.isTrue(text.startsWith('\uFEFFData;Voce;Trasporto;Importo\r\n'))
    for (const job of jobs) {
      const cents = job.transport.payoutCents
      assert.include(
        text,
        `Trasporto completato;${job.transport.reference};${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
      )
    }
    assert.include(
      text,
      `Totale;;${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')}`
    )

    /* another carrier's payout is not found */
    ;(
      await client.get(`/transporter/payments/payouts/${payout.id}/csv`).loginAs(other.user)
    ).assertStatus(404)
  })

  test("a draft batch's payout has no CSV yet", async ({ client }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const carrier = await createPaidCarrier()
    await completedTransportFor(carrier.team.id)
    await newBatch(staff.id)
    const { default: Payout } = await import('#payouts/models/payout')
    const payout = await Payout.findByOrFail('team_id', carrier.team.id)
    ;(
      await client.get(`/transporter/payments/payouts/${payout.id}/csv`).loginAs(carrier.user)
    ).assertStatus(404)
  })

  test('members, drivers, dealers and staff get 404; admins of the carrier see the pages', async ({
    client,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const carrier = await createPaidCarrier()
    await completedTransportFor(carrier.team.id)
    const batchId = await newBatch(staff.id)
    await approvePayoutBatch({ batchId, byUserId: staff.id })
    const { default: Payout } = await import('#payouts/models/payout')
    const payout = await Payout.findByOrFail('team_id', carrier.team.id)
    const csvUrl = `/transporter/payments/payouts/${payout.id}/csv`
    const driver = await addMember(carrier.team, 'driver')
    const member = await addMember(carrier.team, 'member')
    const admin = await addMember(carrier.team, 'admin')
    const { user: dealer } = await createUserWithTeam('dealer')
    for (const user of [driver, member, dealer, staff]) {
      for (const url of [...URLS, csvUrl]) {
        ;(await client.get(url).loginAs(user)).assertStatus(404)
      }
    }
    for (const url of [...URLS, csvUrl]) {
      ;(await client.get(url).loginAs(admin)).assertStatus(200)
    }
    ;(await client.get(URLS[0])).assertRedirectsTo('/login')
  })

  test('the lists run the same number of queries whatever their length', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const carrier = await createPaidCarrier()
    const other = await createPaidCarrier()
    const pages = [...URLS, '/admin/payouts']
    const viewer = (url: string) => (url.startsWith('/admin') ? staff : carrier.user)
    const count = async () => {
      const counts: number[] = []
      for (const url of pages) {
        const { result, queries } = await countQueries(() =>
          client.get(url).loginAs(viewer(url)).withInertia()
        )
        result.assertStatus(200)
        counts.push(queries)
      }
      return counts
    }
    await completedTransportFor(carrier.team.id)
    await completedTransportFor(other.team.id)
    await createDealerTransport({ state: 'assigned', transporterTeamId: carrier.team.id })
    const batch = await newBatch(staff.id)
    await approvePayoutBatch({ batchId: batch, byUserId: staff.id })
    const few = await count()
    for (let round = 0; round < 3; round++) {
      await completedTransportFor(carrier.team.id)
      await completedTransportFor(other.team.id)
      await createDealerTransport({ state: 'assigned', transporterTeamId: carrier.team.id })
      const next = await newBatch(staff.id)
      await approvePayoutBatch({ batchId: next, byUserId: staff.id })
    }
    const jobs = (await jobsOf(client, carrier.user)).inertiaProps as any
    assert.equal(jobs.jobs.metadata.total, 8)
    assert.deepEqual(await count(), few)
  }).timeout(60_000)
})
