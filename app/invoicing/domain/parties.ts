/**
 * The two parties of an invoice, as copied onto it when it is issued (pure):
 * the seller (cedente/prestatore: the platform's company, from Settings →
 * General) and the customer (cessionario/committente: the dealer team's
 * company data). A later change of either never changes an issued invoice.
 */
import { isValidCodiceFiscale, isValidPartitaIva, normalizeFiscalId } from '#shared/italian_fiscal'
import { isProvinceCode } from '#shared/italian_provinces'

export type PartyAddress = {
  street: string
  cap: string
  city: string
  /** two-letter province code */
  province: string
  /** ISO 3166-1 alpha-2; only IT in scope */
  country: 'IT'
}

export type SellerSnapshot = PartyAddress & {
  legalName: string
  /** 11 digits, no IT prefix */
  vatNumber: string
  fiscalCode: string | null
  /** FatturaPA RegimeFiscale: RF01 ordinario */
  taxRegime: 'RF01'
  /** REA: the office's province code and the number, when registered */
  reaOffice: string | null
  reaNumber: string | null
  email: string | null
  pec: string | null
  phone: string | null
  /** Where dealers pay bank transfers to */
  iban: string | null
  bic: string | null
  bankName: string | null
}

export type CustomerSnapshot = PartyAddress & {
  legalName: string
  vatNumber: string
  fiscalCode: string | null
  /** the SDI recipient code (7 characters), or null when the invoice goes to a PEC */
  sdiCode: string | null
  pec: string | null
}

/** What Settings → General keeps about the platform's company (see app/pricing/domain/pricing.ts). */
export type CompanySettings = {
  legalName: string
  vatNumber: string
  fiscalCode: string
  street: string
  cap: string
  city: string
  province: string
  country: string
  taxRegime: string
  reaOffice: string
  reaNumber: string
  email: string
  pec: string
  phone: string
  iban: string
  bic: string
  bankName: string
}

/** The team columns an invoice copies. */
export type TeamCompany = {
  legalName: string | null
  vatNumber: string | null
  fiscalCode: string | null
  sdiCode: string | null
  pec: string | null
  street: string | null
  cap: string | null
  city: string | null
  province: string | null
}

const blank = (value: string | null | undefined) => !value || value.trim() === ''
const orNull = (value: string | null | undefined) => (blank(value) ? null : value!.trim())

function vatDigits(value: string) {
  return normalizeFiscalId(value).replace(/^IT/, '')
}

function validAddress(party: {
  street?: string | null
  cap?: string | null
  city?: string | null
  province?: string | null
}) {
  return (
    !blank(party.street) &&
    /^\d{5}$/.test(party.cap ?? '') &&
    !blank(party.city) &&
    isProvinceCode((party.province ?? '').toUpperCase())
  )
}

/**
 * The seller snapshot from the settings, or null when something an invoice
 * needs is missing: legal name, a valid P.IVA, the registered office
 * (street, CAP, city, province). Regime fiscale RF01 (ordinario) is the only
 * one in scope.
 */
export function sellerFromSettings(company: CompanySettings): SellerSnapshot | null {
  if (blank(company.legalName) || !isValidPartitaIva(company.vatNumber)) return null
  if (!validAddress(company)) return null
  if (!blank(company.fiscalCode) && !isValidCodiceFiscale(company.fiscalCode)) return null
  return {
    legalName: company.legalName.trim(),
    vatNumber: vatDigits(company.vatNumber),
    fiscalCode: blank(company.fiscalCode) ? null : normalizeFiscalId(company.fiscalCode),
    street: company.street.trim(),
    cap: company.cap,
    city: company.city.trim(),
    province: company.province.toUpperCase(),
    country: 'IT',
    taxRegime: 'RF01',
    reaOffice:
      blank(company.reaOffice) || blank(company.reaNumber) ? null : company.reaOffice.toUpperCase(),
    reaNumber:
      blank(company.reaOffice) || blank(company.reaNumber) ? null : company.reaNumber.trim(),
    email: orNull(company.email),
    pec: orNull(company.pec),
    phone: orNull(company.phone),
    iban: orNull(company.iban),
    bic: orNull(company.bic),
    bankName: orNull(company.bankName),
  }
}

/**
 * The customer snapshot from the team's company data, or null when it cannot
 * be invoiced: legal name, a valid P.IVA and the registered office are
 * required (an SDI code or a PEC is not: without either the invoice is
 * delivered to the customer's reserved area at the Agenzia delle Entrate,
 * CodiceDestinatario 0000000).
 */
export function customerFromTeam(team: TeamCompany): CustomerSnapshot | null {
  if (blank(team.legalName) || !isValidPartitaIva(team.vatNumber)) return null
  if (!validAddress(team)) return null
  const fiscalCode =
    !blank(team.fiscalCode) && isValidCodiceFiscale(team.fiscalCode)
      ? normalizeFiscalId(team.fiscalCode!)
      : null
  return {
    legalName: team.legalName!.trim(),
    vatNumber: vatDigits(team.vatNumber!),
    fiscalCode,
    street: team.street!.trim(),
    cap: team.cap!,
    city: team.city!.trim(),
    province: team.province!.toUpperCase(),
    country: 'IT',
    sdiCode: blank(team.sdiCode) ? null : team.sdiCode!.trim().toUpperCase(),
    pec: orNull(team.pec),
  }
}

/** One line of an address: `Via Roma 1, 20100 Milano (MI)`. */
export function addressLine(party: PartyAddress): string {
  return `${party.street}, ${party.cap} ${party.city} (${party.province})`
}
