/**
 * A private session's page:
 * - `forStaff`    the session with its transports (every bid's figure and the
 *                 best bidder), the invitations and their teams;
 * - `forCarrier`  the session for an invited team: towns only, the best price
 *                 of each transport but never who offered it, its own bid.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { sessionForCarrier, sessionForStaff } from '#marketplace/queries/private_sessions'

type StaffPage = NonNullable<Awaited<ReturnType<typeof sessionForStaff>>>
type CarrierPage = NonNullable<Awaited<ReturnType<typeof sessionForCarrier>>>

export default class PrivateSessionTransformer extends BaseTransformer<StaffPage | CarrierPage> {
  toObject() {
    return this.forCarrier()
  }

  forStaff() {
    const page = this.resource as StaffPage
    return {
      session: page.session,
      transports: page.transports.map((transport) => ({
        id: transport.id,
        reference: transport.reference,
        state: transport.state,
        pickupCity: transport.pickupCity,
        pickupProvince: transport.pickupProvince,
        deliveryCity: transport.deliveryCity,
        deliveryProvince: transport.deliveryProvince,
        pickupDateFrom: transport.pickupDateFrom,
        pickupDateTo: transport.pickupDateTo,
        vehicleCount: transport.vehicleCount,
        payoutCents: transport.payoutCents,
        transporterName: transport.transporterName,
        bidCount: transport.bidCount,
        bestCents: transport.bestCents,
        bestTeamName: transport.bestTeamName,
      })),
      invitations: page.invitations.map((invitation) => ({
        id: invitation.id,
        teamId: invitation.teamId,
        teamName: invitation.teamName,
        state: invitation.state,
        sentAt: invitation.sentAt,
        respondedAt: invitation.respondedAt,
      })),
    }
  }

  forCarrier() {
    const page = this.resource as CarrierPage
    return { session: page.session, serverNow: page.serverNow, transports: page.transports }
  }
}
