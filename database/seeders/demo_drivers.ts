import User from '#identity/models/user'
import Address from '#teams/models/address'
import Transport from '#transports/models/transport'
import db from '@adonisjs/lucid/services/db'
import { provinceByCode } from '#shared/italian_provinces'
import { assignDriver } from '#transports/actions/assign_driver'
import { schedulePickup } from '#transports/actions/schedule_pickup'
import { pickupCalendarOf } from '#transports/queries/pickup_calendar'
import { proposePickupSlots } from '#transports/domain/pickup_slots'

/**
 * Drivers and scheduled pickups (issue 11): the demo carrier's driver
 * (driver@example.com, Marco Autista) drives its transports that are
 * assigned, pickup_scheduled, picked_up and in_transit (through the real
 * action, so each has its 'driver_assigned' event). The assigned and the
 * scheduled ones are collected at the dealer's Bologna address, whose
 * opening hours (Mon–Fri 08:30–12:30 and 14:30–19:00, Sat morning) give the
 * schedule page its slots; the scheduled one is moved to its first slot
 * (a 'rescheduled' event with a time range). Another assigned transport of
 * the carrier, if any, is left without driver for the office to assign.
 */
export async function seedDriversDemo() {
  const owner = await User.findByOrFail('email', 'transporter@example.com')
  const driver = await User.findByOrFail('email', 'driver@example.com')
  const dealer = await User.findByOrFail('email', 'dealer@example.com')
  const carrierTeamId = owner.currentTeamId!
  const address = await Address.query()
    .where('team_id', dealer.currentTeamId!)
    .whereNotNull('opening_hours')
    .orderBy('id', 'asc')
    .firstOrFail()
  const actor = { userId: owner.id, teamId: carrierTeamId }
  for (const state of ['assigned', 'pickup_scheduled', 'picked_up', 'in_transit'] as const) {
    const transport = await Transport.query()
      .where('transporter_team_id', carrierTeamId)
      .where('team_id', dealer.currentTeamId!)
      .where('state', state)
      .orderBy('id', 'asc')
      .first()
    if (!transport) continue
    if (state === 'assigned' || state === 'pickup_scheduled') {
      await atAddress(transport, address)
    }
    const assigned = await assignDriver({
      transportId: transport.id,
      driverUserId: driver.id,
      actor,
    })
    if (!assigned.ok) throw new Error(`demo driver failed: ${JSON.stringify(assigned)}`)
    if (state === 'pickup_scheduled') {
      const fresh = await transport.refresh()
      const [slot] = proposePickupSlots(await pickupCalendarOf(fresh))
      if (!slot) continue
      const moved = await schedulePickup({
        transportId: transport.id,
        choice: { date: slot.date, from: slot.from },
        actor,
      })
      if (!moved.ok) throw new Error(`demo schedule failed: ${JSON.stringify(moved)}`)
    }
  }
}

/** The pickup at one of the dealer's saved addresses (its place and its opening hours). */
async function atAddress(transport: Transport, address: Address) {
  await db
    .from('transport_requests')
    .where('id', transport.transportRequestId)
    .update({ pickup_address_id: address.id })
  transport.merge({
    pickupStreet: address.street,
    pickupCap: address.cap,
    pickupCity: address.city,
    pickupProvince: address.province,
    pickupRegion: provinceByCode(address.province)?.region ?? transport.pickupRegion,
  })
  await transport.save()
}
