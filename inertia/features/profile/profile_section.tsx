import { Grid, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One section of the profile page: title and explanation beside (or above, on phones) its card. */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Grid gap={{ base: 'xs', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={4}>
            <Title order={2} size="h4" id={`${id}-title`}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            {children}
          </Paper>
        </Grid.Col>
      </Grid>
    </section>
  )
}
