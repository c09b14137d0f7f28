import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import Address from '#teams/models/address'
import { uniqueSuffix } from '#database/factories/sequence'

/**
 * A dealer team; state `transporter`: a transporter team, verified (as
 * staff vet carriers), `staff`: a staff team.
 */
export const TeamFactory = factory
  .define(Team, () => ({ name: `Team ${uniqueSuffix()}`, kind: 'dealer' as const }))
  .state('transporter', (team) => {
    team.kind = 'transporter'
    team.verifiedAt = DateTime.now()
  })
  .state('staff', (team) => {
    team.kind = 'staff'
  })
  .build()

/** A membership (owner unless merged otherwise); the caller gives the team and the user. */
export const TeamMemberFactory = factory
  .define(TeamMember, () => ({ role: 'owner' as const }))
  .build()

/** An address "Sede" in Via Roma 1, 20100 Milano (MI); the caller gives the team. */
export const AddressFactory = factory
  .define(Address, () => ({
    label: 'Sede',
    street: 'Via Roma 1',
    cap: '20100',
    city: 'Milano',
    province: 'MI',
  }))
  .build()
