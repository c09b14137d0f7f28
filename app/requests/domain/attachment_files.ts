/**
 * Pure rules of a request's documents: which files are accepted (by their
 * real content, not their name), where they are stored and under which
 * name they are shown and downloaded. No file system, no HTTP.
 */

export const MAX_ATTACHMENTS = 10
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
/** The extensions the upload field accepts (the content decides in the end). */
export const ATTACHMENT_EXTNAMES = ['pdf', 'jpg', 'jpeg', 'png']
/** The longest display name, in characters (the column's size). */
export const FILE_NAME_MAX = 200

export type FileKind = { ext: 'pdf' | 'jpg' | 'png'; mime: string }

const KINDS: Record<string, FileKind> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
}

/** The kind an accepted extension claims (pdf, jpg/jpeg, png), or null. */
export function claimedKind(extname: string): FileKind | null {
  return KINDS[extname.toLowerCase()] ?? null
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The real kind of a file from its first bytes (magic numbers), or null. */
export function sniffKind(head: Uint8Array): FileKind | null {
  const starts = (bytes: number[]) => bytes.every((byte, index) => head[index] === byte)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return KINDS.pdf // %PDF-
  if (starts(PNG_SIGNATURE)) return KINDS.png
  if (starts([0xff, 0xd8, 0xff])) return KINDS.jpg
  return null
}

/** `requests/<teamId>/<32 hex>.<ext>`: the only keys this capability writes. */
const STORAGE_KEY = /^requests\/\d{1,10}\/[0-9a-f]{32}\.(pdf|jpg|png)$/

export function storageKey(teamId: number, randomHex: string, kind: FileKind) {
  return `requests/${teamId}/${randomHex}.${kind.ext}`
}

/** Whether a stored key is one this capability would write (never a path of someone's choosing). */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key)
}

/**
 * Characters a display name never keeps: C0 and C1 controls and DEL,
 * bidirectional marks, embeddings, overrides and isolates (they make
 * "invoice\u202Efdp.exe" read as "invoiceexe.pdf"), zero-width and other
 * invisible format characters, the line and paragraph separators, lone
 * surrogates, and the double quote.
 */
function isUnsafe(character: string): boolean {
  const code = character.codePointAt(0)!
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x22 ||
    code === 0x061c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfeff ||
    (code >= 0xd800 && code <= 0xdfff)
  )
}

/**
 * The name a document is shown and downloaded under: the client's name
 * without any path, without control, direction or invisible characters,
 * in NFC, at most FILE_NAME_MAX characters, and always ending with the
 * extension of its real content (`kind`): "Libretto.JPEG" holding a JPEG
 * becomes "Libretto.jpg", "scan" holding a PDF "scan.pdf".
 */
export function safeFileName(clientName: string, kind: Pick<FileKind, 'ext'>): string {
  const leaf = String(clientName ?? '')
    .replace(/\\/g, '/')
    .split('/')
    .pop()!
  const cleaned = Array.from(leaf)
    .filter((character) => !isUnsafe(character))
    .join('')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
  const stem = cleaned.replace(/\.[\p{L}\p{N}]{1,10}$/u, '').replace(/^[.\s]+|[.\s]+$/g, '')
  const suffix = `.${kind.ext}`
  const room = FILE_NAME_MAX - suffix.length
  const bounded = Array.from(stem).slice(0, room).join('').trim()
  return `${bounded || 'allegato'}${suffix}`
}

/** The name as plain printable ASCII, for the `filename=` fallback of old clients. */
function asciiFallback(name: string) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/gu, '_')
}

/**
 * `Content-Disposition` of a download (RFC 6266): `attachment`, an ASCII
 * `filename` for old clients and the exact name as `filename*` (RFC 8187,
 * UTF-8, percent-encoded).
 */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`
  )
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encoded}`
}
