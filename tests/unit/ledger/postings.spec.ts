import { test } from '@japa/runner'
import {
  cancellation,
  completion,
  completionSplit,
  disputeRefund,
  drainWallet,
  feeToCarrier,
  fundWallet,
  orderPayment,
  payout,
  platformSale,
} from '#ledger/domain/postings'
import { checkEntries, type EntryLine } from '#ledger/domain/accounts'

const sum = (lines: EntryLine[]) => lines.reduce((total, line) => total + line.amountCents, 0)
const byAccount = (lines: EntryLine[]) =>
  Object.fromEntries(lines.map((line) => [line.account, line.amountCents]))

test.group('Ledger / postings', () => {
  test('every flow is a valid, balanced transaction', ({ assert }) => {
    const flows: EntryLine[][] = [
      fundWallet('card', 1, 10_000),
      fundWallet('bank', 1, 10_000),
      drainWallet(1, 500),
      orderPayment(1, [
        { transportId: 10, netCents: 20_000, vatCents: 4_400 },
        { transportId: 11, netCents: 30_000, vatCents: 6_600 },
      ]),
      cancellation({
        dealerTeamId: 1,
        transportId: 10,
        heldCents: 20_000,
        vatCents: 4_400,
        feeCents: 5_000,
        carrierTeamId: 2,
      }),
      disputeRefund({ dealerTeamId: 1, transportId: 10, netCents: 9_877, vatCents: 2_173 }),
      completion({
        dealerTeamId: 1,
        carrierTeamId: 2,
        transportId: 10,
        netCents: 20_000,
        heldCents: 20_000,
        payoutCents: 17_000,
      }),
      feeToCarrier({ dealerTeamId: 1, carrierTeamId: 2, feeCents: 8_000 }),
      platformSale(1, 4_900, 1_078),
      payout(2, 17_000),
    ]
    for (const lines of flows) {
      assert.equal(sum(lines), 0)
      assert.isNull(checkEntries(lines), JSON.stringify(lines))
    }
  })

  test('an order: the gross leaves the wallet, each net is held for its transport, the VAT is owed', ({
    assert,
  }) => {
    const lines = orderPayment(1, [
      { transportId: 10, netCents: 20_000, vatCents: 4_400 },
      { transportId: 11, netCents: 30_000, vatCents: 6_600 },
    ])
    assert.deepEqual(lines, [
      { account: 'dealer_wallet', teamId: 1, amountCents: -61_000 },
      { account: 'held', teamId: 1, transportId: 10, amountCents: 20_000 },
      { account: 'held', teamId: 1, transportId: 11, amountCents: 30_000 },
      { account: 'vat_payable', amountCents: 11_000 },
    ])
  })

  test('a cancellation gives back the gross; after assignment the fee goes to the carrier, never more than comes back', ({
    assert,
  }) => {
    const base = { dealerTeamId: 1, transportId: 10, heldCents: 20_000, vatCents: 4_400 }
    assert.deepEqual(byAccount(cancellation({ ...base, feeCents: 0, carrierTeamId: null })), {
      held: -20_000,
      vat_payable: -4_400,
      dealer_wallet: 24_400,
    })
    assert.deepEqual(byAccount(cancellation({ ...base, feeCents: 5_000, carrierTeamId: 2 })), {
      held: -20_000,
      vat_payable: -4_400,
      dealer_wallet: 19_400,
      transporter_payable: 5_000,
    })
    /* a fee above the refund is capped at it */
    assert.deepEqual(byAccount(cancellation({ ...base, feeCents: 99_999, carrierTeamId: 2 })), {
      held: -20_000,
      vat_payable: -4_400,
      transporter_payable: 24_400,
    })
    /* without a carrier there is no fee */
    assert.equal(
      byAccount(cancellation({ ...base, feeCents: 5_000, carrierTeamId: null })).dealer_wallet,
      24_400
    )
  })

  test('a dispute refund leaves what is held and the VAT, and lands in the wallet', ({
    assert,
  }) => {
    assert.deepEqual(
      byAccount(
        disputeRefund({ dealerTeamId: 1, transportId: 10, netCents: 10_000, vatCents: 2_200 })
      ),
      { held: -10_000, vat_payable: -2_200, dealer_wallet: 12_200 }
    )
  })

  test('at completion the carrier gets its payout less what the dealer was refunded; the margin is the rest', ({
    assert,
  }) => {
    assert.deepEqual(
      completionSplit({ netCents: 20_000, heldCents: 20_000, payoutCents: 17_000 }),
      {
        payableCents: 17_000,
        marginCents: 3_000,
      }
    )
    /* 10.000,00 € net refunded: the carrier bears it */
    assert.deepEqual(
      completionSplit({ netCents: 20_000, heldCents: 10_000, payoutCents: 17_000 }),
      {
        payableCents: 7_000,
        marginCents: 3_000,
      }
    )
    /* refunded beyond the payout: the carrier gets nothing, never below zero */
    assert.deepEqual(completionSplit({ netCents: 20_000, heldCents: 1_000, payoutCents: 17_000 }), {
      payableCents: 0,
      marginCents: 1_000,
    })
    /* a bid above what is held never pays more than is held */
    assert.deepEqual(
      completionSplit({ netCents: 20_000, heldCents: 20_000, payoutCents: 23_000 }),
      {
        payableCents: 20_000,
        marginCents: 0,
      }
    )
  })
})
