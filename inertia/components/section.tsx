import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled card on a team tab. */
export function Section({
  title,
  description,
  children,
  danger,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  danger?: boolean
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" c={danger ? 'red.8' : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  )
}
