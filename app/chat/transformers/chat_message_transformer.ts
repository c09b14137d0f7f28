/** A message of a conversation: author, side, text and its files (names and sizes, never keys). */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type ChatMessage from '#chat/models/chat_message'

export default class ChatMessageTransformer extends BaseTransformer<ChatMessage> {
  toObject() {
    const message = this.resource
    return {
      id: message.id,
      side: message.side,
      authorUserId: message.authorUserId,
      authorName: message.author?.fullName ?? null,
      body: message.body,
      createdAt: message.createdAt.toISO(),
      attachments: (message.attachments ?? []).map((file) => ({
        id: file.id,
        fileName: file.fileName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
      })),
    }
  }
}
