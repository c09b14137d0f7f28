import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { euroAmountRule } from '#core/validation/rules'
import { ruleMessages } from '#core/validation/messages'
import { MAX_ID } from '#core/http/route_params'
import { TIME_ZONE } from '#shared/time_zone'
import { pageFrom } from '#core/paging'
import { localIsoDate } from '#transports/domain/dates'
import { figuresPeriod, type BuyNowFilters } from '#marketplace/queries/buy_now_admin'

/** Buy-now: the version of the transport the carrier saw (another change since then: refused). */
export const buyNowValidator = vine.create({
  stateVersion: vine.number().withoutDecimals().min(0).max(2_147_483_647).optional(),
})

/** The largest bid anyone may type (1 million euro); the real bound is the transport's. */
const MAX_BID_CENTS = 100_000_000

/** A bid: the payout the carrier asks (euro as typed), its pickup date and a note. */
export const bidValidator = vine.create({
  amount: euroAmountRule({ max: MAX_BID_CENTS, messages: 'marketplace.validation' }),
  pickupOn: vine.date({ formats: ['YYYY-MM-DD'] }),
  note: vine.string().trim().maxLength(500).nullable().optional(),
})

/** Staff accept a bid seen on the transport page (the transport must not have changed). */
export const acceptBidValidator = vine.create({
  stateVersion: vine.number().withoutDecimals().min(0).max(2_147_483_647).optional(),
})

/** A date and time typed in Rome ("2026-12-01T09:30" or "2026-12-01 09:30"), as a luxon DateTime. */
const romeDateTime = () =>
  vine
    .string()
    .trim()
    .maxLength(25)
    .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/)
    .transform((value, field) => {
      const at = DateTime.fromISO(value.replace(' ', 'T'), { zone: TIME_ZONE })
      if (!at.isValid) {
        field.report(ruleMessages('marketplace.validation')('date_time'), 'romeDateTime', field)
        return DateTime.invalid('typed')
      }
      /* stored like every other timestamp: in the server's zone (Lucid writes the zone's clock) */
      return at.toLocal()
    })

const ids = () => vine.array(vine.number().withoutDecimals().min(1).max(MAX_ID)).maxLength(200)

/** A private session: its name, start and end (Rome), its transports and invited teams. */
export const privateSessionValidator = vine.create({
  name: vine.string().trim().minLength(3).maxLength(120),
  startsAt: romeDateTime(),
  endsAt: romeDateTime(),
  transportIds: ids(),
  teamIds: ids().optional(),
})

/** More carrier teams invited to a session. */
export const sessionInviteValidator = vine.create({
  teamIds: ids().minLength(1),
})

/** Staff change a buy-now payout: the new amount (euro as typed), the one they saw, and why. */
export const payoutValidator = vine.create({
  payout: euroAmountRule({ max: 100_000_000, messages: 'marketplace.validation' }),
  expectedPayoutCents: vine.number().withoutDecimals().min(0).max(2_147_483_647),
  reason: vine.string().trim().minLength(3).maxLength(300),
})

/** The buy-now list's query string (anything malformed is dropped). */
export const buyNowFiltersValidator = vine.create({
  q: vine.string().trim().maxLength(40).optional(),
  sort: vine.enum(['oldest', 'newest'] as const).optional(),
  from: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
  to: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
})

/** The list's filters and the figures' period from the query string (garbage: the defaults). */
export async function buyNowFiltersOf(qs: Record<string, unknown>) {
  const input = await buyNowFiltersValidator.validate(qs).catch(() => ({}) as Record<string, never>)
  const filters: BuyNowFilters = {
    page: pageFrom(qs.page),
    q: input.q || null,
    sort: input.sort ?? 'oldest',
  }
  const day = (value: Date | undefined) => (value ? localIsoDate(value) : null)
  return { filters, period: figuresPeriod(day(input.from), day(input.to)) }
}

/** A saved search: its name and the list's filters (normalised again by the server). */
export const saveSearchValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(60),
  filters: vine.record(vine.string().maxLength(40)).optional(),
})
