import { err, ok, type Result } from '#core/result'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { batchForFile } from '#payouts/queries/payout_batches'
import { hasSepaFile, sepaBatchOf } from '#payouts/domain/batches'
import { buildSepaCreditTransfer, type SepaError, type SepaFile } from '#payouts/domain/sepa'
import { todayInRome } from '#shared/time_zone'

export type SepaFileError = 'not_found' | 'not_approved' | 'no_company_account' | SepaError

/**
 * The pain.001 credit-transfer file of an approved (or paid) batch: the
 * platform's company (Settings → Company: legal name, IBAN, BIC) pays each
 * carrier its payout, to be executed today.
 */
export async function batchSepaFile(
  batchId: number
): Promise<Result<SepaFile & { messageId: string }, SepaFileError>> {
  const found = await batchForFile(batchId)
  if (!found) return err('not_found')
  const { batch, payouts } = found
  if (!hasSepaFile(batch.state) || !batch.messageId) return err('not_approved')
  const { company } = await currentPricingSettings()
  if (!company.iban || !company.legalName) return err('no_company_account')
  const built = buildSepaCreditTransfer(
    sepaBatchOf({
      batch: { id: batch.id, messageId: batch.messageId, createdAt: batch.createdAt },
      payouts,
      debtor: { name: company.legalName, iban: company.iban, bic: company.bic || null },
      executionDate: todayInRome(),
      remittance: company.legalName,
    })
  )
  if (!built.ok) return err(built.error)
  return ok({ ...built.value, messageId: batch.messageId })
}
