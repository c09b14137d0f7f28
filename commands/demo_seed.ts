import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import env from '#start/env'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#core/demo/demo_accounts'

/**
 * Seeds the demo data when the database has no users yet, and prints the
 * demo logins. Does nothing unless SEED_DEMO_DATA=true (or --force).
 */
export default class DemoSeed extends BaseCommand {
  static commandName = 'demo:seed'
  static description = 'Seed demo data into an empty database and print the demo logins'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Seed even if SEED_DEMO_DATA is not set' })
  declare force: boolean

  async run() {
    if (!this.force && !env.get('SEED_DEMO_DATA', false)) {
      this.logger.info('SEED_DEMO_DATA is not enabled: no demo data')
      return
    }
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const row = await db.from('users').count('* as total').first()
    if (Number(row?.total ?? 0) === 0) {
      const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
      await new DemoSeeder(db.connection()).run()
      this.logger.success('Demo data seeded')
    }
    this.logger.log('')
    this.logger.log(`Demo logins (password: ${DEMO_PASSWORD})`)
    for (const account of DEMO_ACCOUNTS)
      this.logger.log(`  ${account.email.padEnd(26)} ${account.role}`)
  }
}
