/*
| The company that runs the platform: the data controller named in the privacy
| policy, the contracting party of the terms, the sales contact on the landing
| page. Every value can be overridden with an environment variable (set them
| in production: the defaults describe the service, not a registered company).
*/

function fromEnv(name: string): string | null {
  const value = process.env[name]?.trim()
  return value ? value : null
}

export type CompanyInfo = {
  /** Ragione sociale. */
  legalName: string
  /** Registered office (sede legale). */
  address: string
  vatNumber: string | null
  /** Companies register / REA entry, e.g. "MI-1234567". */
  registration: string | null
  email: string
  pec: string | null
  phone: string | null
  salesEmail: string
  privacyEmail: string
  /** Data protection officer, when one is appointed. */
  dpoEmail: string | null
  /** Court with exclusive jurisdiction in the terms (foro competente). */
  court: string
  /** Processors named in the privacy policy. */
  hostingProvider: string | null
  mailProvider: string | null
  paymentsProvider: string
  /** ISO date of the current version of the privacy policy and terms. */
  policiesUpdatedOn: string
}

export const company: CompanyInfo = {
  legalName: fromEnv('COMPANY_LEGAL_NAME') ?? 'Trasporti S.r.l.',
  address: fromEnv('COMPANY_ADDRESS') ?? 'Milano (MI), Italia',
  vatNumber: fromEnv('COMPANY_VAT_NUMBER'),
  registration: fromEnv('COMPANY_REGISTRATION'),
  email: fromEnv('COMPANY_EMAIL') ?? 'info@trasporti.it',
  pec: fromEnv('COMPANY_PEC'),
  phone: fromEnv('COMPANY_PHONE'),
  salesEmail: fromEnv('COMPANY_SALES_EMAIL') ?? 'commerciale@trasporti.it',
  privacyEmail: fromEnv('COMPANY_PRIVACY_EMAIL') ?? 'privacy@trasporti.it',
  dpoEmail: fromEnv('COMPANY_DPO_EMAIL'),
  court: fromEnv('COMPANY_COURT') ?? 'Milano',
  hostingProvider: fromEnv('COMPANY_HOSTING_PROVIDER'),
  mailProvider: fromEnv('COMPANY_MAIL_PROVIDER'),
  paymentsProvider:
    fromEnv('COMPANY_PAYMENTS_PROVIDER') ?? 'Stripe Payments Europe, Ltd. (Dublino, Irlanda)',
  policiesUpdatedOn: fromEnv('COMPANY_POLICIES_UPDATED_ON') ?? '2026-11-22',
}

export default company
