/**
 * The vocabulary of a proof of pickup or delivery, shared by the server and
 * the pages: stages, states, photo slots and the zones of the vehicle
 * diagram (a top view). Pure data, no Node APIs.
 */
export const PROOF_STAGES = ['pickup', 'delivery'] as const
export type ProofStage = (typeof PROOF_STAGES)[number]

export const PROOF_STATES = ['draft', 'awaiting_referent', 'signed', 'disputed'] as const
export type ProofState = (typeof PROOF_STATES)[number]

export const PHOTO_SLOTS = [
  'front',
  'back',
  'left',
  'right',
  'odometer',
  'damage',
  'extra',
] as const
export type PhotoSlot = (typeof PHOTO_SLOTS)[number]

/** One photo each, per vehicle, before a proof may be submitted. */
export const REQUIRED_SLOTS: readonly PhotoSlot[] = ['front', 'back', 'left', 'right', 'odometer']

/** Slots holding one photo: a new upload replaces the draft's photo. The others add photos. */
export const SINGLE_SLOTS: readonly PhotoSlot[] = REQUIRED_SLOTS

/**
 * Zones of the top-view diagram (x, y, width, height on a 200 × 400 grid,
 * the vehicle's front at the top).
 */
export const DAMAGE_ZONES = [
  { id: 'front_bumper', x: 40, y: 8, w: 120, h: 28 },
  { id: 'bonnet', x: 40, y: 40, w: 120, h: 80 },
  { id: 'left_front', x: 4, y: 40, w: 32, h: 120 },
  { id: 'right_front', x: 164, y: 40, w: 32, h: 120 },
  { id: 'windscreen', x: 40, y: 124, w: 120, h: 36 },
  { id: 'roof', x: 40, y: 164, w: 120, h: 110 },
  { id: 'left_rear', x: 4, y: 164, w: 32, h: 150 },
  { id: 'right_rear', x: 164, y: 164, w: 32, h: 150 },
  { id: 'boot', x: 40, y: 278, w: 120, h: 76 },
  { id: 'rear_bumper', x: 40, y: 358, w: 120, h: 28 },
] as const
export type DamageZone = (typeof DAMAGE_ZONES)[number]['id']
export const DAMAGE_ZONE_IDS = DAMAGE_ZONES.map((zone) => zone.id) as DamageZone[]

/** A referent's link is valid this long after the driver's submission. */
export const LINK_HOURS = 72
/** The largest photo accepted, in bytes. */
export const MAX_PROOF_PHOTO_BYTES = 15 * 1024 * 1024
/** Extra and damage photos per vehicle. */
export const MAX_OTHER_PHOTOS = 12
