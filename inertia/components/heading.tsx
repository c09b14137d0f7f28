import { Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

const SIZES = { 1: 'h2', 2: 'h4' } as const

/**
 * A title with a dimmed one-line explanation under it: a page's own heading
 * (`order={1}`, the auth pages) or a block's inside a page (`order={2}`).
 */
export function Heading({
  title,
  description,
  order = 2,
}: {
  title: ReactNode
  description?: ReactNode
  order?: 1 | 2
}) {
  return (
    <div>
      <Title order={order} size={SIZES[order]}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </div>
  )
}
