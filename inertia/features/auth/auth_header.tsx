import { Text, Title } from '@mantine/core'

/** Title and one-line explanation at the top of every auth page. */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </div>
  )
}
