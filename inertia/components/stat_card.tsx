import { Paper, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { ReactNode } from 'react'

/**
 * A figure on a dashboard. With `href` (from `urlFor`), the whole card opens
 * the list behind the figure.
 */
export function StatCard({
  label,
  value,
  hint,
  href,
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
  href?: string
}) {
  const content = (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="xl" mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2} component="div">
          {hint}
        </Text>
      )}
    </>
  )
  if (!href) {
    return (
      <Paper withBorder p="md" radius="md">
        {content}
      </Paper>
    )
  }
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component={Link}
      href={href}
      className="stat-card-link"
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      {content}
    </Paper>
  )
}
