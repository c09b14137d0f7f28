/** Dealer plans (DOMAIN §3): free = at most 5 suppliers; pro = unlimited + the pro discount. */
export const FREE_SUPPLIER_LIMIT = 5

export type DealerPlan = 'free' | 'pro'

/** True when a team on this plan that already has `count` suppliers may add one more. */
export function canAddSupplier(plan: DealerPlan, count: number): boolean {
  return plan === 'pro' || count < FREE_SUPPLIER_LIMIT
}

/**
 * The suppliers a team may change: all on pro; on the free plan (a pro plan
 * that ended) the first FREE_SUPPLIER_LIMIT by creation (ids in order), the
 * others are read-only: they can still be picked on a request, or deleted to
 * get back under the limit.
 */
export function editableSuppliers(plan: DealerPlan, idsInOrder: readonly number[]): Set<number> {
  return new Set(plan === 'pro' ? idsInOrder : idsInOrder.slice(0, FREE_SUPPLIER_LIMIT))
}
