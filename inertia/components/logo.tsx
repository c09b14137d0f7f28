import { Group, Text } from '@mantine/core'
import { IconTruckDelivery } from '@tabler/icons-react'

/** The brand mark; `compact` hides the name on phones (the app header needs the room). */
export function Logo({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <IconTruckDelivery size={26} color="var(--mantine-color-brand-7)" aria-hidden />
      <Text fw={700} size="lg" c="brand.8" visibleFrom={compact ? 'sm' : undefined}>
        {name}
      </Text>
    </Group>
  )
}
