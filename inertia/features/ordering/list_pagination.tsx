import { Group, Pagination, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import type { Paginated } from '~/lib/types'

/** Page links for a server-paginated list; keeps the list's filters in the URL. */
export function FilteredPagination({
  meta,
  url,
  filters,
  summary,
}: {
  meta: Paginated<unknown>['meta']
  url: string
  filters: Record<string, string | null | undefined>
  summary: string
}) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== undefined && value !== ''))
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      {meta.lastPage > 1 && (
        <Pagination
          total={meta.lastPage}
          value={meta.currentPage}
          size="sm"
          onChange={(page) =>
            router.get(url, page > 1 ? { ...query, page } : query, { preserveState: true, preserveScroll: true })
          }
        />
      )}
    </Group>
  )
}
