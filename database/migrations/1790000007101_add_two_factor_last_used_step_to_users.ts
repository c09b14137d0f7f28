import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The TOTP time step (Unix time / 30 s) of the last two-factor code a user
 * had accepted: a code of that step or an older one is refused, so a code
 * seen over someone's shoulder cannot be replayed within its window.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('two_factor_last_used_step').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('two_factor_last_used_step')
    })
  }
}
