import type { HttpContext } from '@adonisjs/core/http'
import type Transport from '#transports/models/transport'
import { dryRunsOf } from '#transports/queries/dry_runs'
import DryRunTransformer from '#transports/transformers/dry_run_transformer'
import { currentPricingSettings } from '#pricing/queries/current_settings'

/**
 * A transport page's dry-run props: the attempts recorded (who recorded them
 * for staff and the carrier, not the dealer), and for a member of the carrier
 * who may record one while the pickup is scheduled, the form (with the fee in
 * force, so the confirmation says what the dealer will be charged).
 */
export async function dryRunProps(ctx: HttpContext, transport: Transport) {
  const kind = ctx.currentTeam.team.kind
  const records = DryRunTransformer.transform(await dryRunsOf(transport.id))
  const mayRecord =
    transport.state === 'pickup_scheduled' &&
    (await ctx.bouncer.with('TransportPolicy').allows('recordDryRun', ctx.currentTeam, transport))
  return {
    dryRuns: kind === 'dealer' ? records : records.useVariant('withRecorder'),
    dryRunForm: mayRecord
      ? {
          feeCents: (await currentPricingSettings()).dryRunFeeCents,
          pickupOn: transport.pickupOn?.toISODate() ?? null,
        }
      : null,
  }
}
