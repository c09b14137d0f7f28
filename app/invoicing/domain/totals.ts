/**
 * The money of an invoice (pure; integer cents, VAT rates in basis points:
 * 2200 = 22 %). The rules follow FatturaPA's:
 *
 * - a line's net (PrezzoTotale) = quantity × unit net, exact in cents;
 * - per VAT rate (DatiRiepilogo): the taxable amount (ImponibileImporto) is
 *   the sum of the nets of the lines at that rate, the VAT (Imposta) is that
 *   taxable amount × rate, rounded half up to the cent — once per rate, never
 *   line by line;
 * - the document's VAT is the sum of the summaries' VAT, its gross
 *   (ImportoTotaleDocumento) = net + VAT.
 *
 * A credit note of a gross amount (what the ledger gives back) is split with
 * `splitGross`: the VAT then is gross − net, so the note's gross is exactly
 * the ledger's cents.
 */

/** The one VAT rate in scope: 22 % (reverse charge and exemptions are out of scope). */
export const STANDARD_VAT_BASIS_POINTS = 2200

/** At most this many lines on one document (an order's transports, with room). */
export const MAX_LINES = 200
/** At most this quantity on a line (integer units). */
export const MAX_QUANTITY = 10_000
/** A document's gross never reaches 10 million euro (far above any order). */
export const MAX_DOCUMENT_CENTS = 1_000_000_000
export const MAX_DESCRIPTION_LENGTH = 1000

export type InvoiceLineInput = {
  description: string
  /** Whole units, 1 … 10,000. */
  quantity: number
  /** Net price of one unit, integer cents ≥ 0. */
  unitNetCents: number
  /** 2200 = 22 %. */
  vatBasisPoints: number
}

export type InvoiceLine = InvoiceLineInput & { netCents: number }

export type VatSummary = { vatBasisPoints: number; netCents: number; vatCents: number }

export type DocumentTotals = {
  lines: InvoiceLine[]
  summaries: VatSummary[]
  netCents: number
  vatCents: number
  grossCents: number
}

export type TotalsError = 'invalid_lines' | 'invalid_amount'

/** round(value × numerator / denominator) half up, for non-negative integers, exactly (BigInt). */
export function mulDivHalfUp(value: number, numerator: number, denominator: number): number {
  if (value < 0) return -mulDivHalfUp(-value, numerator, denominator)
  const product = BigInt(value) * BigInt(numerator)
  const divisor = BigInt(denominator)
  return Number((product * 2n + divisor) / (divisor * 2n))
}

/** VAT on a taxable amount at a rate, rounded half up to the cent. */
export function vatOfNet(netCents: number, vatBasisPoints: number): number {
  return mulDivHalfUp(netCents, vatBasisPoints, 10_000)
}

function validLine(line: InvoiceLineInput): boolean {
  const description = typeof line.description === 'string' ? line.description.trim() : ''
  return (
    description.length > 0 &&
    description.length <= MAX_DESCRIPTION_LENGTH &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_QUANTITY &&
    Number.isSafeInteger(line.unitNetCents) &&
    line.unitNetCents >= 0 &&
    line.unitNetCents <= MAX_DOCUMENT_CENTS &&
    /* Only the standard rate: a 0 % line needs a Natura code (exemptions are out of scope). */
    line.vatBasisPoints === STANDARD_VAT_BASIS_POINTS
  )
}

/**
 * The totals of a document from its lines: each line's net, one summary per
 * rate (ascending), the document's net, VAT and gross. Refuses an empty or
 * malformed list, a zero total and a total beyond MAX_DOCUMENT_CENTS.
 */
export function documentTotals(
  input: readonly InvoiceLineInput[]
): { ok: true; value: DocumentTotals } | { ok: false; error: TotalsError } {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_LINES) {
    return { ok: false, error: 'invalid_lines' }
  }
  if (!input.every(validLine)) return { ok: false, error: 'invalid_lines' }
  const lines = input.map((line) => ({
    description: line.description.trim(),
    quantity: line.quantity,
    unitNetCents: line.unitNetCents,
    vatBasisPoints: line.vatBasisPoints,
    netCents: line.quantity * line.unitNetCents,
  }))
  const byRate = new Map<number, number>()
  for (const line of lines) {
    byRate.set(line.vatBasisPoints, (byRate.get(line.vatBasisPoints) ?? 0) + line.netCents)
  }
  const summaries = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatBasisPoints, netCents]) => ({
      vatBasisPoints,
      netCents,
      vatCents: vatOfNet(netCents, vatBasisPoints),
    }))
  const netCents = summaries.reduce((sum, summary) => sum + summary.netCents, 0)
  const vatCents = summaries.reduce((sum, summary) => sum + summary.vatCents, 0)
  const grossCents = netCents + vatCents
  if (netCents <= 0 || grossCents > MAX_DOCUMENT_CENTS)
    return { ok: false, error: 'invalid_amount' }
  return { ok: true, value: { lines, summaries, netCents, vatCents, grossCents } }
}

export type GrossSplit = {
  netCents: number
  vatCents: number
  /**
   * true when vatCents = round(net × rate) exactly (the document rule). For a
   * few gross amounts no net gives that (the map net → net + VAT skips
   * values); the VAT then differs from it by one cent, which the SDI accepts
   * (Imposta is checked with a tolerance of ±0.01 €).
   */
  exact: boolean
}

/**
 * A gross amount split into net + VAT at a rate (22 % unless told): the net
 * is gross / (1 + rate) rounded half up, moved by a cent when that makes
 * VAT = round(net × rate) hold exactly; the VAT is always gross − net, so
 * net + VAT reproduces the gross cent for cent. `ratePercent` is a percent
 * (22), for the caller's convenience; basis points inside.
 */
export function splitGross(grossCents: number, ratePercent = 22): GrossSplit {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new Error('A gross amount is non-negative integer cents')
  }
  const basisPoints = Math.round(ratePercent * 100)
  if (!Number.isFinite(ratePercent) || basisPoints < 0 || basisPoints > 10_000) {
    throw new Error('A VAT rate is a percent between 0 and 100')
  }
  const estimate = mulDivHalfUp(grossCents, 10_000, 10_000 + basisPoints)
  for (const net of [estimate, estimate - 1, estimate + 1]) {
    if (net < 0 || net > grossCents) continue
    if (net + vatOfNet(net, basisPoints) === grossCents) {
      return { netCents: net, vatCents: grossCents - net, exact: true }
    }
  }
  return { netCents: estimate, vatCents: grossCents - estimate, exact: false }
}

/**
 * The totals of a credit note given as a gross amount: one line (quantity 1)
 * whose net is the split's net, one summary whose VAT is the split's VAT.
 */
export function totalsFromGross(
  grossCents: number,
  description: string,
  vatBasisPoints = STANDARD_VAT_BASIS_POINTS
): { ok: true; value: DocumentTotals } | { ok: false; error: TotalsError } {
  if (!Number.isSafeInteger(grossCents) || grossCents <= 0 || grossCents > MAX_DOCUMENT_CENTS) {
    return { ok: false, error: 'invalid_amount' }
  }
  const split = splitGross(grossCents, vatBasisPoints / 100)
  if (split.netCents <= 0) return { ok: false, error: 'invalid_amount' }
  const line: InvoiceLineInput = {
    description,
    quantity: 1,
    unitNetCents: split.netCents,
    vatBasisPoints,
  }
  if (!validLine(line)) return { ok: false, error: 'invalid_lines' }
  return {
    ok: true,
    value: {
      lines: [{ ...line, description: description.trim(), netCents: split.netCents }],
      summaries: [{ vatBasisPoints, netCents: split.netCents, vatCents: split.vatCents }],
      netCents: split.netCents,
      vatCents: split.vatCents,
      grossCents,
    },
  }
}

/** Cents as FatturaPA writes amounts: `1234.50`, `-3.00` (a dot, exactly 2 decimals). */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A rate in basis points as FatturaPA writes it: 2200 → `22.00`. */
export function decimalRate(basisPoints: number): string {
  return decimalAmount(basisPoints)
}
