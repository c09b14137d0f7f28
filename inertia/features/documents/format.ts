import { number } from '@shared/format'

/** 1536 -> "1,50 KB", 2 MB -> "2,00 MB". */
export function fileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`
  return `${number(bytes / (1024 * 1024))} MB`
}

/** The first 12 characters of a SHA-256 (the full one in the element's title). */
export function shortHash(sha256: string) {
  return sha256.slice(0, 12)
}
