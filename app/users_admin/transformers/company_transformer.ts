/**
 * A dealer or carrier company on its staff page: the company data and its
 * standing (verified, suspended and why, by whom: staff or the insurance check).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Team from '#teams/models/team'

export default class CompanyTransformer extends BaseTransformer<Team> {
  toObject() {
    const team = this.resource
    return {
      ...this.pick(team, [
        'id',
        'name',
        'kind',
        'legalName',
        'vatNumber',
        'fiscalCode',
        'sdiCode',
        'pec',
        'street',
        'cap',
        'city',
        'province',
        'phone',
        'plan',
        'suspensionReason',
      ]),
      verifiedAt: team.verifiedAt?.toISO() ?? null,
      suspendedAt: team.suspendedAt?.toISO() ?? null,
      suspendedByStaff: team.suspendedAt !== null && team.suspensionSource === 'staff',
      proUntil: team.proUntil?.toISODate() ?? null,
      createdAt: team.createdAt.toISO(),
    }
  }
}
