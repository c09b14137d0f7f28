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
