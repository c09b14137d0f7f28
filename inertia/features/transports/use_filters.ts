import { router } from '@inertiajs/react'

/** Applies list filters through the URL (empty values are dropped, page resets). */
export function applyFilters(url: string, filters: Record<string, string | null | undefined>) {
  const query = Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== null && value !== undefined && value !== ''
    )
  )
  router.get(url, query, { preserveState: true, replace: true })
}
