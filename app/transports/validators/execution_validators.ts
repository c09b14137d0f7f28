import vine from '@vinejs/vine'

const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)
const version = () => vine.number().withoutDecimals().min(0).max(2_147_483_647)
const time = () =>
  vine
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** The driver of a transport: a member id, or null to remove; the driver the page showed. */
export const assignDriverValidator = vine.create({
  driverUserId: id().nullable(),
  expectedDriverUserId: id().nullable().optional(),
})

/** A pickup slot: a day and a start time (the end defaults to the opening range's end). */
export const schedulePickupValidator = vine.create({
  date: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  from: time(),
  to: time().nullable().optional(),
  stateVersion: version(),
})

/** A change of state by the carrier (start the transit): the version the page showed. */
export const carrierTransitionValidator = vine.create({
  stateVersion: version(),
})
