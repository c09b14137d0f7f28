import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Team from '#teams/models/team'
import { postTransaction } from '#ledger/actions/post_transaction'
import { platformSale } from '#ledger/domain/postings'
import { err, ok, type Result } from '#core/result'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { vatOf } from '#ordering/domain/totals'

/** Used when the platform settings carry no valid price. */
export const DEFAULT_PRO_MONTHLY_CENTS = 4900

export type UpgradeError = 'already_pro' | 'insufficient_funds' | 'not_a_dealer'

class UpgradeFailure extends Error {
  constructor(readonly code: UpgradeError) {
    super(code)
  }
}

/** The current price of the pro plan, in cents. */
export async function proPriceCents(): Promise<number> {
  const settings = await currentPricingSettings()
  const cents = settings.proMonthlyCents
  return Number.isSafeInteger(cents) && cents > 0 ? cents : DEFAULT_PRO_MONTHLY_CENTS
}

/**
 * Upgrades a dealer team to the pro plan, paid from its wallet (kind
 * `pro_upgrade`): the price plus VAT (22%, on top, as the plan page shows
 * it), in one transaction: the wallet lock also serialises two clicks, so
 * the plan is paid once.
 */
export async function upgradeToPro(input: {
  teamId: number
  userId: number
}): Promise<Result<Team, UpgradeError>> {
  const net = await proPriceCents()
  const cents = net + vatOf(net)
  let team: Team
  try {
    team = await db.transaction(async (trx) => {
      const debit = await postTransaction(
        {
          kind: 'pro_subscription',
          entries: platformSale(input.teamId, net, cents - net),
          teamId: input.teamId,
          byUserId: input.userId,
        },
        trx
      )
      /* the wallet row is locked from here on: re-read the plan under the lock */
      const found = await Team.query({ client: trx }).where('id', input.teamId).firstOrFail()
      if (found.kind !== 'dealer') throw new UpgradeFailure('not_a_dealer')
      if (found.plan === 'pro') throw new UpgradeFailure('already_pro')
      if (!debit.ok) throw new UpgradeFailure('insufficient_funds')
      found.plan = 'pro'
      found.proSince = DateTime.now()
      await found.useTransaction(trx).save()
      return found
    })
  } catch (error) {
    if (error instanceof UpgradeFailure) return err(error.code)
    throw error
  }
  return ok(team)
}
