import type { HttpContext } from '@adonisjs/core/http'
import { listAttachments } from '#requests/queries/request_attachments'
import NotFoundException from '#core/exceptions/not_found_exception'
import Team from '#teams/models/team'
import { ITALIAN_REGIONS } from '#shared/italian_provinces'
import { parseTransportFilters } from '#transports/domain/filters'
import { nextStates, TRANSPORT_STATES } from '#transports/domain/state_machine'
import { findTransport, listTransports } from '#transports/queries/list_transports'
import { forShow } from '#transports/transformers/transport_transformer'
import { assignValidator, changeStateValidator } from '#transports/validators/transport_validators'
import { assignTransport, transitionTransport } from '#transports/actions/transition_transport'
import { manageTransports } from '#transports/policies/transport_policy'
import { errorMessage, requireTeam } from '#transports/controllers/transport_access'

async function teamOptions(kind: 'dealer' | 'transporter', verifiedOnly = false) {
  const query = Team.query()
    .where('kind', kind)
    .select('id', 'name')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
  if (verifiedOnly) query.whereNotNull('verified_at')
  return (await query).map((team) => ({ value: String(team.id), label: team.name }))
}

/** Admin area: every transport (list with filters, show, assign, change state). */
export default class AdminTransportsController {
  async index(ctx: HttpContext) {
    await requireTeam(ctx)
    const filters = parseTransportFilters(ctx.request.qs())
    return ctx.inertia.render('admin/transports/index', {
      transports: await listTransports({ teamId: null }, filters),
      filters: {
        state: filters.state ?? null,
        from: filters.from ?? null,
        to: filters.to ?? null,
        dealer: filters.dealerTeamId ? String(filters.dealerTeamId) : null,
        transporter: filters.transporterTeamId ? String(filters.transporterTeamId) : null,
        pickupRegion: filters.pickupRegion ?? null,
        deliveryRegion: filters.deliveryRegion ?? null,
      },
      states: [...TRANSPORT_STATES],
      regions: ITALIAN_REGIONS.map((region) => ({ value: region.code, label: region.name })),
      dealers: await teamOptions('dealer'),
      transporters: await teamOptions('transporter'),
    })
  }

  async show(ctx: HttpContext) {
    const { role } = await requireTeam(ctx)
    const transport = await findTransport(ctx.params.id, null)
    if (!transport) throw new NotFoundException()
    const canManage = await ctx.bouncer.allows(manageTransports, role)
    const next = canManage ? nextStates(transport.state, 'admin') : []
    return ctx.inertia.render('admin/transports/show', {
      transport: forShow(transport),
      documents: {
        requestId: transport.transportRequestId,
        files: await listAttachments(transport.transportRequestId),
      },
      /* assignment has its own form (it needs a team) */
      nextStates: next.filter((state) => state !== 'assigned'),
      canAssign: next.includes('assigned'),
      transporters: next.includes('assigned') ? await teamOptions('transporter', true) : [],
    })
  }

  async assign(ctx: HttpContext) {
    const { role } = await requireTeam(ctx)
    const id = ctx.params.id
    if (!(await findTransport(id, null))) throw new NotFoundException()
    await ctx.bouncer.authorize(manageTransports, role)
    const input = await ctx.request.validateUsing(assignValidator)
    const result = await assignTransport({
      transportId: id,
      transporterTeamId: input.transporterTeamId,
      expectedVersion: input.stateVersion,
      actor: { kind: 'admin', userId: ctx.auth.user!.id },
    })
    return this.done(ctx, id, result, 'transports.flash.assigned')
  }

  async transition(ctx: HttpContext) {
    const { role } = await requireTeam(ctx)
    const id = ctx.params.id
    if (!(await findTransport(id, null))) throw new NotFoundException()
    await ctx.bouncer.authorize(manageTransports, role)
    const input = await ctx.request.validateUsing(changeStateValidator)
    const result = await transitionTransport({
      transportId: id,
      to: input.to,
      expectedVersion: input.stateVersion,
      pickupOn: input.pickupOn ? localIso(input.pickupOn) : null,
      payload: input.reason ? { reason: input.reason } : undefined,
      actor: { kind: 'admin', userId: ctx.auth.user!.id },
    })
    return this.done(ctx, id, result, 'transports.flash.state_changed')
  }

  private done(
    ctx: HttpContext,
    id: number,
    result: { ok: boolean; error?: string },
    success: string
  ) {
    if (result.ok) ctx.session.flash('success', ctx.i18n.t(success))
    else ctx.session.flash('error', errorMessage(ctx, result.error!))
    return ctx.response.redirect(`/admin/transports/${id}`)
  }
}

function localIso(value: Date) {
  const y = value.getFullYear()
  const m = String(value.getMonth() + 1).padStart(2, '0')
  const d = String(value.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}
