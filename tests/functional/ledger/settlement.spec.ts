import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { transitionTransport } from '#transports/actions/transition_transport'
import { openDispute, resolveDispute } from '#transports/actions/disputes'
import { heldFor, payableBalance, walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
  lastWorkingDay,
} from '#tests/helpers/transport_factories'
import { settingsFormPayload } from '#tests/helpers/pricing_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { payableLines, unbalancedTransactions, walletLines } from '#tests/helpers/ledger'

/** A paid transport moved through the state machine by staff up to `states`' last. */
async function paidTransport(states: string[]) {
  const carrier = await createTransporter()
  const dealer = await createDealerTransport()
  const staff = await createStaff()
  for (const to of states) {
    const moved = await transitionTransport({
      transportId: dealer.transport.id,
      to,
      actor: { kind: 'admin', userId: staff.user.id },
      transporterTeamId: to === 'assigned' ? carrier.team.id : undefined,
      pickupOn: to === 'pickup_scheduled' ? lastWorkingDay() : undefined,
      payload: { reason: 'Prova di regolazione' },
    })
    if (!moved.ok) throw new Error(`${to}: ${moved.error}`)
  }
  await dealer.transport.refresh()
  return { ...dealer, carrier, staff }
}

test.group('Ledger / settlement of transports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const { restore } = captureBroadcasts()
    return () => {
      restore()
    }
  })

  test('paid: the net is held for the transport, the VAT owed, the gross out of the wallet', async ({
    assert,
  }) => {
    const { transport, team } = await createDealerTransport()
    assert.equal(await heldFor(transport.id), 50_000)
    assert.equal(await walletBalance(team.id), 0)
    const [funded, paid] = await walletLines(team.id)
    assert.deepEqual(
      [funded.amountCents, paid.kind, paid.amountCents],
      [61_000, 'order_payment', -61_000]
    )
    const vat = await db
      .from('ledger_entries')
      .where('transaction_id', paid.transactionId)
      .where('account', 'vat_payable')
      .first()
    assert.equal(Number(vat.amount_cents), 11_000)
  })

  test('completed: the carrier is owed its payout, the rest is the margin, once', async ({
    assert,
  }) => {
    const { transport, carrier, team } = await paidTransport([
      'assigned',
      'pickup_scheduled',
      'picked_up',
      'delivered',
      'completed',
    ])
    assert.equal(transport.payoutCents, 42_500)
    assert.equal(await heldFor(transport.id), 0)
    assert.equal(await payableBalance(carrier.team.id), 42_500)
    const [line] = await payableLines(carrier.team.id)
    assert.equal(line.kind, 'completion')
    assert.equal(line.key, `completion:${transport.id}`)
    const margin = await db
      .from('ledger_entries')
      .where('transaction_id', line.transactionId)
      .where('account', 'platform_revenue')
      .first()
    assert.equal(Number(margin.amount_cents), 7_500)
    const [payable] = await db.from('payables').where('transport_id', transport.id)
    assert.equal(payable.kind, 'transport')
    assert.equal(Number(payable.amount_cents), 42_500)
    /* the dealer's wallet is untouched by the completion */
    assert.equal(await walletBalance(team.id), 0)
    assert.deepEqual(await checkMoney(), [])
  })

  test('a dispute resolved with a refund: the wallet gets it back, the carrier bears its net', async ({
    assert,
  }) => {
    const { transport, carrier, team, user, staff } = await paidTransport([
      'assigned',
      'pickup_scheduled',
      'picked_up',
      'delivered',
    ])
    const opened = await openDispute({
      transportId: transport.id,
      actor: { kind: 'dealer', userId: user.id, teamId: team.id },
      reasonCode: 'damage',
      description: 'Graffio sulla portiera.',
      photos: [],
    })
    assert.isTrue(opened.ok)
    const resolved = await resolveDispute({
      transportId: transport.id,
      staffUserId: staff.user.id,
      decision: 'Rimborso della riparazione.',
      refundCents: 12_200,
    })
    assert.isTrue(resolved.ok)
    /* 12.200 gross = 10.000 net + 2.200 VAT back; the carrier's 42.500 less 10.000 */
    assert.equal(await walletBalance(team.id), 12_200)
    assert.equal(await payableBalance(carrier.team.id), 32_500)
    assert.equal(await heldFor(transport.id), 0)
    assert.deepEqual(await checkMoney(), [])
  })

  test('a refund never exceeds what was paid, and is refused whole', async ({ assert }) => {
    const { transport, team, user, staff } = await paidTransport([
      'assigned',
      'pickup_scheduled',
      'picked_up',
      'delivered',
    ])
    await openDispute({
      transportId: transport.id,
      actor: { kind: 'dealer', userId: user.id, teamId: team.id },
      reasonCode: 'damage',
      description: 'Graffio sulla portiera.',
      photos: [],
    })
    const tooMuch = await resolveDispute({
      transportId: transport.id,
      staffUserId: staff.user.id,
      decision: 'Troppo.',
      refundCents: 61_001,
    })
    assert.isFalse(tooMuch.ok)
    assert.equal(await walletBalance(team.id), 0)
    assert.equal(await heldFor(transport.id), 50_000)
    assert.equal((await transport.refresh()).state, 'disputed')
  })

  test('cancelled before assignment: the whole gross back to the wallet, no fee', async ({
    assert,
  }) => {
    const { transport, team, user } = await createDealerTransport()
    const cancelled = await transitionTransport({
      transportId: transport.id,
      to: 'cancelled',
      actor: { kind: 'dealer', userId: user.id, teamId: team.id },
    })
    assert.isTrue(cancelled.ok)
    assert.equal(await walletBalance(team.id), 61_000)
    assert.equal(await heldFor(transport.id), 0)
    const lines = await walletLines(team.id)
    assert.equal(lines.at(-1)!.kind, 'cancellation')
    assert.equal(lines.at(-1)!.key, `cancellation:${transport.id}`)
    assert.deepEqual(await checkMoney(), [])
  })

  test('cancelled by the dealer after assignment: the fee from the settings goes to the carrier', async ({
    assert,
  }) => {
    const { transport, team, user, carrier, staff } = await paidTransport(['assigned'])
    await updatePlatformSettings(
      settingsFormPayload({ cancellationFeeEuro: 75 }) as any,
      staff.user
    )
    const cancelled = await transitionTransport({
      transportId: transport.id,
      to: 'cancelled',
      actor: { kind: 'dealer', userId: user.id, teamId: team.id },
    })
    assert.isTrue(cancelled.ok)
    assert.equal(await walletBalance(team.id), 61_000 - 7_500)
    assert.equal(await payableBalance(carrier.team.id), 7_500)
    const [payable] = await db.from('payables').where('transport_id', transport.id)
    assert.equal(payable.kind, 'cancellation_fee')
    assert.deepEqual(await unbalancedTransactions(), [])
    assert.deepEqual(await checkMoney(), [])
  })

  test('cancelled by staff after assignment: no fee (staff decide who bears it)', async ({
    assert,
  }) => {
    const { transport, team, carrier, staff } = await paidTransport([
      'assigned',
      'pickup_scheduled',
    ])
    const cancelled = await transitionTransport({
      transportId: transport.id,
      to: 'cancelled',
      actor: { kind: 'admin', userId: staff.user.id },
      payload: { reason: 'Errore di inserimento' },
    })
    assert.isTrue(cancelled.ok)
    assert.equal(await walletBalance(team.id), 61_000)
    assert.equal(await payableBalance(carrier.team.id), 0)
  })
})
