import { BaseSchema } from '@adonisjs/lucid/schema'
import { DateTime } from 'luxon'

/**
 * The pro plan becomes a monthly subscription renewed from the wallet
 * (issue 12): `pro_until` is the day the paid month ends (the renewal day),
 * `pro_renews` whether it renews then. Teams already on pro keep it until the
 * next monthly anniversary of their upgrade from today on (nothing is
 * charged retroactively).
 */
export default class extends BaseSchema {
  /* SQLite drops a column by rebuilding the table, which its foreign keys forbid inside a
     transaction: the rollback turns them off around it (a PRAGMA is ignored in a transaction). */
  static disableTransactions = true

  async up() {
    this.schema.alterTable('teams', (table) => {
      table.date('pro_until').nullable()
      table.boolean('pro_renews').notNullable().defaultTo(true)
      /* the daily renewal finds the pro teams due */
      table.index(['plan', 'pro_until'])
    })
    this.defer(async (db) => {
      const today = DateTime.now().setZone('Europe/Rome').startOf('day')
      const teams = await db.from('teams').where('plan', 'pro').select('id', 'pro_since')
      for (const team of teams) {
        const since = team.pro_since
          ? DateTime.fromJSDate(new Date(team.pro_since)).setZone('Europe/Rome').startOf('day')
          : today
        let until = since.plus({ months: 1 })
        while (until <= today) until = until.plus({ months: 1 })
        await db.from('teams').where('id', team.id).update({ pro_until: until.toISODate() })
      }
    })
  }

  async down() {
    const sqlite = this.db.dialect.name.includes('sqlite')
    if (sqlite) this.defer((db) => db.rawQuery('PRAGMA foreign_keys = OFF'))
    this.schema.alterTable('teams', (table) => {
      table.dropIndex(['plan', 'pro_until'])
      table.dropColumn('pro_until')
      table.dropColumn('pro_renews')
    })
    if (sqlite) this.defer((db) => db.rawQuery('PRAGMA foreign_keys = ON'))
  }
}
