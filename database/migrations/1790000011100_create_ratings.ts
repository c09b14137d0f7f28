import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Ratings (issue 11): after a transport is completed the dealer rates the
 * carrier and the carrier rates the dealer, once each (the unique index
 * settles two concurrent submissions), three criteria 1–5 and a comment.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('ratings', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transports')
        .onDelete('CASCADE')
      table
        .integer('rater_team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      table
        .integer('rated_team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      /* dealer_to_carrier | carrier_to_dealer */
      table.string('direction', 20).notNullable()
      /* the direction's three criteria, in order (app/ratings/domain/ratings.ts) */
      table.smallint('score_1').notNullable()
      table.smallint('score_2').notNullable()
      table.smallint('score_3').notNullable()
      table.string('comment', 1000).nullable()
      table
        .integer('created_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['transport_id', 'direction'])
      /* the score of a team: its received ratings, per direction */
      table.index(['rated_team_id', 'direction'])
    })
  }

  async down() {
    this.schema.dropTable('ratings')
  }
}
