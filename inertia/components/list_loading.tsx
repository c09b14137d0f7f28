import { Skeleton, Stack } from '@mantine/core'

/** Loading state for lists (deferred props, navigation in progress). */
export function ListLoading({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={38} radius="sm" />
      ))}
    </Stack>
  )
}
