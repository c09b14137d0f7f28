import type { IntegrityReport } from '#documents/domain/evidence'

/** The integrity report of a transport as the staff page receives it (app/documents/domain/evidence.ts). */
export type IntegrityView = IntegrityReport & { transportId: number; reference: string }
