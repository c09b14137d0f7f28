/**
 * A dealer or carrier company in the lists of Admin → Users (plain rows,
 * the members counted beside the page).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'

type Row = {
  id: number
  name: string
  legalName: string | null
  vatNumber: string | null
  city: string | null
  province: string | null
  plan: string
  verifiedAt: string | null
  suspendedAt: string | null
  suspensionSource: string | null
  createdAt: string | null
}

export default class CompanyRowTransformer extends BaseTransformer<{ team: Row; members: number }> {
  toObject() {
    const { team, members } = this.resource
    return {
      id: team.id,
      name: team.name,
      legalName: team.legalName,
      vatNumber: team.vatNumber,
      city: team.city,
      province: team.province,
      plan: team.plan,
      verified: team.verifiedAt !== null,
      suspended: team.suspendedAt !== null,
      suspendedByStaff: team.suspendedAt !== null && team.suspensionSource === 'staff',
      members,
      createdAt: team.createdAt,
    }
  }
}
