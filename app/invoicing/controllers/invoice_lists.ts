/*
| What the dealer's and staff's invoice pages share: the filters sent back
| to the page. (Controllers of this capability only.)
*/
import type { InvoiceFilters } from '#invoicing/domain/invoice_filters'

export function filtersProp(filters: InvoiceFilters) {
  return {
    year: filters.year ?? null,
    kind: filters.kind ?? null,
    q: filters.q ?? null,
    teamId: filters.teamId ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
    sdi: filters.sdi ?? null,
  }
}
