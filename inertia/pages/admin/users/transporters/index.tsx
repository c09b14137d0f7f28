import type { Data } from '@generated/data'
import type { Paginated } from '~/lib/types'
import { CompanyList } from '~/features/users_admin/company_list'

/** Admin → Users → Transporters. */
export default function AdminTransporters({
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
  return (
    <CompanyList kind="transporter" companies={companies} filters={filters} canCreate={canCreate} />
  )
}
