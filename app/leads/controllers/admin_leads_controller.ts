import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { findLead, listLeads, parseLeadFilters, staffMembers } from '#leads/queries/leads'
import { convertLead, updateLead } from '#leads/actions/leads'
import { leadUpdateValidator } from '#leads/validators/lead_validators'
import LeadTransformer from '#leads/transformers/lead_transformer'

const back = (ctx: HttpContext, id: number) =>
  ctx.response.redirect().toRoute('admin.leads.show', { id })

/** Admin → Leads: the companies that sent the public form, their follow-up and conversion. */
export default class AdminLeadsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('LeadPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = parseLeadFilters(ctx.request.qs())
    const page = await listLeads(pageFrom(ctx.request.qs().page), filters, ctx.auth.user!.id)
    return ctx.inertia.render('admin/leads/index', {
      leads: LeadTransformer.paginate(page.data, page.meta),
      filters: { ...filters, mine: filters.mine ? '1' : null },
    })
  }

  async show(ctx: HttpContext) {
    await ctx.bouncer.with('LeadPolicy').authorize('viewAny', ctx.currentTeam)
    const lead = found(await findLead(ctx.params.id))
    const staff = await staffMembers()
    return ctx.inertia.render('admin/leads/show', {
      lead: LeadTransformer.transform({
        lead,
        handler: lead.assignedUser?.fullName ?? null,
      }).useVariant('forStaff'),
      staff: staff.map((user) => ({ id: user.id, name: user.fullName })),
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('LeadPolicy').authorize('manage', ctx.currentTeam)
    const lead = found(await findLead(ctx.params.id))
    const input = await ctx.request.validateUsing(leadUpdateValidator)
    const staff = await staffMembers()
    const result = await updateLead(lead, input, new Set(staff.map((user) => user.id)))
    const key = result.ok ? 'leads.flash.updated' : `leads.errors.${result.error}`
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(key))
    return back(ctx, lead.id)
  }

  async convert(ctx: HttpContext) {
    await ctx.bouncer.with('LeadPolicy').authorize('manage', ctx.currentTeam)
    const lead = found(await findLead(ctx.params.id))
    const result = await convertLead(lead.id, ctx.auth.user!.id)
    const key = result.ok ? 'leads.flash.converted' : `leads.errors.${result.error}`
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(key))
    return back(ctx, lead.id)
  }
}
