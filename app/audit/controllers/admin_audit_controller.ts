import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { auditActors, auditPage, parseAuditFilters } from '#audit/queries/audit_events'
import AuditEventTransformer from '#audit/transformers/audit_event_transformer'
import { AUDIT_ACTIONS } from '#audit/domain/audit'

/** Admin → Audit: what staff changed, who, when, before and after. */
export default class AdminAuditController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('AuditPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = parseAuditFilters(ctx.request.qs())
    const [page, actors] = await Promise.all([
      auditPage(pageFrom(ctx.request.qs().page), filters),
      auditActors(),
    ])
    return ctx.inertia.render('admin/audit/index', {
      events: AuditEventTransformer.paginate(page.data, page.meta),
      filters,
      actions: [...AUDIT_ACTIONS],
      actors: actors.map((row) => ({ id: Number(row.id), name: row.full_name as string })),
    })
  }
}
