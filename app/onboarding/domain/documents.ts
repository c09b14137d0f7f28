/**
 * The files of vetting: the insurance policy (PDF only, up to 5 MB) and
 * other documents (PDF, JPEG or PNG up to 10 MB), recognised by their real
 * content (magic bytes), stored on the Drive disk under keys the server
 * chooses. Pure: no file system, no HTTP. The content sniffing and the safe
 * display names are the requests' document rules, reused.
 */
import type { FileKind } from '#requests/domain/attachment_files'

export {
  claimedKind,
  contentDisposition,
  safeFileName,
  sniffKind,
  type FileKind,
} from '#requests/domain/attachment_files'

export const POLICY_MAX_BYTES = 5 * 1024 * 1024
export const OTHER_MAX_BYTES = 10 * 1024 * 1024
/** The most files an application holds (the policy included). */
export const MAX_APPLICATION_DOCUMENTS = 10

export const APPLICATION_DOCUMENT_KINDS = ['policy', 'other'] as const
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number]

export const TEAM_DOCUMENT_KINDS = ['insurance', 'other'] as const
export type TeamDocumentKind = (typeof TEAM_DOCUMENT_KINDS)[number]

export const TEAM_DOCUMENT_STATES = ['pending', 'accepted', 'rejected'] as const
export type TeamDocumentState = (typeof TEAM_DOCUMENT_STATES)[number]

/** Extensions the upload fields accept (the content decides in the end). */
export const POLICY_EXTNAMES = ['pdf']
export const OTHER_EXTNAMES = ['pdf', 'jpg', 'jpeg', 'png']

/** Whether a file of this real kind and size may be stored as a policy or another document. */
export function acceptsFile(policy: boolean, kind: FileKind | null, size: number): boolean {
  if (!kind) return false
  if (policy) return kind.ext === 'pdf' && size <= POLICY_MAX_BYTES
  return size <= OTHER_MAX_BYTES
}

export function applicationStorageKey(applicationId: number, randomHex: string, kind: FileKind) {
  return `onboarding/${applicationId}/${randomHex}.${kind.ext}`
}

export function teamStorageKey(teamId: number, randomHex: string, kind: FileKind) {
  return `team-documents/${teamId}/${randomHex}.${kind.ext}`
}

/**
 * Keys this capability writes: an application's files, and a team's. An
 * approved application's policy becomes the team's first insurance document
 * under its onboarding key (files are never rewritten).
 */
const STORAGE_KEY = /^(onboarding|team-documents)\/\d{1,10}\/[0-9a-f]{32}\.(pdf|jpg|png)$/

export function isVettingStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key)
}
