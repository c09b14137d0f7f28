import { Group, Pagination, Text } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'
import type { PageMeta } from '~/lib/types'

/**
 * Page links for a server-paginated list (`list.metadata`). The page lives
 * in the URL (?page=2) of the current page, next to the list's filters,
 * which are kept: by default the current query string, or the `filters`
 * given. The one paging component of every list.
 */
export function ListPagination({
  meta,
  summary,
  filters,
}: {
  meta: PageMeta
  summary: string
  filters?: Record<string, unknown>
}) {
  const page = usePage()
  const goTo = (next: number) => {
    const current = new URL(page.url, 'http://localhost')
    const query: Record<string, string> = {}
    const source = filters ?? Object.fromEntries(current.searchParams)
    for (const [key, value] of Object.entries(source)) {
      if (key === 'page' || value === undefined || value === null || value === '') continue
      query[key] = String(value)
    }
    if (next > 1) query.page = String(next)
    router.get(current.pathname, query, { preserveState: true, preserveScroll: true })
  }
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      {meta.lastPage > 1 && (
        <Pagination total={meta.lastPage} value={meta.currentPage} size="sm" onChange={goTo} />
      )}
    </Group>
  )
}
