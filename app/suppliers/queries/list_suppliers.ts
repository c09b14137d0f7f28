import Supplier from '#suppliers/models/supplier'
import { editableSuppliers, FREE_SUPPLIER_LIMIT, type DealerPlan } from '#suppliers/domain/plan'
import { paginated, paginateWithin, type Paginated } from '#core/paging'

export const SUPPLIERS_PER_PAGE = 20

/** The columns SupplierTransformer reads. */
export const SUPPLIER_COLUMNS = [
  'id',
  'team_id',
  'name',
  'street',
  'cap',
  'city',
  'province',
  'referent_name',
  'referent_phone',
  'referent_email',
  'opening_hours',
  'notes',
] as const

export async function countSuppliers(teamId: number): Promise<number> {
  const row = await Supplier.query().where('team_id', teamId).count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}

/**
 * The suppliers a team on the free plan may still change (its first
 * FREE_SUPPLIER_LIMIT by creation, `editableSuppliers`), or null when it may
 * change them all (pro, or within the limit). One bounded query.
 */
export async function editableSupplierIds(
  teamId: number,
  plan: DealerPlan,
  count: number
): Promise<number[] | null> {
  if (plan === 'pro' || count <= FREE_SUPPLIER_LIMIT) return null
  const first = await Supplier.query()
    .where('team_id', teamId)
    .orderBy('id', 'asc')
    .limit(FREE_SUPPLIER_LIMIT)
    .select('id')
  return [
    ...editableSuppliers(
      plan,
      first.map((supplier) => supplier.id)
    ),
  ]
}

/** A supplier of the team, or null (another team's supplier is never found). */
export function findTeamSupplier(teamId: number, id: number) {
  return Supplier.query().where('team_id', teamId).where('id', id).first()
}

/** The team's suppliers by name (filters: q on name/city, province), paginated. */
export async function listSuppliers(
  teamId: number,
  filters: { page: number; q?: string | null; province?: string | null }
): Promise<Paginated<Supplier>> {
  const result = await paginateWithin(filters.page, (page) => {
    const query = Supplier.query()
      .select(...SUPPLIER_COLUMNS)
      .where('team_id', teamId)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
    if (filters.q) {
      const like = `%${filters.q.toLowerCase().replace(/[%_\\]/g, '')}%`
      query.where((inner) =>
        inner.whereRaw('lower(name) like ?', [like]).orWhereRaw('lower(city) like ?', [like])
      )
    }
    if (filters.province) query.where('province', filters.province)
    return query.paginate(page, SUPPLIERS_PER_PAGE)
  })
  return paginated(result)
}
