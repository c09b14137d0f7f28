import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'
import PayoutAccount from '#payouts/models/payout_account'
import PayoutAccountChange from '#payouts/models/payout_account_change'
import { ibanProblem, maskIban, normalizeBic, normalizeIban } from '#payouts/domain/iban'
import '#payouts/events'

export type PayoutAccountInput = {
  iban: string
  accountHolder: string
  bic?: string | null
}

export type PayoutAccountError = 'invalid_iban' | 'invalid_bic' | 'invalid_holder' | 'not_a_carrier'

/**
 * Enters or changes a carrier team's payout bank account (validated again
 * here: the IBAN's checksum, the BIC's format). A new or different IBAN is
 * recorded (who, when, old → new masked) in the same transaction, and after
 * the commit the team's owners are e-mailed. Saving the same IBAN with
 * another holder name records nothing.
 */
export async function updatePayoutAccount(
  team: { id: number; kind: string },
  input: PayoutAccountInput,
  byUserId: number
): Promise<Result<PayoutAccount, PayoutAccountError>> {
  if (team.kind !== 'transporter') return err('not_a_carrier')
  if (ibanProblem(input.iban)) return err('invalid_iban')
  const iban = normalizeIban(input.iban)!
  const bic = input.bic ? normalizeBic(input.bic) : null
  if (input.bic && !bic) return err('invalid_bic')
  const holder = (input.accountHolder ?? '').trim()
  if (holder.length < 2 || holder.length > 70) return err('invalid_holder')

  const { account, change } = await db.transaction(async (trx) => {
    const existing = await lockForUpdate(
      PayoutAccount.query({ client: trx }).where('team_id', team.id),
      trx
    ).first()
    const previous = existing?.iban ?? null
    const saved = existing ?? new PayoutAccount()
    saved.useTransaction(trx)
    saved.merge({ teamId: team.id, iban, bic, accountHolder: holder, updatedByUserId: byUserId })
    await saved.save()
    const recorded =
      previous === iban
        ? null
        : await PayoutAccountChange.create(
            {
              teamId: team.id,
              userId: byUserId,
              oldIbanMasked: maskIban(previous),
              newIbanMasked: maskIban(iban)!,
            },
            { client: trx }
          )
    return { account: saved, change: recorded }
  })
  if (change) await emitter.emit('payouts:iban_changed', { changeId: change.id })
  return ok(account)
}
