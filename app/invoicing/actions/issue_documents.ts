/**
 * Issuing the platform's fiscal documents: an invoice for what a dealer
 * paid, a credit note for what it got back. Both run inside the caller's
 * transaction (the payment's, the refund's), so the document exists if and
 * only if the money moved; its files and its delivery to the SDI follow
 * after the commit (DeliverInvoiceJob), generated once.
 *
 * API for the money flows (docs/domain.md, "Invoicing"):
 *
 *   const result = await issueInvoice({ teamId, orderId, lines, paymentMethod: 'wallet',
 *     idempotencyKey: `order:${order.id}` }, trx)
 *   const note = await issueCreditNote({ invoiceId, amountCents: refund, reason,
 *     idempotencyKey: `refund:${entry.id}` }, trx)
 */
import { notifyInvoiceIssued } from '#notifications/actions/lifecycle'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { err, ok, type Result } from '#core/result'
import { date } from '#shared/format'
import Team from '#teams/models/team'
import Invoice from '#invoicing/models/invoice'
import InvoiceLine from '#invoicing/models/invoice_line'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { takeNumber } from '#invoicing/actions/take_number'
import { PAYMENT_METHODS, type PaymentMethod } from '#invoicing/domain/fatturapa'
import type { InvoiceKind } from '#invoicing/domain/numbering'
import {
  customerFromTeam,
  sellerFromSettings,
  type CustomerSnapshot,
  type SellerSnapshot,
} from '#invoicing/domain/parties'
import {
  documentTotals,
  STANDARD_VAT_BASIS_POINTS,
  totalsFromGross,
  type DocumentTotals,
} from '#invoicing/domain/totals'
import DeliverInvoiceJob from '#invoicing/jobs/deliver_invoice_job'

export type LineInput = {
  description: string
  /** whole units, 1 when omitted */
  quantity?: number
  /** net price of one unit, integer cents */
  unitNetCents: number
  /** 2200 (22 %) when omitted; the only rate in scope */
  vatBasisPoints?: number
}

export type IssueInvoiceInput = {
  /** the customer: a dealer team with complete company data */
  teamId: number
  orderId?: number | null
  transportId?: number | null
  lines: LineInput[]
  paymentMethod: PaymentMethod
  /** a retry with the same key returns the first invoice and issues nothing */
  idempotencyKey?: string | null
  issuedByUserId?: number | null
}

export type IssueCreditNoteInput = {
  /** the invoice being credited (kind `invoice`) */
  invoiceId: number
  /** the reason, printed (Causale): 1–1000 characters */
  reason: string
  /** either the lines credited… */
  lines?: LineInput[]
  /** …or a gross amount in cents (split into net + VAT by splitGross: the ledger's exact cents) */
  amountCents?: number
  /** the transport a refund concerns, when not the invoice's (a dispute on one transport of an order) */
  transportId?: number | null
  idempotencyKey?: string | null
  issuedByUserId?: number | null
}

export type IssueError =
  | 'invalid_lines'
  | 'invalid_amount'
  | 'invalid_payment_method'
  | 'invalid_reason'
  | 'invalid_idempotency_key'
  | 'idempotency_conflict'
  | 'customer_not_found'
  | 'customer_incomplete'
  | 'seller_incomplete'
  | 'invoice_not_found'
  | 'exceeds_invoice'

const MAX_KEY_LENGTH = 100

function normalizedLines(lines: LineInput[]) {
  return lines.map((line) => ({
    description: typeof line?.description === 'string' ? line.description : '',
    quantity: line?.quantity ?? 1,
    unitNetCents: line?.unitNetCents,
    vatBasisPoints: line?.vatBasisPoints ?? STANDARD_VAT_BASIS_POINTS,
  }))
}

function validKey(key: string | null | undefined) {
  return (
    key === null ||
    key === undefined ||
    (typeof key === 'string' && key.length >= 1 && key.length <= MAX_KEY_LENGTH)
  )
}

/** The document a key already issued, when it is the same kind of document for the same thing. */
async function replayed(
  key: string | null | undefined,
  matches: (invoice: Invoice) => boolean,
  trx: TransactionClientContract
): Promise<Result<Invoice, 'idempotency_conflict'> | null> {
  if (!key) return null
  const existing = await Invoice.query({ client: trx }).where('idempotency_key', key).first()
  if (!existing) return null
  return matches(existing) ? ok(existing) : err('idempotency_conflict')
}

type Issue = {
  kind: InvoiceKind
  teamId: number
  customer: CustomerSnapshot
  seller: SellerSnapshot
  totals: DocumentTotals
  paymentMethod: PaymentMethod | null
  orderId: number | null
  transportId: number | null
  relatedInvoiceId: number | null
  relatedNumber: string | null
  reason: string | null
  idempotencyKey: string | null
  issuedByUserId: number | null
}

/** Writes the numbered document and its lines, and queues its files and SDI delivery after the commit. */
async function write(
  issue: Issue,
  number: Awaited<ReturnType<typeof takeNumber>>,
  trx: TransactionClientContract
) {
  const invoice = await Invoice.create(
    {
      kind: issue.kind,
      year: number.year,
      sequence: number.sequence,
      number: number.number,
      issuedOn: DateTime.fromISO(number.issuedOn),
      issuedAt: number.issuedAt,
      teamId: issue.teamId,
      customerName: issue.customer.legalName.slice(0, 200),
      customer: issue.customer,
      seller: issue.seller,
      paymentMethod: issue.paymentMethod,
      netCents: issue.totals.netCents,
      vatCents: issue.totals.vatCents,
      grossCents: issue.totals.grossCents,
      summaries: issue.totals.summaries,
      orderId: issue.orderId,
      transportId: issue.transportId,
      relatedInvoiceId: issue.relatedInvoiceId,
      relatedNumber: issue.relatedNumber,
      reason: issue.reason,
      idempotencyKey: issue.idempotencyKey,
      issuedByUserId: issue.issuedByUserId,
    },
    { client: trx }
  )
  await InvoiceLine.createMany(
    issue.totals.lines.map((line, index) => ({
      invoiceId: invoice.id,
      position: index + 1,
      description: line.description,
      quantity: line.quantity,
      unitNetCents: line.unitNetCents,
      vatBasisPoints: line.vatBasisPoints,
      netCents: line.netCents,
    })),
    { client: trx }
  )
  /* Awaited by the commit; never throws into the caller's flow (the job retries, downloads generate lazily). */
  trx.after('commit', async () => {
    await DeliverInvoiceJob.dispatch({ invoiceId: invoice.id })
      .run()
      .catch((error) =>
        logger.error({ err: error, invoiceId: invoice.id }, 'invoice delivery not queued')
      )
  })
  return invoice
}

/** Gives back a number taken under the counter's lock (a replayed key issues nothing). */
async function giveBack(
  kind: InvoiceKind,
  number: Awaited<ReturnType<typeof takeNumber>>,
  trx: TransactionClientContract
) {
  await trx
    .from('invoice_counters')
    .where('series', kind)
    .where('year', number.year)
    .where('last_sequence', number.sequence)
    .update({ last_sequence: number.sequence - 1 })
}

async function sellerSnapshot(trx: TransactionClientContract) {
  const settings = await currentPricingSettings(trx)
  return sellerFromSettings(settings.company)
}

/**
 * Issues an invoice (TD01) to a dealer team inside the caller's transaction:
 * totals from the lines (VAT 22 % per summary, half up), the customer's and
 * the platform's data copied, the next number of the year. Returns the
 * invoice, or the first one issued with the same idempotency key.
 */
export async function issueInvoice(
  input: IssueInvoiceInput,
  trx: TransactionClientContract
): Promise<Result<Invoice, IssueError>> {
  if (!validKey(input.idempotencyKey)) return err('invalid_idempotency_key')
  if (!(PAYMENT_METHODS as readonly unknown[]).includes(input.paymentMethod)) {
    return err('invalid_payment_method')
  }
  if (!Array.isArray(input.lines)) return err('invalid_lines')
  const totals = documentTotals(normalizedLines(input.lines))
  if (!totals.ok) return totals
  const orderId = input.orderId ?? null
  const transportId = input.transportId ?? null
  const sameThing = (invoice: Invoice) =>
    invoice.kind === 'invoice' &&
    invoice.teamId === input.teamId &&
    invoice.orderId === orderId &&
    invoice.transportId === transportId
  const early = await replayed(input.idempotencyKey, sameThing, trx)
  if (early) return early

  const team = await Team.query({ client: trx })
    .where('id', input.teamId)
    .where('kind', 'dealer')
    .select('id', 'legal_name', 'vat_number', 'fiscal_code', 'sdi_code', 'pec')
    .select('street', 'cap', 'city', 'province')
    .first()
  if (!team) return err('customer_not_found')
  const customer = customerFromTeam(team)
  if (!customer) return err('customer_incomplete')
  const seller = await sellerSnapshot(trx)
  if (!seller) return err('seller_incomplete')

  const number = await takeNumber('invoice', trx)
  /* Under the series' lock: a concurrent retry with the same key has committed by now. */
  const late = await replayed(input.idempotencyKey, sameThing, trx)
  if (late) {
    await giveBack('invoice', number, trx)
    return late
  }
  const invoice = await write(
    {
      kind: 'invoice',
      teamId: team.id,
      customer,
      seller,
      totals: totals.value,
      paymentMethod: input.paymentMethod,
      orderId,
      transportId,
      relatedInvoiceId: null,
      relatedNumber: null,
      reason: null,
      idempotencyKey: input.idempotencyKey ?? null,
      issuedByUserId: input.issuedByUserId ?? null,
    },
    number,
    trx
  )
  await notifyInvoiceIssued(
    { invoiceId: invoice.id, teamId: team.id, number: invoice.number, transportId },
    trx
  )
  return ok(invoice)
}

/** What is left to credit on an invoice: its gross less its credit notes' gross. */
export async function creditableCents(
  invoice: Pick<Invoice, 'id' | 'grossCents'>,
  trx: TransactionClientContract
) {
  const row = await trx
    .from('invoices')
    .where('related_invoice_id', invoice.id)
    .where('kind', 'credit_note')
    .sum('gross_cents as total')
    .first()
  return invoice.grossCents - Number(row?.total ?? 0)
}

/**
 * Issues a credit note (TD04) on an invoice inside the caller's
 * transaction, for some of its lines or for a gross amount (refunds: the
 * exact cents the ledger gives back, split by splitGross). The customer is
 * the invoice's (copied from it); the credited total never exceeds what is
 * left of the invoice. Its own yearly series (`NC/2026/000001`).
 */
export async function issueCreditNote(
  input: IssueCreditNoteInput,
  trx: TransactionClientContract
): Promise<Result<Invoice, IssueError>> {
  if (!validKey(input.idempotencyKey)) return err('invalid_idempotency_key')
  const reason = typeof input.reason === 'string' ? input.reason.trim() : ''
  if (reason.length === 0 || reason.length > 1000) return err('invalid_reason')
  const sameThing = (note: Invoice) =>
    note.kind === 'credit_note' && note.relatedInvoiceId === input.invoiceId
  const early = await replayed(input.idempotencyKey, sameThing, trx)
  if (early) return early

  const original = await Invoice.query({ client: trx })
    .where('id', input.invoiceId)
    .where('kind', 'invoice')
    .first()
  if (!original) return err('invoice_not_found')
  const description = `Rettifica della fattura n. ${original.number} del ${date(original.issuedOn.toISODate())}`
  const totals =
    input.amountCents !== undefined && input.lines === undefined
      ? totalsFromGross(input.amountCents, description)
      : Array.isArray(input.lines) && input.amountCents === undefined
        ? documentTotals(normalizedLines(input.lines))
        : ({ ok: false, error: 'invalid_lines' } as const)
  if (!totals.ok) return totals

  const number = await takeNumber('credit_note', trx)
  const late = await replayed(input.idempotencyKey, sameThing, trx)
  if (late) {
    await giveBack('credit_note', number, trx)
    return late
  }
  /* Every credit note takes the series' lock first: the remainder cannot be credited twice. */
  if (totals.value.grossCents > (await creditableCents(original, trx))) {
    await giveBack('credit_note', number, trx)
    return err('exceeds_invoice')
  }
  const note = await write(
    {
      kind: 'credit_note',
      teamId: original.teamId,
      customer: original.customer,
      /* the platform's current data; the invoice's when the settings lack something */
      seller: (await sellerSnapshot(trx)) ?? original.seller,
      totals: totals.value,
      paymentMethod: null,
      orderId: original.orderId,
      transportId: input.transportId ?? original.transportId,
      relatedInvoiceId: original.id,
      relatedNumber: original.number,
      reason,
      idempotencyKey: input.idempotencyKey ?? null,
      issuedByUserId: input.issuedByUserId ?? null,
    },
    number,
    trx
  )
  return ok(note)
}
