/**
 * The stop a proof is recorded at, for the driver's page and the referent's
 * page: the transport's reference and state, the place, the referent and
 * the vehicles to photograph. Never a price.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Transport from '#transports/models/transport'
import type TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import type { ProofStage } from '#shared/proof_zones'

export type ProofStop = {
  transport: Transport
  stage: ProofStage
  vehicles: TransportRequestVehicle[]
}

export default class ProofStopTransformer extends BaseTransformer<ProofStop> {
  toObject() {
    const { transport, stage, vehicles } = this.resource
    const pickup = stage === 'pickup'
    return {
      transportId: transport.id,
      reference: transport.reference,
      state: transport.state,
      stage,
      street: pickup ? transport.pickupStreet : transport.deliveryStreet,
      cap: pickup ? transport.pickupCap : transport.deliveryCap,
      city: pickup ? transport.pickupCity : transport.deliveryCity,
      province: pickup ? transport.pickupProvince : transport.deliveryProvince,
      referentName: pickup ? transport.pickupReferentName : transport.deliveryReferentName,
      referentEmail: pickup ? transport.pickupReferentEmail : transport.deliveryReferentEmail,
      vehicles: vehicles.map((vehicle) => ({
        id: vehicle.id,
        label: [vehicle.make, vehicle.model].filter(Boolean).join(' '),
        plate: vehicle.plate,
      })),
    }
  }

  /** The referent does not need their own e-mail address back. */
  forReferent() {
    return { ...this.toObject(), referentEmail: null }
  }
}
