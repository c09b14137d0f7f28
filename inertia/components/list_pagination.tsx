import { Group, Pagination, Text } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'

export type PageMeta = { total: number; perPage: number; currentPage: number; lastPage: number }

/**
 * Page links for a server-paginated list. The page lives in the URL
 * (?page=2) next to the list's filters, which are kept: by default the
 * current query string, or the `filters` given.
 */
export function ListPagination({
  meta,
  url,
  summary,
  filters,
}: {
  meta: PageMeta
  url: string
  summary: string
  filters?: Record<string, unknown>
}) {
  const page = usePage()
  const goTo = (next: number) => {
    const query: Record<string, string> = {}
    const source = filters ?? Object.fromEntries(new URL(page.url, 'http://localhost').searchParams)
    for (const [key, value] of Object.entries(source)) {
      if (key === 'page' || value === undefined || value === null || value === '') continue
      query[key] = String(value)
    }
    if (next > 1) query.page = String(next)
    router.get(url, query, { preserveState: true, preserveScroll: true })
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
