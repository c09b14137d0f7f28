import type { ReactNode } from 'react'
import { useNavigating } from '~/lib/navigation'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'

/**
 * A list's body: skeleton rows while a visit is in flight, the empty state
 * when there is nothing, else the list itself.
 */
export function ListContent({
  rows,
  isEmpty,
  empty,
  children,
}: {
  rows: number
  isEmpty: boolean
  empty: { title: string; description?: string; action?: ReactNode }
  children: ReactNode
}) {
  const navigating = useNavigating()
  if (navigating) return <ListLoading rows={rows} />
  if (isEmpty) return <EmptyState {...empty} />
  return <>{children}</>
}
