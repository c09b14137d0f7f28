import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf, transportPage } from '#transports/queries/transport_pages'
import {
  assignDriverValidator,
  carrierTransitionValidator,
  schedulePickupValidator,
} from '#transports/validators/execution_validators'
import { assignDriver } from '#transports/actions/assign_driver'
import { schedulePickup } from '#transports/actions/schedule_pickup'
import { transitionTransport } from '#transports/actions/transition_transport'
import { carrierActor, carrierOutcome } from '#transports/controllers/carrier_outcome'
import { schedulePage } from '#transports/queries/pickup_calendar'
import TransportTransformer from '#transports/transformers/transport_transformer'

/** The transport of the URL, within what the member may see (a driver: only theirs). */
const target = async (ctx: HttpContext) =>
  found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))

/**
 * Transporter area: what the carrier does on a transport it won — choose the
 * driver (owners and admins), schedule or move the pickup and start the
 * transit (the office or the assigned driver). TransportPolicy decides who,
 * the actions what the state allows.
 */
export default class TransporterExecutionController {
  async driver(ctx: HttpContext) {
    const transport = await target(ctx)
    await ctx.bouncer.with('TransportPolicy').authorize('assignDriver', ctx.currentTeam, transport)
    const input = await ctx.request.validateUsing(assignDriverValidator)
    const result = await assignDriver({
      transportId: transport.id,
      ...input,
      actor: carrierActor(ctx),
    })
    const done = input.driverUserId ? 'drivers.flash.assigned' : 'drivers.flash.unassigned'
    return carrierOutcome(ctx, result, done, transport.id)
  }

  async scheduleForm(ctx: HttpContext) {
    const transport = found(await transportPage(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('schedule', ctx.currentTeam, transport)
    return ctx.inertia.render('transporter/transports/schedule', {
      /* the schedule needs no money: the driver's variant for everyone */
      transport: TransportTransformer.transform(transport).useVariant('forDriver'),
      ...(await schedulePage(transport)),
    })
  }

  async schedule(ctx: HttpContext) {
    const transport = await target(ctx)
    await ctx.bouncer.with('TransportPolicy').authorize('schedule', ctx.currentTeam, transport)
    const { stateVersion, ...choice } = await ctx.request.validateUsing(schedulePickupValidator)
    const result = await schedulePickup({
      transportId: transport.id,
      choice,
      expectedVersion: stateVersion,
      actor: carrierActor(ctx),
    })
    const refused = 'transporter.transports.schedule'
    return carrierOutcome(ctx, result, 'drivers.flash.scheduled', transport.id, refused)
  }

  async startTransit(ctx: HttpContext) {
    const transport = await target(ctx)
    await ctx.bouncer.with('TransportPolicy').authorize('operate', ctx.currentTeam, transport)
    const input = await ctx.request.validateUsing(carrierTransitionValidator)
    const result = await transitionTransport({
      transportId: transport.id,
      to: 'in_transit',
      expectedVersion: input.stateVersion,
      actor: { kind: 'transporter', ...carrierActor(ctx) },
    })
    return carrierOutcome(ctx, result, 'drivers.flash.in_transit', transport.id)
  }
}
