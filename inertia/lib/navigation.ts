import { router } from '@inertiajs/react'
import { useEffect, useState } from 'react'

/** True while an Inertia visit is in flight (lists show their loading state meanwhile). */
export function useNavigating() {
  const [navigating, setNavigating] = useState(false)
  useEffect(() => {
    const offStart = router.on('start', (event) => {
      if (event.detail.visit.method === 'get') setNavigating(true)
    })
    const offFinish = router.on('finish', () => setNavigating(false))
    return () => {
      offStart()
      offFinish()
    }
  }, [])
  return navigating
}

/**
 * Applies list filters through the URL: empty values are dropped and the
 * page resets (filters live in the query string, so a filtered list can be
 * bookmarked, shared and reloaded). The one way every list filters.
 */
export function applyFilters(url: string, filters: Record<string, unknown>) {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue
    query[key] = String(value)
  }
  router.get(url, query, { preserveState: true, replace: true })
}
