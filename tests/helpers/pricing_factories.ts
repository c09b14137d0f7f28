import { createUserWithTeam } from '#tests/helpers/factories'
import { DEFAULT_PRICING_SETTINGS } from '#pricing/domain/pricing'
import { settingsToForm } from '#pricing/domain/settings_form'
import { sellerForm } from '#tests/helpers/invoicing_fixtures'
import type { TeamRole } from '#teams/domain/team_roles'

/** A verified member of a new staff team (owner unless told otherwise). */
export function createStaffUser(role: TeamRole = 'owner') {
  return createUserWithTeam('staff', { role })
}

/**
 * A complete, valid Settings → General form (defaults in human units, the
 * platform's company complete as the tests configure it), with overrides.
 */
export function settingsFormPayload(overrides: Record<string, unknown> = {}) {
  return { ...settingsToForm(DEFAULT_PRICING_SETTINGS), company: sellerForm(), ...overrides }
}

/** A supplier of the team with plausible data. */
export async function createSupplier(teamId: number, overrides: Record<string, unknown> = {}) {
  const { default: Supplier } = await import('#suppliers/models/supplier')
  return Supplier.create({
    teamId,
    name: 'Autosalone Rossi',
    street: 'Via Roma 1',
    cap: '20121',
    city: 'Milano',
    province: 'MI',
    ...overrides,
  })
}

/** A valid supplier form body. */
export function supplierPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Concessionaria Bianchi',
    street: 'Corso Francia 10',
    cap: '10138',
    city: 'Torino',
    province: 'to',
    referentName: 'Mario Bianchi',
    referentPhone: '+39 011 1234567',
    referentEmail: 'Mario@Example.test',
    openingHours: {
      mon: [
        { start: '08:30', end: '12:30' },
        { start: '14:00', end: '18:00' },
      ],
    },
    notes: 'Citofonare',
    ...overrides,
  }
}
