/**
 * Parties of invoices for tests: the platform as seller, a dealer as
 * customer (valid P.IVA, IBAN and BIC with correct check digits).
 */
import type { CustomerSnapshot, SellerSnapshot } from '#invoicing/domain/parties'
import db from '@adonisjs/lucid/services/db'
import type Team from '#teams/models/team'
import { DEFAULT_PRICING_SETTINGS } from '#pricing/domain/pricing'
import { settingsToForm } from '#pricing/domain/settings_form'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import {
  issueCreditNote,
  issueInvoice,
  type IssueCreditNoteInput,
  type IssueInvoiceInput,
} from '#invoicing/actions/issue_documents'
import { createUserWithTeam } from '#tests/helpers/factories'
import { nextVatNumber } from '#database/factories/sequence'

export const SELLER: SellerSnapshot = {
  legalName: 'Trasporti S.r.l.',
  vatNumber: '01234567897',
  fiscalCode: '01234567897',
  street: 'Via Monte Napoleone 10',
  cap: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  taxRegime: 'RF01',
  reaOffice: 'MI',
  reaNumber: '2012345',
  email: 'amministrazione@trasporti.example',
  pec: 'trasporti@pec.example.it',
  phone: '+39 02 1234567',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22XXX',
  bankName: 'Banca Popolare di Esempio',
}

export const CUSTOMER: CustomerSnapshot = {
  legalName: 'Autosalone Rossi S.p.A.',
  vatNumber: '12345678903',
  fiscalCode: null,
  street: 'Via Emilia 120',
  cap: '40133',
  city: 'Bologna',
  province: 'BO',
  country: 'IT',
  sdiCode: 'M5UXCR1',
  pec: null,
}

/* Database fixtures ------------------------------------------------------------------ */

/** The platform's company as the Settings → General form carries it (SELLER). */
export function sellerForm() {
  return {
    legalName: SELLER.legalName,
    vatNumber: SELLER.vatNumber,
    fiscalCode: SELLER.fiscalCode!,
    street: SELLER.street,
    cap: SELLER.cap,
    city: SELLER.city,
    province: SELLER.province,
    reaOffice: SELLER.reaOffice!,
    reaNumber: SELLER.reaNumber!,
    email: SELLER.email!,
    pec: SELLER.pec!,
    phone: SELLER.phone!,
    iban: SELLER.iban!,
    bic: SELLER.bic!,
    bankName: SELLER.bankName!,
  }
}

/** The platform's company data complete for invoicing (a new settings version). */
export async function configureSeller(overrides: Record<string, string> = {}) {
  const form = settingsToForm(DEFAULT_PRICING_SETTINGS)
  return updatePlatformSettings({ ...form, company: { ...sellerForm(), ...overrides } }, null)
}

export { nextVatNumber } from '#database/factories/sequence'

/** Company data an invoice can be issued to (SDI code, or only a PEC). */
export async function giveCompanyData(team: Team, options: { pecOnly?: boolean } = {}) {
  team.merge({
    legalName: `${team.name} S.r.l.`,
    vatNumber: nextVatNumber(),
    fiscalCode: null,
    sdiCode: options.pecOnly ? null : 'M5UXCR1',
    pec: options.pecOnly ? `fatture-${team.id}@pec.example.it` : null,
    street: 'Via Emilia 120',
    cap: '40133',
    city: 'Bologna',
    province: 'BO',
  })
  await team.save()
  return team
}

/** A dealer (owner user + team) with company data an invoice can be issued to. */
export async function createInvoicedDealer(options: { pecOnly?: boolean } = {}) {
  const dealer = await createUserWithTeam('dealer')
  await giveCompanyData(dealer.team, options)
  return dealer
}

export const TRANSPORT_LINE = {
  description: 'Trasporto T-2026-000012: Milano (MI) → Napoli (NA), 2 veicoli',
  unitNetCents: 50_000,
}

/** Issues an invoice in its own transaction (as a payment flow would, inside its own). */
export function issueTestInvoice(teamId: number, overrides: Partial<IssueInvoiceInput> = {}) {
  return db.transaction((trx) =>
    issueInvoice({ teamId, lines: [TRANSPORT_LINE], paymentMethod: 'wallet', ...overrides }, trx)
  )
}

export function issueTestCreditNote(input: IssueCreditNoteInput) {
  return db.transaction((trx) => issueCreditNote(input, trx))
}
