import { Group, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A row of a list on a phone: a table's key columns as a card (title and
 * badge on top, the other values below), so nothing needs sideways
 * scrolling. Lists render their cards `hiddenFrom="sm"` and their table
 * `visibleFrom="sm"`.
 */
export function RowCard({
  title,
  badge,
  lines,
}: {
  title: ReactNode
  badge?: ReactNode
  lines: (ReactNode | null | false)[]
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" style={{ minWidth: 0 }}>
            {title}
          </Text>
          {badge && <div style={{ flexShrink: 0 }}>{badge}</div>}
        </Group>
        {lines.filter(Boolean).map((line, index) => (
          <Text key={index} size="sm" c={index === 0 ? undefined : 'dimmed'} component="div">
            {line}
          </Text>
        ))}
      </Stack>
    </Paper>
  )
}
