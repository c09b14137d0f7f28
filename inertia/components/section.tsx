import { Paper, Stack, Text, Title, type MantineSpacing } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled card: a block of a page (team tabs, profile, platform settings). */
export function Section({
  title,
  description,
  children,
  danger,
  gap = 'md',
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  danger?: boolean
  /** The space between the title and the content's blocks. */
  gap?: MantineSpacing
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap={gap}>
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
