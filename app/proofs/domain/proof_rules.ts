/**
 * Pure rules of a proof of pickup or delivery: which transport states take
 * which proof, what a complete proof holds, whether a drawn signature is a
 * sane PNG, whether a referent's link may still be used. No database, no HTTP.
 */
import type { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import {
  DAMAGE_ZONE_IDS,
  REQUIRED_SLOTS,
  type DamageZone,
  type PhotoSlot,
  type ProofStage,
} from '#shared/proof_zones'

/** The transport states in which the proof of a stage is recorded. */
export function stageOpen(stage: ProofStage, transportState: string) {
  return stage === 'pickup'
    ? transportState === 'pickup_scheduled'
    : transportState === 'picked_up' || transportState === 'in_transit'
}

/** The state a signed proof moves the transport to. */
export function targetState(stage: ProofStage) {
  return stage === 'pickup' ? ('picked_up' as const) : ('delivered' as const)
}

/** The transition actor of a referent signing through the link. */
export function referentActor(stage: ProofStage) {
  return stage === 'pickup' ? ('pickup_referent' as const) : ('delivery_referent' as const)
}

export type ProofCheckError =
  'vehicles_mismatch' | 'photos_missing' | 'odometer_missing' | 'damage_invalid'

export type CompletenessInput = {
  /** the transport's vehicles */
  vehicleIds: number[]
  checklists: { vehicleId: number; odometerKm: number | null }[]
  photos: { id: number; vehicleId: number; slot: PhotoSlot }[]
  damages: { vehicleId: number; zone: string; photoId: number | null }[]
}

/**
 * A proof is complete when every vehicle of the transport (and no other)
 * has its checklist with the odometer reading and one photo of each
 * required slot (front, back, both sides, odometer), and every damage mark
 * names a zone of the diagram and, when it has a photo, a damage photo of
 * the same vehicle in this proof.
 */
export function checkCompleteness(input: CompletenessInput): Result<true, ProofCheckError> {
  const wanted = [...new Set(input.vehicleIds)].sort()
  const given = input.checklists.map((checklist) => checklist.vehicleId).sort()
  if (wanted.length !== given.length || wanted.some((id, index) => id !== given[index]))
    return err('vehicles_mismatch')
  if (input.checklists.some((checklist) => checklist.odometerKm === null))
    return err('odometer_missing')
  for (const vehicleId of wanted) {
    const slots = new Set(
      input.photos.filter((photo) => photo.vehicleId === vehicleId).map((photo) => photo.slot)
    )
    if (REQUIRED_SLOTS.some((slot) => !slots.has(slot))) return err('photos_missing')
  }
  for (const damage of input.damages) {
    if (!wanted.includes(damage.vehicleId)) return err('damage_invalid')
    if (!(DAMAGE_ZONE_IDS as string[]).includes(damage.zone)) return err('damage_invalid')
    if (damage.photoId === null) continue
    const photo = input.photos.find((candidate) => candidate.id === damage.photoId)
    if (!photo || photo.vehicleId !== damage.vehicleId || photo.slot !== 'damage')
      return err('damage_invalid')
  }
  return ok(true)
}

export function isDamageZone(zone: string): zone is DamageZone {
  return (DAMAGE_ZONE_IDS as string[]).includes(zone)
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const DATA_URL_PREFIX = 'data:image/png;base64,'
export const MAX_SIGNATURE_BYTES = 300 * 1024

/**
 * A drawn signature as sent by the page (a PNG data URL): the PNG bytes when
 * they start with the PNG signature and an IHDR of a sane size (20–4000 px
 * wide, 20–2000 px high), at most MAX_SIGNATURE_BYTES.
 */
export function parseSignature(dataUrl: string): Result<Uint8Array, 'signature_invalid'> {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) return err('signature_invalid')
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return err('signature_invalid')
  if ((base64.length * 3) / 4 > MAX_SIGNATURE_BYTES) return err('signature_invalid')
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
  if (bytes.length < 33 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte))
    return err('signature_invalid')
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  if (chunk !== 'IHDR' || width < 20 || width > 4000 || height < 20 || height > 2000)
    return err('signature_invalid')
  return ok(bytes)
}

export type LinkStatus = 'usable' | 'used' | 'expired'

/** Whether a referent's link may be used now: once, before it expires. */
export function linkStatus(link: { usedAt: DateTime | null; expiresAt: DateTime }, now: DateTime) {
  if (link.usedAt) return 'used' as const
  if (link.expiresAt <= now) return 'expired' as const
  return 'usable' as const
}
