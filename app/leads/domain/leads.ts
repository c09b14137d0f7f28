/**
 * Leads' rules, pure: kinds, volumes, states and the spam checks of the
 * public form (a hidden field people leave empty, a minimum time to fill it).
 */
export const LEAD_KINDS = ['dealer', 'transporter'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const LEAD_VOLUMES = ['1_5', '6_20', '21_50', 'over_50'] as const
export type LeadVolume = (typeof LEAD_VOLUMES)[number]

export const LEAD_STATES = ['new', 'contacted', 'converted', 'discarded'] as const
export type LeadState = (typeof LEAD_STATES)[number]

/** States staff may set by hand; `converted` only comes from converting (it sends the invitation). */
export const MANUAL_STATES: readonly LeadState[] = ['new', 'contacted', 'discarded']

export function isLeadState(value: unknown): value is LeadState {
  return typeof value === 'string' && (LEAD_STATES as readonly string[]).includes(value)
}

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value)
}

/** A converted lead stays converted; any other may be converted once. */
export function mayConvert(state: LeadState) {
  return state !== 'converted'
}

/** Less than this between showing the form and sending it: a script, not a person. */
export const MIN_FILL_MS = 3_000
/** A form shown more than a day ago is stale: it is shown again. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000

export type FillCheck = 'ok' | 'too_fast' | 'stale'

export function fillTimeCheck(shownAtMs: number | null, nowMs: number): FillCheck {
  if (shownAtMs === null || !Number.isFinite(shownAtMs)) return 'stale'
  const elapsed = nowMs - shownAtMs
  if (elapsed < 0 || elapsed > MAX_FORM_AGE_MS) return 'stale'
  return elapsed < MIN_FILL_MS ? 'too_fast' : 'ok'
}
