import { Bouncer } from '@adonisjs/bouncer'
import type User from '#identity/models/user'
import type { TeamRole } from '#teams/domain/team_roles'

/**
 * Who may do what with transports. The state machine answers whether the
 * state allows it; these answer who. Records of another team are 404s,
 * checked by the queries (scoped by team) before these run.
 */

/** Every member of the dealer team sees its transports; drivers do not edit them. */
export const editTransports = Bouncer.ability((_user: User, role: TeamRole) => role !== 'driver')

/** Staff who may change states and assign (admin area): owners, admins and members of a staff team. */
export const manageTransports = Bouncer.ability((_user: User, role: TeamRole) => role !== 'driver')
