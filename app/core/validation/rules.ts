import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { ruleMessages } from '#core/validation/messages'
import {
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidSdiCode,
  normalizeFiscalId,
} from '#shared/italian_fiscal'
import { isProvinceCode } from '#shared/italian_provinces'
import { dayRangesProblem, isTime, type TimeRange } from '#shared/opening_hours'
import { eurosToCents } from '#shared/money'
import { ibanProblem, normalizeBic, normalizeIban } from '#payouts/domain/iban'

/**
 * Field rules of Italian business data every form shares (fiscal
 * identifiers, places, contacts, opening hours). Their messages live in
 * resources/lang/<locale>/validation.json and are translated in the
 * request's language.
 */
const message = ruleMessages('validation')

function report(field: FieldContext, key: string, rule: string, data?: Record<string, unknown>) {
  field.report(message(key, data), rule, field, data)
}

/* Fiscal identifiers --------------------------------------------------------------- */

const vatNumber = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (!isValidPartitaIva(value)) return report(field, 'vat_number', 'vatNumber')
    let vat = normalizeFiscalId(String(value))
    if (vat.startsWith('IT')) vat = vat.slice(2)
    field.mutate(vat, field)
  },
  { name: 'vatNumber' }
)

const fiscalCode = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (!isValidCodiceFiscale(value)) return report(field, 'fiscal_code', 'fiscalCode')
    field.mutate(normalizeFiscalId(String(value)), field)
  },
  { name: 'fiscalCode' }
)

const sdiCode = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (!isValidSdiCode(value)) return report(field, 'sdi_code', 'sdiCode')
    field.mutate(normalizeFiscalId(String(value)), field)
  },
  { name: 'sdiCode' }
)

/** One of SDI code and PEC is required (on the SDI field, runs also when it is empty). */
const sdiOrPec = vine.createRule(
  (value, _options, field) => {
    const pec = (field.parent as Record<string, unknown> | undefined)?.pec
    const empty = (item: unknown) => item === undefined || item === null || item === ''
    if (empty(value) && empty(pec)) report(field, 'sdi_or_pec', 'sdiOrPec')
  },
  { name: 'sdiOrPec', implicit: true }
)

/* Bank accounts ------------------------------------------------------------------- */

/** An IBAN a SEPA transfer can reach (ibantools: format and mod-97 check digits), stored compact. */
const iban = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const problem = ibanProblem(value)
    if (problem) return report(field, `iban_${problem}`, 'iban')
    field.mutate(normalizeIban(value), field)
  },
  { name: 'iban' }
)

const bic = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const normalized = normalizeBic(value)
    if (!normalized) return report(field, 'bic', 'bic')
    field.mutate(normalized, field)
  },
  { name: 'bic' }
)

export const ibanRule = () => vine.string().trim().maxLength(50).use(iban())
export const bicRule = () => vine.string().trim().maxLength(14).use(bic())

/* Places -------------------------------------------------------------------------- */

const province = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (!isProvinceCode(value)) return report(field, 'province', 'province')
    field.mutate(String(value).trim().toUpperCase(), field)
  },
  { name: 'province' }
)

export const vatNumberRule = () => vine.string().trim().maxLength(16).use(vatNumber())
export const fiscalCodeRule = () => vine.string().trim().maxLength(20).use(fiscalCode())
export const sdiCodeRule = () => vine.string().trim().maxLength(7).use(sdiCode())
export const sdiOrPecRule = sdiOrPec
export const provinceRule = () => vine.string().trim().maxLength(2).use(province())

const capPattern = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (typeof value !== 'string' || !/^\d{5}$/.test(value)) report(field, 'cap', 'cap')
  },
  { name: 'cap' }
)
export const capRule = () => vine.string().trim().maxLength(5).use(capPattern())

const phonePattern = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (typeof value !== 'string' || !/^\+?[0-9][0-9 ./()-]{4,28}$/.test(value))
      report(field, 'phone', 'phone')
  },
  { name: 'phone' }
)
export const phoneRule = () => vine.string().trim().maxLength(30).use(phonePattern())

export const emailRule = () =>
  vine.string().trim().maxLength(254).email().normalizeEmail({ all_lowercase: true })

/* Opening hours -------------------------------------------------------------------- */

const timeFormat = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (!isTime(value)) report(field, 'time', 'time')
  },
  { name: 'time' }
)
export const timeRule = () => vine.string().trim().maxLength(5).use(timeFormat())

/** On a day's list of ranges: start before end, the second after the first. */
const dayRanges = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid || !Array.isArray(value)) return
    const ranges = value.map((range: any) => [range?.start, range?.end] as TimeRange)
    const problem = dayRangesProblem(ranges)
    if (problem) report(field, `time_range.${problem.problem}`, 'timeRange')
  },
  { name: 'timeRange' }
)
export const dayRangesRule = dayRanges

/* Money ---------------------------------------------------------------------------- */

/**
 * An amount in euro as typed ("1.234,56", "12,5", "12.50"), turned into
 * positive integer cents up to `max` cents; the message comes from
 * `<namespace>.amount` (e.g. wallet.validation.amount).
 */
const euroAmount = vine.createRule(
  (value, options: { max: number; messages: string }, field) => {
    if (!field.isValid) return
    const cents = eurosToCents(String(value))
    if (cents === null || cents > options.max) {
      return field.report(ruleMessages(options.messages)('amount'), 'euroAmount', field)
    }
    field.mutate(cents, field)
  },
  { name: 'euroAmount' }
)

/** A typed euro amount → integer cents (`max` cents; messages under `<messages>.amount`). */
export const euroAmountRule = (options: { max: number; messages: string }) =>
  vine
    .string()
    .trim()
    .maxLength(20)
    .use(euroAmount(options))
    .transform((cents) => Number(cents))
