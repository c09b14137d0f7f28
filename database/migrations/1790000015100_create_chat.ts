import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Chat (issue 13): conversations between staff and ONE team (dealer or
 * carrier), optionally about one of its transports; their messages and
 * attachments (files on the Drive disk), a read marker per conversation and
 * user (unread counts, and the last message an unread e-mail was sent for).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('chat_conversations', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('id').inTable('teams')
      table
        .integer('transport_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('transports')
        .onDelete('SET NULL')
      table.string('subject', 150).nullable()
      table
        .integer('assigned_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('created_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /* the newest message of each side: unread = newer than the reader's marker */
      table.integer('last_team_message_id').nullable()
      table.integer('last_staff_message_id').nullable()
      table.timestamp('last_message_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['team_id', 'last_message_at', 'id'])
      table.index(['assigned_user_id', 'last_message_at', 'id'])
      table.index(['transport_id', 'last_message_at', 'id'])
      table.index(['last_message_at', 'id'])
    })

    this.schema.createTable('chat_messages', (table) => {
      table.increments('id')
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('chat_conversations')
        .onDelete('CASCADE')
      table
        .integer('author_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /* staff | team */
      table.string('side', 10).notNullable()
      table.text('body').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['conversation_id', 'id'])
      table.index(['created_at'])
    })

    this.schema.createTable('chat_attachments', (table) => {
      table.increments('id')
      table
        .integer('message_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('chat_messages')
        .onDelete('CASCADE')
      table.integer('conversation_id').unsigned().notNullable()
      table.string('file_name', 200).notNullable()
      table.string('storage_key', 200).notNullable()
      table.string('mime_type', 100).notNullable()
      table.integer('size_bytes').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['message_id'])
      table.index(['conversation_id', 'id'])
    })

    this.schema.createTable('chat_read_markers', (table) => {
      table.increments('id')
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('chat_conversations')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.integer('last_read_message_id').notNullable().defaultTo(0)
      /* the newest message an "unread message" e-mail was sent for (0: none) */
      table.integer('last_mailed_message_id').notNullable().defaultTo(0)
      table.timestamp('updated_at').notNullable()
      table.unique(['conversation_id', 'user_id'])
      table.index(['user_id', 'conversation_id'])
    })
  }

  async down() {
    this.schema.dropTable('chat_read_markers')
    this.schema.dropTable('chat_attachments')
    this.schema.dropTable('chat_messages')
    this.schema.dropTable('chat_conversations')
  }
}
