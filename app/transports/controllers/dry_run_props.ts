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
  const records = DryRunTransformer.transform(await dryRunsOf(transport.id))
  return {
    dryRuns: ctx.currentTeam.team.kind === 'dealer' ? records : records.useVariant('withRecorder'),
    dryRunForm: await dryRunForm(ctx, transport),
  }
}

/** The form's data, or null when this member may not record a dry run now. */
async function dryRunForm(ctx: HttpContext, transport: Transport) {
  if (transport.state !== 'pickup_scheduled') return null
  const policy = ctx.bouncer.with('TransportPolicy')
  if (!(await policy.allows('recordDryRun', ctx.currentTeam, transport))) return null
  const settings = await currentPricingSettings()
  return { feeCents: settings.dryRunFeeCents, pickupOn: transport.pickupOn?.toISODate() ?? null }
}
