import vine from '@vinejs/vine'
import { DRY_RUN_REASONS, MAX_DRY_RUN_NOTE } from '#transports/domain/dry_runs'
import { ruleMessages } from '#core/validation/messages'
import { DateTime } from 'luxon'
import { isWorkingDay, type ClosingDayRange } from '#shared/working_days'
import { TRANSPORT_STATES } from '#transports/domain/state_machine'
import { DISPUTE_REASONS, MAX_DISPUTE_PHOTOS } from '#transports/domain/disputes'
import { euroAmountRule } from '#core/validation/rules'
import { MAX_ENTRY_CENTS } from '#ledger/domain/accounts'

const message = ruleMessages('transports.validation')

function asIso(value: unknown) {
  return value instanceof Date ? DateTime.fromJSDate(value).toISODate() : null
}

/** A date that is a working day and not one of the team's or the platform's closing days (meta.closingDays). */
const workingDay = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const day = asIso(value)
    const closingDays = (field.meta.closingDays ?? []) as ClosingDayRange[]
    if (!day || !isWorkingDay(day, { closingDays }))
      field.report(message('not_working_day'), 'workingDay', field)
  },
  { name: 'workingDay' }
)

/** The end of a window may not come before its start (reported on the end). */
const notBefore = vine.createRule(
  (value, options: { field: string }, field) => {
    if (!field.isValid) return
    const raw = (field.parent as Record<string, unknown>)[options.field]
    const start = typeof raw === 'string' ? raw : asIso(raw)
    const end = asIso(value)
    if (start && end && end < start) field.report(message('end_before_start'), 'notBefore', field)
  },
  { name: 'notBefore' }
)

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })
const name = () => vine.string().trim().maxLength(120).nullable()
const phone = () =>
  vine
    .string()
    .trim()
    .maxLength(30)
    .regex(/^[+0-9 ()./-]*$/)
    .nullable()
const email = () => vine.string().trim().maxLength(254).email().nullable()

export const editTransportValidator = vine
  .withMetaData<{ closingDays: ClosingDayRange[] }>()
  .create({
    pickupReferentName: name(),
    pickupReferentPhone: phone(),
    pickupReferentEmail: email(),
    pickupDateFrom: day().use(workingDay()).nullable(),
    pickupDateTo: day()
      .use(workingDay())
      .use(notBefore({ field: 'pickupDateFrom' }))
      .nullable(),
    deliveryReferentName: name(),
    deliveryReferentPhone: phone(),
    deliveryReferentEmail: email(),
    deliveryDateFrom: day().use(workingDay()).nullable(),
    deliveryDateTo: day()
      .use(workingDay())
      .use(notBefore({ field: 'deliveryDateFrom' }))
      .nullable(),
    notes: vine.string().trim().maxLength(2000).nullable(),
    stateVersion: vine.number().withoutDecimals().min(0).max(2_147_483_647),
  })

export const changeStateValidator = vine.create({
  to: vine.enum(TRANSPORT_STATES),
  stateVersion: vine.number().withoutDecimals().min(0).max(2_147_483_647),
  pickupOn: day().optional(),
  /* every staff state change is an override: why, in writing (on the timeline, for staff) */
  reason: vine.string().trim().minLength(5).maxLength(500),
})

export const assignValidator = vine.create({
  transporterTeamId: vine.number().withoutDecimals().positive().max(2_147_483_647),
  stateVersion: vine.number().withoutDecimals().min(0).max(2_147_483_647),
})

/** A dispute (issue 11): reason, description and up to 5 photos (the content is sniffed later). */
export const openDisputeValidator = vine.create({
  reasonCode: vine.enum(DISPUTE_REASONS),
  description: vine.string().trim().minLength(10).maxLength(2000),
  photos: vine
    .array(vine.file({ size: '10mb', extnames: ['jpg', 'jpeg', 'png'] }))
    .maxLength(MAX_DISPUTE_PHOTOS)
    .optional(),
})

/** Staff's decision: in writing; completed as is, or with a partial refund in euro. */
export const resolveDisputeValidator = vine.create({
  decision: vine.string().trim().minLength(5).maxLength(2000),
  outcome: vine.enum(['as_is', 'partial_refund'] as const),
  refund: euroAmountRule({ max: MAX_ENTRY_CENTS, messages: 'transports.validation' })
    .optional()
    .requiredWhen('outcome', '=', 'partial_refund'),
})

/**
 * A dry run at the pickup (issue 11): the reason, a note, one photo (its
 * content is sniffed by the action), and the position only with consent.
 */
export const dryRunValidator = vine.create({
  reason: vine.enum(DRY_RUN_REASONS),
  note: vine.string().trim().maxLength(MAX_DRY_RUN_NOTE).optional(),
  photo: vine.file({ size: '10mb', extnames: ['jpg', 'jpeg', 'png'] }),
  positionConsent: vine.boolean().optional(),
  latitude: vine.number().min(-90).max(90).optional(),
  longitude: vine.number().min(-180).max(180).optional(),
  accuracy: vine.number().min(0).max(1_000_000).optional(),
})

/** The dealer's cancellation: the version it saw with the fee (a transport that moved meanwhile is refused). */
export const cancellationValidator = vine.create({
  version: vine.number().withoutDecimals().min(0).max(1_000_000).optional(),
})
