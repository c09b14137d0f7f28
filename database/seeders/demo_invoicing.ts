/**
 * Demo invoicing (issue 12): the platform's company data complete for
 * invoices (before the demo pays anything: the payment flows issue an
 * invoice per paid transport and pro month, a credit note per cancellation
 * and dispute refund), the documents handed to the SDI file drop, the demo
 * carrier's payout IBAN.
 */
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { settingsToForm } from '#pricing/domain/settings_form'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import { sendInvoiceToSdi } from '#invoicing/actions/send_to_sdi'
import { updatePayoutAccount } from '#payouts/actions/update_payout_account'
import {
  approvePayoutBatch,
  createPayoutBatch,
  markPayoutBatchPaid,
} from '#payouts/actions/payout_batches'

/** The platform's company as the demo shows it (valid check digits, not a real company). */
export const DEMO_COMPANY = {
  legalName: 'Trasporti S.r.l.',
  vatNumber: '01234567897',
  fiscalCode: '01234567897',
  street: 'Via Monte Napoleone 10',
  cap: '20121',
  city: 'Milano',
  province: 'MI',
  reaOffice: 'MI',
  reaNumber: '2012345',
  email: 'amministrazione@trasporti.example',
  pec: 'trasporti@pec.example.it',
  phone: '+39 02 1234567',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22XXX',
  bankName: 'Banca Popolare di Esempio',
}

async function completeCompanyData(admin: User) {
  const settings = await currentPricingSettings()
  if (settings.company.vatNumber && settings.company.street) return
  await updatePlatformSettings({ ...settingsToForm(settings), company: DEMO_COMPANY }, admin)
}

/**
 * The platform's company data, before any payment: every paid order, pro
 * month and refund of the demo then issues its invoice or credit note itself
 * (the payment flows do, app/ordering/actions/pay_order.ts).
 */
export async function seedPlatformCompanyDemo() {
  const admin = await User.findByOrFail('email', 'admin@example.com')
  await completeCompanyData(admin)
}

/** The demo's invoices and credit notes handed to the SDI file drop, as the queued job would. */
async function dropToSdi() {
  const documents = await db.from('invoices').orderBy('id').select('id')
  for (const document of documents) await sendInvoiceToSdi(document.id)
}

/** The demo carrier is paid on this account (set before the demo's payout batch). */
async function demoCarrierAccount() {
  const carrier = await Team.findByOrFail('name', 'Trasporti Bianchi')
  const owner = await User.findByOrFail('email', 'transporter@example.com')
  const saved = await updatePayoutAccount(
    carrier,
    {
      iban: 'IT66A0306909606100000012345',
      accountHolder: carrier.legalName ?? carrier.name,
      bic: 'BCITITMMXXX',
    },
    owner.id
  )
  if (!saved.ok) throw new Error(`demo payout account failed: ${saved.error}`)
}

/**
 * Money paid out (issue 12): the carrier's payout account, then a batch of
 * what it was owed so far, approved and paid by staff. Seeded after the
 * orders and before the dry runs, whose fee stays owed (Admin → carrier
 * payouts has something to pay, the carrier's Payments shows due and paid).
 */
export async function seedPayoutsDemo() {
  await demoCarrierAccount()
  const admin = await User.findByOrFail('email', 'admin@example.com')
  const created = await createPayoutBatch({ byUserId: admin.id })
  if (!created.ok) throw new Error(`demo payout batch failed: ${created.error}`)
  const approved = await approvePayoutBatch({ batchId: created.value.id, byUserId: admin.id })
  if (!approved.ok) throw new Error(`demo payout approval failed: ${approved.error}`)
  const paid = await markPayoutBatchPaid({ batchId: created.value.id, byUserId: admin.id })
  if (!paid.ok) throw new Error(`demo payout failed: ${paid.error}`)
}

export async function seedInvoicingDemo() {
  await dropToSdi()
}
