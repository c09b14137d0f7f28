import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import type { TransportIntegrity } from '#documents/queries/verify_evidence'

/**
 * Verifies the evidence of a transport (or of all with --all): the hash chain
 * of its timeline and the sealed documents' files (docs/evidence.md).
 * Exits with code 1 when anything does not verify or the transport is unknown.
 */
export default class TransportsVerify extends BaseCommand {
  static commandName = 'transports:verify'
  static description = "Verify a transport's timeline hash chain and its documents' files"
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Reference (T-2026-000123) or id of the transport', required: false })
  declare transport?: string

  @flags.boolean({ description: 'Verify every transport' })
  declare all: boolean

  async run() {
    const queries = await import('#documents/queries/verify_evidence')
    if (!this.all && !this.transport) {
      this.logger.error('Give a transport reference or id, or --all')
      this.exitCode = 1
      return
    }
    let failed = 0
    let count = 0
    const transports = this.all
      ? queries.allTransportsForVerification()
      : this.one(await queries.findTransportForVerification(this.transport!))
    for await (const transport of transports) {
      const report = await queries.verifyTransport(transport)
      count++
      if (!report.ok) failed++
      this.print(report)
    }
    if (count === 0) this.logger.error(`transport not found: ${this.transport}`)
    if (this.all) this.logger.info(`${count} transports verified, ${failed} failed`)
    if (failed > 0 || count === 0) this.exitCode = 1
  }

  private async *one(transport: { id: number; reference: string } | null) {
    if (transport) yield transport
  }

  private print(report: TransportIntegrity) {
    const summary = `${report.reference} (#${report.transportId}): ${report.eventCount} events, ${report.documentCount} documents`
    if (report.ok) {
      this.logger.success(`${summary}: OK`)
      return
    }
    this.logger.error(`${summary}: BROKEN`)
    for (const problem of report.problems) {
      this.logger.error(`  ${JSON.stringify(problem)}`)
    }
  }
}
