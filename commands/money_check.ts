import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Verifies the books (docs/money.md, "Checking the books"): every ledger
 * invariant, printed with the rows that break it. Exits with code 1 on any
 * discrepancy. Read-only.
 */
export default class MoneyCheck extends BaseCommand {
  static commandName = 'money:check'
  static description = 'Verify every invariant of the money ledger and print the discrepancies'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Print the discrepancies as JSON (one object per line)' })
  declare json: boolean

  async run() {
    const { MONEY_CHECKS } = await import('#ledger/queries/money_check')
    let discrepancies = 0
    for (const check of MONEY_CHECKS) {
      const rows = await check.run()
      discrepancies += rows.length
      if (this.json) {
        for (const detail of rows) console.log(JSON.stringify({ check: check.name, detail }))
        continue
      }
      if (rows.length === 0) {
        this.logger.success(`${check.name}: ${check.description}`)
        continue
      }
      this.logger.error(
        `${check.name}: ${rows.length} discrepanc${rows.length === 1 ? 'y' : 'ies'} (${check.description})`
      )
      for (const detail of rows.slice(0, 50)) this.logger.error(`  ${JSON.stringify(detail)}`)
      if (rows.length > 50) this.logger.error(`  … and ${rows.length - 50} more`)
    }
    if (!this.json) {
      if (discrepancies === 0) this.logger.success('money:check: 0 discrepancies')
      else this.logger.error(`money:check: ${discrepancies} discrepancies`)
    }
    if (discrepancies > 0) this.exitCode = 1
  }
}
