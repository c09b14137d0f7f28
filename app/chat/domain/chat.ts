/**
 * Pure rules of the chat (issue 13): sides, limits, storage keys, the
 * realtime channel name. No database, no HTTP.
 */

/** Who wrote a message: staff, or a member of the conversation's team. */
export type ChatSide = 'staff' | 'team'

export const MESSAGE_MAX_LENGTH = 4000
export const SUBJECT_MAX_LENGTH = 150
export const MAX_CHAT_ATTACHMENTS = 3
export const MAX_CHAT_ATTACHMENT_BYTES = 10 * 1024 * 1024
/** The newest messages a conversation page shows at once (older ones page by `before`). */
export const MESSAGES_PER_PAGE = 50
export const CONVERSATIONS_PER_PAGE = 20
/** An unread message is e-mailed to its recipient after this long (once per unread streak). */
export const UNREAD_MAIL_AFTER_MINUTES = 15
/** Messages older than this are never e-mailed about (bounds the job's scan). */
export const UNREAD_MAIL_WINDOW_HOURS = 48

/** The side a reader is on; the unread messages are those of the other side. */
export function otherSide(side: ChatSide): ChatSide {
  return side === 'staff' ? 'team' : 'staff'
}

/** `chats/<conversation id>`: the private channel of one conversation. */
export function chatChannel(conversationId: number) {
  return `chats/${conversationId}`
}

/** `chat/<conversation>/<32 hex>.<ext>`: the only keys this capability writes. */
const STORAGE_KEY = /^chat\/\d{1,10}\/[0-9a-f]{32}\.(pdf|jpg|png)$/

export function chatStorageKey(conversationId: number, randomHex: string, ext: string) {
  return `chat/${conversationId}/${randomHex}.${ext}`
}

export function isChatStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key)
}

/**
 * Whether a recipient is due an "unread message" e-mail: something of the
 * other side newer than what they read (`newest`), and no e-mail since they
 * last read (one e-mail per unread streak, never twice for the same one).
 */
export function dueUnreadMail(marker: { lastRead: number; lastMailed: number }, newest: number) {
  return marker.lastRead < newest && marker.lastMailed <= marker.lastRead
}

/** The conversation page of each area (route names). */
export const CHAT_SHOW_ROUTE = {
  admin: 'admin.chat.show',
  dealer: 'dealer.chat.show',
  transporter: 'transporter.chat.show',
} as const

export type ChatArea = keyof typeof CHAT_SHOW_ROUTE

export function chatShowRoute(area: string) {
  return CHAT_SHOW_ROUTE[(area in CHAT_SHOW_ROUTE ? area : 'admin') as ChatArea]
}
