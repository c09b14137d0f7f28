import type { WeeklyHours } from '@shared/opening_hours'
/**
 * Props of the team pages (see app/teams/controllers and app/teams/queries/team_pages.ts).
 */
import type { TeamKind, TeamRole } from '~/lib/types'

export type TeamTab =
  'main' | 'members' | 'addresses' | 'closing_days' | 'notifications' | 'services'

export type TeamHeader = { id: number; name: string; kind: TeamKind }

export type TeamCan = {
  update: boolean
  manageMembers: boolean
  delete: boolean
  leave: boolean
  transferOwnership: boolean
}

/** What every tab receives. */
export type TeamTabProps = { team: TeamHeader; role: TeamRole | null; can: TeamCan }

export type PageMeta = { total: number; perPage: number; currentPage: number; lastPage: number }

export type CompanyData = {
  legalName: string | null
  vatNumber: string | null
  fiscalCode: string | null
  sdiCode: string | null
  pec: string | null
  street: string | null
  cap: string | null
  city: string | null
  province: string | null
  phone: string | null
  verifiedAt: string | null
  createdAt: string | null
}

export type MemberRow = {
  id: number
  userId: number
  fullName: string
  email: string
  role: TeamRole
  joinedAt: string | null
  manageable: boolean
}

export type InvitationRow = {
  id: number
  email: string
  role: TeamRole
  invitedBy: string | null
  expiresAt: string | null
  expired: boolean
}

export type OpeningHours = WeeklyHours

export type AddressRow = {
  id: number
  label: string
  street: string
  cap: string
  city: string
  province: string
  referentName: string | null
  referentPhone: string | null
  referentEmail: string | null
  openingHours: OpeningHours
  notes: string | null
}

export type ClosingDayRow = {
  id: number
  startsOn: string
  endsOn: string
  addressId: number | null
  addressLabel: string | null
  reason: string | null
  past: boolean
  current: boolean
}

export type AddressOption = { id: number; label: string; city: string }

export type RecipientRow = { id: number; name: string | null; email: string; types: string[] }

export type TransporterServices = {
  categories: string[]
  regions: string[]
  provinces: string[]
  equipment: string[]
  capacity: number | null
}

export type DealerServices = { defaultServices: string[] }

export type ServicesCatalogue = {
  categories: { code: string; name: string }[]
  equipment: string[]
  dealerServices: string[]
  maxCapacity: number
}
