/** Dealer plans (DOMAIN §3): free = at most 5 suppliers; pro = unlimited + the pro discount. */
export const FREE_SUPPLIER_LIMIT = 5

export type DealerPlan = 'free' | 'pro'

/** True when a team on this plan that already has `count` suppliers may add one more. */
export function canAddSupplier(plan: DealerPlan, count: number): boolean {
  return plan === 'pro' || count < FREE_SUPPLIER_LIMIT
}
