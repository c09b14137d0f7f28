import type { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import ChatAttachment from '#chat/models/chat_attachment'
import type { ChatSide } from '#chat/domain/chat'

/** One message of a conversation, written by staff or by a member of the team. */
export default class ChatMessage extends BaseModel {
  static table = 'chat_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare conversationId: number

  @column()
  declare authorUserId: number | null

  @column()
  declare side: ChatSide

  @column()
  declare body: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'authorUserId' })
  declare author: BelongsTo<typeof User>

  @hasMany(() => ChatAttachment, { foreignKey: 'messageId' })
  declare attachments: HasMany<typeof ChatAttachment>
}
