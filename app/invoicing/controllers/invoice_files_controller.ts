import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { contentDisposition } from '#requests/domain/attachment_files'
import { findInvoice } from '#invoicing/queries/invoice_pages'
import { ensureInvoiceFiles, invoiceFileStream } from '#invoicing/actions/invoice_files'
import type { InvoiceFileKind } from '#invoicing/models/invoice_file'

/**
 * An invoice's PDF or FatturaPA XML, streamed after InvoicePolicy: the
 * stored bytes (generated once, on issue or on this first download). The
 * invoice is found within what the member may see first (another team's is
 * a 404).
 */
export default class InvoiceFilesController {
  pdf(ctx: HttpContext) {
    return this.send(ctx, 'pdf')
  }

  xml(ctx: HttpContext) {
    return this.send(ctx, 'xml')
  }

  private async send(ctx: HttpContext, kind: InvoiceFileKind) {
    const staff = ctx.currentTeam.team.kind === 'staff'
    const scope = staff ? ({ staff: true } as const) : { teamId: ctx.currentTeam.team.id }
    const invoice = found(await findInvoice(ctx.params.id, scope))
    await ctx.bouncer.with('InvoicePolicy').authorize('download', ctx.currentTeam, invoice)
    const files = await ensureInvoiceFiles(invoice.id)
    const file = found(files.ok ? files.value[kind] : null)
    const contents = found(await invoiceFileStream(file.storageKey))
    ctx.response.header('Content-Type', file.mimeType)
    ctx.response.header('Content-Disposition', contentDisposition(file.fileName))
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.header('Cache-Control', 'private, no-store')
    return ctx.response.stream(contents)
  }
}
