import { Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconInbox } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** What a list shows when it has nothing yet, with the next step to take. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string
  description?: string
  action?: ReactNode
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs">
        <ThemeIcon variant="light" size={48} radius="xl">
          <IconInbox size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {description && (
          <Text c="dimmed" size="sm" ta="center">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  )
}
