import { Group, Pagination, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import type { PageMeta } from '~/features/requests/types'

/** Page links that keep the list's filters in the URL. */
export function RequestPagination({
  meta,
  url,
  filters,
  summary,
}: {
  meta: PageMeta
  url: string
  filters: Record<string, unknown>
  summary: string
}) {
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
          onChange={(page) => {
            const query: Record<string, unknown> = { ...filters }
            for (const key of Object.keys(query)) if (query[key] === undefined || query[key] === null) delete query[key]
            if (page > 1) query.page = page
            router.get(url, query as Record<string, string>, { preserveState: true, preserveScroll: true })
          }}
        />
      )}
    </Group>
  )
}
