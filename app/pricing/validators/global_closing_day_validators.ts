import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { closingRangeProblem, MAX_CLOSING_SPAN_DAYS } from '#shared/opening_hours'
import { ruleMessages } from '#core/validation/messages'

const message = ruleMessages('admin_settings.closing_days.validation')

/** ends_on ≥ starts_on and at most 366 days, both included (reported on endsOn). */
const closingRange = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid || !(value instanceof Date)) return
    /* the parent holds the raw input: the start date as typed (YYYY-MM-DD) */
    const rawStart = (field.parent as Record<string, unknown>).startsOn
    const startsOn =
      rawStart instanceof Date
        ? DateTime.fromJSDate(rawStart)
        : DateTime.fromFormat(String(rawStart ?? ''), 'yyyy-MM-dd')
    if (!startsOn.isValid) return
    const problem = closingRangeProblem(startsOn, DateTime.fromJSDate(value))
    if (problem)
      field.report(message(problem, { max: MAX_CLOSING_SPAN_DAYS }), 'closingRange', field)
  },
  { name: 'closingRange' }
)

/** A platform-wide closing belongs to no address: any address sent is refused. */
const noAddress = vine.createRule(
  (value, _options, field) => {
    if (value !== undefined && value !== null)
      field.report(message('no_address'), 'noAddress', field)
  },
  { name: 'noAddress', implicit: true }
)

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })

/** Settings → Closing days: a platform-wide closing range and its reason. */
export const globalClosingDayValidator = vine.create({
  startsOn: day(),
  endsOn: day().use(closingRange()),
  addressId: vine.any().use(noAddress()).optional(),
  reason: vine.string().trim().maxLength(200).optional(),
})

/** The list's page (anything else is page 1). */
export const globalClosingDayListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
