import PayoutAccount from '#payouts/models/payout_account'
import PayoutAccountChange from '#payouts/models/payout_account_change'
import { namesById } from '#core/database/plain_rows'
import User from '#identity/models/user'

export const CHANGES_SHOWN = 10

/** A carrier team's payout account and its last changes (with who made them). */
export async function payoutAccountOf(teamId: number) {
  const [account, changes] = await Promise.all([
    PayoutAccount.query().where('team_id', teamId).first(),
    PayoutAccountChange.query()
      .where('team_id', teamId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CHANGES_SHOWN),
  ])
  const names = await namesById(
    User,
    changes.map((change) => change.userId),
    'full_name'
  )
  return {
    account,
    changes: changes.map((change) => ({
      id: change.id,
      oldIbanMasked: change.oldIbanMasked,
      newIbanMasked: change.newIbanMasked,
      by: change.userId ? (names.get(change.userId) ?? null) : null,
      at: change.createdAt.toISO()!,
    })),
  }
}
