/**
 * The rules of a carrier's application (domanda di iscrizione): its steps,
 * its states and what it must hold before it can be submitted. Pure: no
 * database, no HTTP.
 *
 *   draft ──submit──► submitted ──approve──► approved (a verified transporter team)
 *                              └──reject───► rejected (with a reason, e-mailed)
 */

export const STEPS = ['company', 'insurance', 'fleet', 'documents', 'review'] as const
export type Step = (typeof STEPS)[number]

export const APPLICATION_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

/** One line of the fleet: how many trucks carry `capacity` vehicles, open or covered. */
export type FleetLine = { capacity: number; covered: boolean; count: number }

export const MAX_FLEET_LINES = 10
export const MAX_TRUCKS_PER_LINE = 500
/** Vehicles per truck: a car carrier takes up to about 10 cars (20 with a trailer). */
export const MAX_TRUCK_CAPACITY = 20

export function isStep(value: unknown): value is Step {
  return typeof value === 'string' && (STEPS as readonly string[]).includes(value)
}

export function isApplicationState(value: unknown): value is ApplicationState {
  return typeof value === 'string' && (APPLICATION_STATES as readonly string[]).includes(value)
}

/** The applicant changes the application only while it is a draft. */
export function canEdit(state: string): boolean {
  return state === 'draft'
}

/** Staff decide only on a submitted application (an approved or rejected one is final). */
export function canDecide(state: string): boolean {
  return state === 'submitted'
}

/** What the completeness check reads. */
export type ApplicationContent = {
  insurer: string | null
  policyNumber: string | null
  coverCents: number | null
  insuranceExpiresOn: string | null
  fleet: FleetLine[] | null
  services: { regions: string[]; provinces: string[]; categories: string[] } | null
  policyDocuments: number
}

/**
 * The steps still missing something before the application can be submitted
 * (the company step is complete from the first save): the insurance with its
 * policy PDF and a future expiry, at least one truck, an area served and a
 * vehicle category. Empty when it may be submitted.
 */
export function missingSteps(content: ApplicationContent, today: string): Step[] {
  const missing: Step[] = []
  const insuranceComplete =
    !!content.insurer &&
    !!content.policyNumber &&
    (content.coverCents ?? 0) > 0 &&
    !!content.insuranceExpiresOn &&
    content.insuranceExpiresOn >= today &&
    content.policyDocuments > 0
  if (!insuranceComplete) missing.push('insurance')
  const trucks = (content.fleet ?? []).reduce((sum, line) => sum + line.count, 0)
  const services = content.services
  const serves =
    !!services &&
    services.regions.length + services.provinces.length > 0 &&
    services.categories.length > 0
  if (trucks === 0 || !serves) missing.push('fleet')
  return missing
}

/** The largest truck of the fleet (the team's capacity in vehicles), or null without trucks. */
export function fleetCapacity(fleet: FleetLine[] | null): number | null {
  const sizes = (fleet ?? []).filter((line) => line.count > 0).map((line) => line.capacity)
  return sizes.length ? Math.max(...sizes) : null
}

/** The equipment the fleet shows: open and/or covered trailers. */
export function fleetEquipment(fleet: FleetLine[] | null): ('open_trailer' | 'covered_trailer')[] {
  const lines = (fleet ?? []).filter((line) => line.count > 0)
  const equipment: ('open_trailer' | 'covered_trailer')[] = []
  if (lines.some((line) => !line.covered)) equipment.push('open_trailer')
  if (lines.some((line) => line.covered)) equipment.push('covered_trailer')
  return equipment
}
