import { Group, Pagination, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import type { PageMeta } from '~/features/teams/types'

/** Page links for a server-paginated list (the page lives in the URL: ?page=2). */
export function ListPagination({ meta, url, summary }: { meta: PageMeta; url: string; summary: string }) {
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
            router.get(url, page > 1 ? { page } : {}, { preserveState: true, preserveScroll: true, replace: false })
          }
        />
      )}
    </Group>
  )
}
