import type { Data } from '@generated/data'
import type { Paginated } from '~/lib/types'
import {
  CarrierTransportList,
  type CarrierFilters,
} from '~/features/drivers/carrier_transport_list'

/** Transporter → Transports: the team's (a driver: their own), filtered in the URL, live. */
export default function TransporterTransports(props: {
  transports: Paginated<Data.Transports.TransportRow.Variants['forCarrierRow']>
  filters: CarrierFilters
  states: string[]
}) {
  return <CarrierTransportList {...props} />
}
