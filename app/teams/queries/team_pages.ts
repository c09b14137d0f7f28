/**
 * Reads behind the team tabs. Each returns plain objects shaped for the
 * pages (dates as ISO strings, formatted by the pages in Europe/Rome).
 */
import type Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import TeamInvitation from '#teams/models/team_invitation'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'

import { normalizeServices } from '#teams/domain/team_services'
import { todayInRome } from '#shared/time_zone'

export const ADDRESSES_PER_PAGE = 20
export const CLOSING_DAYS_PER_PAGE = 25

export function teamHeader(team: Team) {
  return { id: team.id, name: team.name, kind: team.kind }
}

export function companyData(team: Team) {
  return {
    legalName: team.legalName,
    vatNumber: team.vatNumber,
    fiscalCode: team.fiscalCode,
    sdiCode: team.sdiCode,
    pec: team.pec,
    street: team.street,
    cap: team.cap,
    city: team.city,
    province: team.province,
    phone: team.phone,
    verifiedAt: team.verifiedAt?.toISO() ?? null,
    createdAt: team.createdAt.toISO(),
  }
}

export function teamServices(team: Team, vehicleCategories: readonly string[]) {
  return normalizeServices(team.kind, team.services, vehicleCategories)
}

/** Members with their role: owner first, then admins, members, drivers; by name. */
export async function listMembers(team: Team) {
  const members = await TeamMember.query().where('team_id', team.id).preload('user')
  const order = { owner: 0, admin: 1, member: 2, driver: 3 } as const
  return members
    .map((member) => ({
      id: member.id,
      userId: member.userId,
      fullName: member.user.fullName,
      email: member.user.email,
      role: member.role,
      joinedAt: member.createdAt.toISO(),
    }))
    .sort((a, b) => order[a.role] - order[b.role] || a.fullName.localeCompare(b.fullName, 'it'))
}

/** Invitations not accepted yet (expired ones included, flagged, so they can be resent or revoked). */
export async function listPendingInvitations(team: Team) {
  const invitations = await TeamInvitation.query()
    .where('team_id', team.id)
    .whereNull('accepted_at')
    .preload('invitedBy')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  return invitations.map((invitation) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedBy?.fullName ?? null,
    expiresAt: invitation.expiresAt.toISO(),
    expired: invitation.isExpired,
  }))
}

export function serializeAddress(address: Address) {
  return {
    id: address.id,
    label: address.label,
    street: address.street,
    cap: address.cap,
    city: address.city,
    province: address.province,
    referentName: address.referentName,
    referentPhone: address.referentPhone,
    referentEmail: address.referentEmail,
    openingHours: address.openingHours ?? {},
    notes: address.notes,
  }
}

/** A page of the team's addresses, by label (id as tiebreak). */
export async function listAddresses(team: Team, page: number) {
  const result = await Address.query()
    .where('team_id', team.id)
    .orderBy('label', 'asc')
    .orderBy('id', 'asc')
    .paginate(page, ADDRESSES_PER_PAGE)
  /* A page past the end shows the last one instead of an empty list. */
  if (result.all().length === 0 && page > 1 && result.lastPage >= 1 && page > result.lastPage) {
    return listAddresses(team, result.lastPage)
  }
  return {
    data: result.all().map(serializeAddress),
    meta: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    },
  }
}

/** Id and label of every address of the team (for pickers). */
export async function addressOptions(team: Team) {
  const addresses = await Address.query()
    .where('team_id', team.id)
    .select('id', 'label', 'city')
    .orderBy('label', 'asc')
    .orderBy('id', 'asc')
  return addresses.map((address) => ({ id: address.id, label: address.label, city: address.city }))
}

/**
 * The team's closing days (its own and its addresses'): the upcoming and
 * current ones first, soonest first; then the past ones, most recent first.
 */
export async function listClosingDays(team: Team, page: number) {
  const today = todayInRome()
  const result = await ClosingDay.query()
    .where('team_id', team.id)
    .preload('address')
    .orderByRaw('CASE WHEN ends_on >= ? THEN 0 ELSE 1 END ASC', [today])
    .orderByRaw('CASE WHEN ends_on >= ? THEN starts_on END ASC', [today])
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'asc')
    .paginate(page, CLOSING_DAYS_PER_PAGE)
  if (result.all().length === 0 && page > 1 && page > result.lastPage) {
    return listClosingDays(team, result.lastPage)
  }
  return {
    data: result.all().map((closingDay) => {
      const startsOn = closingDay.startsOn.toISODate()!
      const endsOn = closingDay.endsOn.toISODate()!
      return {
        id: closingDay.id,
        startsOn,
        endsOn,
        addressId: closingDay.addressId,
        addressLabel: closingDay.address?.label ?? null,
        reason: closingDay.reason,
        past: endsOn < today,
        current: startsOn <= today && endsOn >= today,
      }
    }),
    meta: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    },
  }
}

export async function listRecipients(team: Team) {
  const recipients = await TeamNotificationRecipient.query()
    .where('team_id', team.id)
    .orderBy('email', 'asc')
    .orderBy('id', 'asc')
  return recipients.map((recipient) => ({
    id: recipient.id,
    name: recipient.name,
    email: recipient.email,
    types: recipient.types ?? [],
  }))
}
