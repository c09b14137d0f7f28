import Supplier from '#suppliers/models/supplier'

export const SUPPLIERS_PER_PAGE = 20

export async function countSuppliers(teamId: number): Promise<number> {
  const row = await Supplier.query().where('team_id', teamId).count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}

/** The team's suppliers by name (filters: q on name/city, province), paginated. */
export async function listSuppliers(
  teamId: number,
  filters: { page?: number; q?: string; province?: string }
) {
  const query = Supplier.query()
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
  const page = await query.paginate(filters.page ?? 1, SUPPLIERS_PER_PAGE)
  return {
    data: page.all().map((supplier) => ({
      id: supplier.id,
      name: supplier.name,
      street: supplier.street,
      cap: supplier.cap,
      city: supplier.city,
      province: supplier.province,
      referentName: supplier.referentName,
      referentPhone: supplier.referentPhone,
      referentEmail: supplier.referentEmail,
      openingHours: supplier.openingHours,
      notes: supplier.notes,
    })),
    meta: {
      total: page.total,
      perPage: page.perPage,
      currentPage: page.currentPage,
      lastPage: page.lastPage,
    },
  }
}
