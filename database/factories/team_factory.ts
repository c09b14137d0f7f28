import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import Address from '#teams/models/address'
import { nextVatNumber, uniqueSuffix } from '#database/factories/sequence'

/**
 * A dealer team with the company data an invoice needs (legal name, a valid
 * P.IVA, the registered office, an SDI code); state `transporter`: a
 * transporter team, verified (as staff vet carriers), `staff`: a staff team;
 * `withoutCompany`: no company data (a team that just registered).
 */
export const TeamFactory = factory
  .define(Team, () => {
    const name = `Team ${uniqueSuffix()}`
    return {
      name,
      kind: 'dealer' as const,
      legalName: `${name} S.r.l.`,
      vatNumber: nextVatNumber(),
      sdiCode: 'M5UXCR1',
      street: 'Via Emilia 120',
      cap: '40133',
      city: 'Bologna',
      province: 'BO',
    }
  })
  .state('withoutCompany', (team) => {
    team.legalName = null
    team.vatNumber = null
    team.sdiCode = null
    team.street = null
    team.cap = null
    team.city = null
    team.province = null
  })
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
