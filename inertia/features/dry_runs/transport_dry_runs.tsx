import { usePage } from '@inertiajs/react'
import { DryRunPanel, type DryRunFormProps } from '~/features/dry_runs/dry_run_panel'
import { DryRunList, type DryRunView } from '~/features/dry_runs/dry_run_list'

/** The props every transport page receives from dryRunProps() (app/transports/controllers/dry_run_props.ts). */
type DryRunPageProps = { dryRuns?: DryRunView[]; dryRunForm?: DryRunFormProps | null }

/** The page's props a realtime update reloads for the dry runs. */
export const DRY_RUN_PROPS = ['dryRuns', 'dryRunForm']

/**
 * The dry runs of a transport page, in one line of the page: on the
 * carrier's page the "site closed / vehicle not ready" form while the pickup
 * is scheduled, on every page the attempts recorded.
 */
export function TransportDryRuns({
  area,
  transportId,
}: {
  area: 'dealer' | 'admin' | 'transporter'
  transportId: number
}) {
  const { props } = usePage<DryRunPageProps>()
  return (
    <>
      {area === 'transporter' && (
        <DryRunPanel transportId={transportId} form={props.dryRunForm ?? null} />
      )}
      <DryRunList area={area} transportId={transportId} dryRuns={props.dryRuns ?? []} />
    </>
  )
}
