import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { capRule, emailRule, phoneRule, provinceRule } from '#core/validation/rules'
import { ruleMessages } from '#core/validation/messages'
import { toCalendarDate } from '#shared/working_days'
import { isProvinceCode } from '#shared/italian_provinces'
import {
  MAX_DECLARED_VALUE_CENTS,
  MAX_VEHICLES,
  REQUEST_STATES,
  euroToCents,
  isForeignPlate,
  isItalianPlate,
  isVin,
  normalizeIdentifier,
} from '#requests/domain/request_rules'

/**
 * Validators of the requests capability. Messages of our own rules live in
 * resources/lang/<locale>/requests.json under `requests.validation.*`.
 *
 * One shape for the form (draft and submit), the live estimate and the API:
 *   { pickup: Place, delivery: Place, vehicles: Vehicle[1..20], express, covered, extraInsurance, notes }
 * A draft only checks types, lengths and formats of what is present; a submit
 * requires everything (dates on working days are checked by the action, which
 * knows the closing days). The vehicle categories a request may use are the
 * active ones of the database: the caller passes their codes as
 * `meta.categories` (activeCategoryCodes() of #pricing/queries/vehicle_catalogue).
 */
const message = ruleMessages('requests.validation')

function report(field: FieldContext, key: string, rule: string) {
  field.report(message(key), rule, field)
}

/** What every request validator needs to know: the codes of the active vehicle categories. */
export type RequestValidationMeta = { categories: string[] }

/** One of the active vehicle categories (meta.categories). */
const vehicleCategory = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const codes = (field.meta.categories ?? []) as string[]
    if (!codes.includes(String(value))) report(field, 'category', 'vehicleCategory')
  },
  {
    name: 'vehicleCategory',
    /* the codes themselves come from the database: the API document adds them as an enum */
    toJSONSchema: (schema) => {
      schema.description = 'the code of an active vehicle category'
    },
  }
)

const isoDate = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    try {
      toCalendarDate(String(value))
    } catch {
      report(field, 'date', 'date')
    }
  },
  {
    name: 'isoDate',
    toJSONSchema: (schema) => {
      schema.format = 'date'
    },
  }
)

/** A plate: Italian format unless the vehicle is marked with a foreign plate. Stored normalized. */
const plate = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const foreign = Boolean((field.parent as Record<string, unknown> | undefined)?.foreignPlate)
    const text = String(value)
    if (foreign ? !isForeignPlate(text) : !isItalianPlate(text)) {
      return report(field, foreign ? 'foreign_plate' : 'plate', 'plate')
    }
    field.mutate(normalizeIdentifier(text), field)
  },
  {
    name: 'plate',
    toJSONSchema: (schema) => {
      schema.description = 'Italian plate (AB123CD) unless foreignPlate; plate or vin required'
    },
  }
)

const vin = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (!isVin(String(value))) return report(field, 'vin', 'vin')
    field.mutate(normalizeIdentifier(String(value)), field)
  },
  {
    name: 'vin',
    toJSONSchema: (schema) => {
      schema.description = 'VIN: 17 letters and digits without I, O and Q'
    },
  }
)

/** On submit: a plate or a VIN (implicit: runs on an empty plate too). */
const plateOrVin = vine.createRule(
  (value, _options, field) => {
    const parent = field.parent as Record<string, unknown> | undefined
    const empty = (item: unknown) => item === undefined || item === null || item === ''
    if (empty(value) && empty(parent?.vin)) report(field, 'plate_or_vin', 'plateOrVin')
  },
  { name: 'plateOrVin', implicit: true }
)

/** Euro (number or text such as "12.345,67") → integer cents. */
const euro = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const cents =
      typeof value === 'number' || (typeof value === 'string' && value.length <= 30)
        ? euroToCents(value)
        : null
    if (cents === null || cents > MAX_DECLARED_VALUE_CENTS)
      return report(field, 'declared_value', 'euro')
    field.mutate(cents, field)
  },
  {
    name: 'euro',
    toJSONSchema: (schema) => {
      delete schema.anyOf
      schema.type = ['number', 'string']
      schema.description = 'euro, at most 2 decimals ("12.345,67" accepted)'
    },
  }
)

const id = () => vine.number().withoutDecimals().min(1).max(2_147_483_647)
const text = (max: number) => vine.string().trim().maxLength(max)
const date = () => vine.string().trim().maxLength(10).use(isoDate())

function placeSchema(strict: boolean, withSupplier: boolean) {
  const need = <T extends { optional(): any }>(schema: T) => (strict ? schema : schema.optional())
  return vine.object({
    source: vine
      .enum(withSupplier ? ['address', 'supplier', 'new'] : ['address', 'new'])
      .optional(),
    addressId: id().optional(),
    ...(withSupplier ? { supplierId: id().optional() } : {}),
    street: need(text(200).minLength(2)),
    cap: need(capRule()),
    city: need(text(100).minLength(2)),
    province: need(provinceRule()),
    referentName: need(text(120).minLength(2)),
    referentPhone: need(phoneRule()),
    referentEmail: emailRule().optional(),
    dateFrom: date().optional(),
    dateTo: date().optional(),
  })
}

function vehicleSchema(strict: boolean) {
  const need = <T extends { optional(): any }>(schema: T) => (strict ? schema : schema.optional())
  return vine.object({
    category: need(vine.string().trim().maxLength(30).use(vehicleCategory())),
    make: need(text(80).minLength(1)),
    model: need(text(80).minLength(1)),
    foreignPlate: vine.boolean().optional(),
    plate: strict
      ? vine.string().trim().maxLength(12).use(plate()).optional().use(plateOrVin())
      : vine.string().trim().maxLength(12).use(plate()).optional(),
    vin: vine.string().trim().maxLength(20).use(vin()).optional(),
    running: vine.boolean().optional(),
    declaredValue: need(vine.any().use(euro())),
  })
}

function requestSchema(strict: boolean) {
  const vehicles = vine.array(vehicleSchema(strict)).maxLength(MAX_VEHICLES)
  return vine.object({
    pickup: strict ? placeSchema(true, true) : placeSchema(false, true).optional(),
    delivery: strict ? placeSchema(true, false) : placeSchema(false, false).optional(),
    vehicles: strict ? vehicles.minLength(1) : vehicles.optional(),
    express: vine.boolean().optional(),
    covered: vine.boolean().optional(),
    extraInsurance: vine.boolean().optional(),
    notes: text(2000).optional(),
  })
}

/** Save a draft, or price the form as it is typed: lenient (nothing required, formats still checked). */
export const draftRequestValidator = vine
  .withMetaData<RequestValidationMeta>()
  .create(requestSchema(false))
/** Submit from the form or the API: everything required. */
export const submitRequestValidator = vine
  .withMetaData<RequestValidationMeta>()
  .create(requestSchema(true))

export type DraftRequestData = Awaited<ReturnType<typeof draftRequestValidator.validate>>
export type SubmitRequestData = Awaited<ReturnType<typeof submitRequestValidator.validate>>

/** Filters of the lists (a malformed filter drops them all; the page is read apart). */
export const requestListValidator = vine.create({
  state: vine.enum(REQUEST_STATES).optional(),
  from: date().optional(),
  to: date().optional(),
  search: text(40).optional(),
  team: id().optional(),
  pickupProvince: text(2).toUpperCase().optional(),
  deliveryProvince: text(2).toUpperCase().optional(),
  manual: vine.boolean().optional(),
})

export type RequestListFilters = Awaited<ReturnType<typeof requestListValidator.validate>>

/** The dealer's filters of their list (state, creation dates, reference). */
export async function dealerListFilters(qs: Record<string, unknown>): Promise<RequestListFilters> {
  const { state, from, to, search } = await requestListValidator
    .validate(qs)
    .catch(() => ({}) as RequestListFilters)
  return { state, from, to, search }
}

/** Staff's filters: also the dealer team, the provinces (an unknown one is ignored) and manual quotes. */
export async function staffListFilters(qs: Record<string, unknown>): Promise<RequestListFilters> {
  const filters: RequestListFilters = await requestListValidator.validate(qs).catch(() => ({}))
  const province = (code: string | undefined) => (isProvinceCode(code) ? code : undefined)
  return {
    ...filters,
    pickupProvince: province(filters.pickupProvince),
    deliveryProvince: province(filters.deliveryProvince),
  }
}

/** Staff's manual quote: a net amount in euro and a note. */
export const manualQuoteValidator = vine.create({
  net: vine.any().use(euro()),
  note: text(1000).optional(),
})
