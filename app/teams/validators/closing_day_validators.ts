import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { closingRangeProblem, MAX_CLOSING_SPAN_DAYS } from '#shared/opening_hours'
import { ruleMessages } from '#core/validation/messages'

const message = ruleMessages('teams.validation')

/** ends_on ≥ starts_on and at most 366 days (reported on endsOn). */
const closingRange = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    /* the parent holds the raw input: the start date as typed (YYYY-MM-DD) */
    const rawStart = (field.parent as Record<string, unknown>).startsOn
    const startsOn =
      rawStart instanceof Date
        ? DateTime.fromJSDate(rawStart)
        : typeof rawStart === 'string'
          ? DateTime.fromFormat(rawStart, 'yyyy-MM-dd')
          : null
    if (!(value instanceof Date) || !startsOn?.isValid) return
    const problem = closingRangeProblem(startsOn, DateTime.fromJSDate(value))
    if (problem === 'end_before_start')
      field.report(message('closing_end_before_start'), 'closingRange', field)
    if (problem === 'too_long') {
      field.report(
        message('closing_too_long', { max: MAX_CLOSING_SPAN_DAYS }),
        'closingRange',
        field
      )
    }
  },
  { name: 'closingRange' }
)

/** The address must be one of the team's (never a hint that another team's exists). */
const teamAddress = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const ids = (field.meta.addressIds ?? []) as number[]
    if (!ids.includes(Number(value)))
      field.report(message('address_not_found'), 'teamAddress', field)
  },
  { name: 'teamAddress' }
)

const day = () => vine.date({ formats: ['YYYY-MM-DD'] })

/** A closing-day range, optionally of one address of the team (meta.addressIds). */
export const closingDayValidator = vine.withMetaData<{ addressIds: number[] }>().create({
  startsOn: day(),
  endsOn: day().use(closingRange()),
  addressId: vine
    .number()
    .withoutDecimals()
    .positive()
    .max(2_147_483_647)
    .use(teamAddress())
    .optional(),
  reason: vine.string().trim().maxLength(200).optional(),
})
