import type { Data } from '@generated/data'
import type { Paginated } from '~/lib/types'
import { CompanyList } from '~/features/users_admin/company_list'

/** Admin → Users → Dealers. */
export default function AdminDealers({
  companies,
  filters,
  canCreate,
}: {
  companies: Paginated<Data.UsersAdmin.CompanyRow>
  filters: {
    q: string | null
    verified: string | null
    suspended: string | null
    plan: string | null
  }
  canCreate: boolean
}) {
  return <CompanyList kind="dealer" companies={companies} filters={filters} canCreate={canCreate} />
}
