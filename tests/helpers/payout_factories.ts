/**
 * Test data for payouts: carriers with a payout account, completed transports
 * whose completion credited the carrier's payable (as settleTransition posts
 * it), valid SEPA IBANs.
 */
import db from '@adonisjs/lucid/services/db'
import type Team from '#teams/models/team'
import PayoutAccount from '#payouts/models/payout_account'
import { postTransaction } from '#ledger/actions/post_transaction'
import { completion } from '#ledger/domain/postings'
import { heldFor } from '#ledger/queries/balances'
import { createDealerTransport } from '#tests/helpers/transport_factories'
import { createUserWithTeam } from '#tests/helpers/factories'

/** A valid German IBAN (mod-97 check digits) numbered n: SEPA, no national check digit. */
export function testIban(n: number) {
  const bban = `37040044${String(n).padStart(10, '0')}`
  const digits = `${bban}DE00`.replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55))
  let rest = 0
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97
  return `DE${String(98 - rest).padStart(2, '0')}${bban}`
}

let ibanSequence = 1000

/** The team's payout account (a fresh valid IBAN unless one is given). */
export function givePayoutAccount(team: Team, iban = testIban(ibanSequence++)) {
  return PayoutAccount.create({
    teamId: team.id,
    iban,
    bic: null,
    accountHolder: `${team.name} S.r.l.`,
    updatedByUserId: null,
  })
}

/** A carrier team (owner user) with a payout account, or without one. */
export async function createPaidCarrier(options: { account?: boolean } = {}) {
  const carrier = await createUserWithTeam('transporter')
  const account = options.account === false ? null : await givePayoutAccount(carrier.team)
  return { ...carrier, account }
}

/**
 * A transport of a new dealer, completed by the carrier: what was held goes
 * to the carrier's payable and the platform's margin (one `payables` row).
 */
export async function completedTransportFor(carrierTeamId: number) {
  const dealer = await createDealerTransport({
    state: 'completed',
    transporterTeamId: carrierTeamId,
  })
  const { transport } = dealer
  const posted = await db.transaction(async (trx) =>
    postTransaction(
      {
        kind: 'completion',
        key: `completion:${transport.id}`,
        entries: completion({
          dealerTeamId: transport.teamId,
          carrierTeamId,
          transportId: transport.id,
          netCents: transport.netCents,
          heldCents: await heldFor(transport.id, trx),
          payoutCents: transport.payoutCents,
        }),
        teamId: transport.teamId,
        transportId: transport.id,
        reason: transport.reference,
        payable: { kind: 'transport', transportId: transport.id },
      },
      trx
    )
  )
  if (!posted.ok) throw new Error(`completion: ${posted.error}`)
  return dealer
}
