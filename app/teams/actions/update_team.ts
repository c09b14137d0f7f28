import type Team from '#teams/models/team'
import { normalizeServices } from '#teams/domain/team_services'

export async function updateTeamName(team: Team, name: string): Promise<Team> {
  team.name = name
  await team.save()
  return team
}

export type CompanyData = {
  legalName: string
  vatNumber: string
  fiscalCode?: string | null
  sdiCode?: string | null
  pec?: string | null
  street: string
  cap: string
  city: string
  province: string
  phone?: string | null
}

/** Legal data used on invoices and for vetting (validated by the caller). */
export async function updateCompanyData(team: Team, data: CompanyData): Promise<Team> {
  team.merge({
    legalName: data.legalName,
    vatNumber: data.vatNumber,
    fiscalCode: data.fiscalCode ?? null,
    sdiCode: data.sdiCode ?? null,
    pec: data.pec ?? null,
    street: data.street,
    cap: data.cap,
    city: data.city,
    province: data.province,
    phone: data.phone ?? null,
  })
  await team.save()
  return team
}

/**
 * Replaces the team's services with the given ones, normalised for its kind
 * (`vehicleCategories`: the codes of the categories on offer).
 */
export async function updateTeamServices(
  team: Team,
  data: Record<string, unknown>,
  vehicleCategories: readonly string[]
): Promise<Team> {
  team.services = normalizeServices(team.kind, data, vehicleCategories) as Record<string, unknown>
  await team.save()
  return team
}
